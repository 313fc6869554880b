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

/** A promise as React's `use` reads it without suspending once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loadsByLoader = new WeakMap<RemoteLoader, Map<string, TrackedPromise<Record<string, unknown>>>>();

/**
 * One load per exposed module and loader, shared by the pages and the prefetch, and marked as
 * React marks the promises it tracks: a page whose module the prefetch already loaded renders at
 * once instead of suspending, which would show its fallback and make React hold the content back
 * for its fallback throttle (300 ms). A failed load is forgotten, so the next asks again.
 */
export function loadExpose<R extends RemoteName>(
  loader: RemoteLoader,
  remote: R,
  expose: ExposedName<R>,
): Promise<Record<string, unknown>> {
  let loads = loadsByLoader.get(loader);
  if (!loads) loadsByLoader.set(loader, (loads = new Map()));
  const key = `${remote}/${expose}`;
  const known = loads.get(key);
  if (known) return known;
  const load: TrackedPromise<Record<string, unknown>> = loader(remote, expose);
  load.status = 'pending';
  load.then(
    (value) => Object.assign(load, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(load, { status: 'rejected', reason });
      loads.delete(key);
    },
  );
  loads.set(key, load);
  return load;
}

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderProvider');
  return loader;
}
