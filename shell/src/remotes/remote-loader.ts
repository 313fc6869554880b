import { createContext, useContext } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedName, RemoteName, RuntimeConfig } from '@lezioni/contracts';
import { REMOTE_NAMES, REMOTES, defaultRemoteUrl } from '@lezioni/contracts/values';

/** Loads one exposed module of a remote, e.g. ('student', 'StudentDashboard'). */
export type RemoteLoader = <R extends RemoteName>(
  remote: R,
  expose: ExposedName<R>,
) => Promise<Record<string, unknown>>;

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
          name: REMOTES[remote].container,
          entry: config.remotes[remote] ?? defaultRemoteUrl(remote),
        })),
      );
    }));

  return async (remote, expose) => {
    await register();
    const module = await loadRemote<Record<string, unknown>>(`${REMOTES[remote].container}/${expose}`);
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
