// A remote's remoteEntry.js takes the federation runtime from the shell (`externalRuntime`), so
// each page loads it once. A remote running alone has no shell: this entry, first on its standalone
// page, lends it one. Imported under an alias: the runtime's own name is external in a remote.
import * as runtimeCore from 'lezioni-federation-runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
