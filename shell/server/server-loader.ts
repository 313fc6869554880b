import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES } from '@lezioni/contracts';
import { serverExposePath } from '@lezioni/mf-config/shared';
import type { RemoteLoader } from '../src/remotes/remote-loader';
import { lendSharedModules } from './share-scope';

/**
 * Loads what each remote's build made of its exposed modules for Node (mf-config's
 * ServerExposesPlugin), from the remotes' `dist` folders under `webRoot`.
 */
export function createServerLoader(webRoot: string): RemoteLoader {
  lendSharedModules();
  const load = createRequire(__filename);
  return async (remote, expose) => {
    const file = path.join(webRoot, REMOTES[remote].workspace, 'dist', serverExposePath(expose));
    if (!existsSync(file)) throw new Error(`${file} is missing: build the ${remote} remote first`);
    return load(file) as Record<string, unknown>;
  };
}
