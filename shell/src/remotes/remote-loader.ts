import { createContext, useContext } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedName, RemoteName, RuntimeConfig } from '@lezioni/contracts';
import { REMOTE_NAMES, REMOTES, defaultRemoteUrl } from '@lezioni/contracts/values';
import { loadTexts } from '@lezioni/web-kit';

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
    // Its texts (the namespace it registered as it loaded) with it: a page that arrives without
    // them would suspend once more. Failing here is left to the page, which asks again.
    await loadTexts().catch(() => undefined);
    return module;
  };
}

type Module = Record<string, unknown>;

const modulesByLoader = new WeakMap<RemoteLoader, Map<string, Module>>();
function modulesOf(loader: RemoteLoader): Map<string, Module> {
  let modules = modulesByLoader.get(loader);
  if (!modules) modulesByLoader.set(loader, (modules = new Map()));
  return modules;
}

/** Loads an exposed module through `loader`, keeping it for `loadedModule` once it has arrived. */
export async function loadModule<R extends RemoteName>(
  loader: RemoteLoader,
  remote: R,
  expose: ExposedName<R>,
): Promise<Module> {
  const module = await loader(remote, expose);
  modulesOf(loader).set(`${remote}/${expose}`, module);
  return module;
}

/** The exposed module if it has arrived already (by the prefetch or an earlier page), at once. */
export const loadedModule = <R extends RemoteName>(loader: RemoteLoader, remote: R, expose: ExposedName<R>) =>
  modulesOf(loader).get(`${remote}/${expose}`);

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderProvider');
  return loader;
}
