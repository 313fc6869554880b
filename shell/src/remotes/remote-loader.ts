import { createContext, useContext } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@lezioni/contracts';

export type RemoteName = 'marketing' | 'student' | 'admin' | 'chat';

/** Loads one exposed module of a remote, e.g. ('student', 'StudentDashboard'). */
export type RemoteLoader = (remote: RemoteName, expose: string) => Promise<Record<string, unknown>>;

const REMOTE_NAMES: readonly RemoteName[] = ['marketing', 'student', 'admin', 'chat'];

/** The Module Federation container name of each remote (its webpack `name`). */
export const containerName = (remote: RemoteName) => `mfe_${remote}`;

/**
 * A loader backed by the Module Federation runtime. Remote URLs come from GET /api/config
 * (ARCHITECTURE D8), so the same shell build works with remotes deployed anywhere.
 */
export function createFederationLoader(getConfig: () => Promise<RuntimeConfig>): RemoteLoader {
  let registration: Promise<void> | undefined;
  const register = () =>
    (registration ??= getConfig().then((config) => {
      registerRemotes(
        REMOTE_NAMES.map((remote) => ({
          name: containerName(remote),
          entry: config.remotes[remote] ?? `/mfe/${remote}/remoteEntry.js`,
        })),
      );
    }));

  return async (remote, expose) => {
    await register();
    const module = await loadRemote<Record<string, unknown>>(`${containerName(remote)}/${expose}`);
    if (!module) throw new Error(`The ${remote} remote did not provide ${expose}.`);
    return module;
  };
}

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderProvider');
  return loader;
}
