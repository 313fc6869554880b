import type { Language } from '@lezioni/contracts/values';

/**
 * A render on the server (the page renderer, ARCHITECTURE D29): its queries ask `apiUrl` with the
 * visitor's own cookies, as the browser would, and speak the visitor's language.
 */
export type ServerRequest = { apiUrl: string; cookie: string; language?: Language };

/** The store's thunks' extra argument (`createAppStore`): the base query and the session's calls read it. */
export type AppExtra = { serverRequest?: ServerRequest };
