import { createContext, useContext } from 'react';
import type { ExposedName, RemoteName, RuntimeConfig } from '@lezioni/contracts';
import { REMOTES, defaultRemoteUrl } from '@lezioni/contracts/values';
import { loadTexts } from '@lezioni/web-kit';

/** Loads one exposed module of a remote, e.g. ('student', 'StudentDashboard'). */
export type RemoteLoader = <R extends RemoteName>(
  remote: R,
  expose: ExposedName<R>,
) => Promise<Record<string, unknown>>;

// webpack's federation runtime, in this build (mf-config): the share scope the shell's singletons are in.
declare const __webpack_init_sharing__: (scope: 'default') => Promise<void>;
declare const __webpack_share_scopes__: { default: unknown };

/** What a remote's remoteEntry.js defines: a webpack container under the remote's container name. */
type Container = {
  init(shareScope: unknown): Promise<void> | void;
  get(expose: string): Promise<() => Record<string, unknown>>;
};

/** Runs the script at `url` once it has arrived. */
const runScript = (url: string) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} did not load`));
    };
    document.head.append(script);
  });

/**
 * A loader backed by webpack's Module Federation. Remote URLs come from GET /api/config
 * (ARCHITECTURE D8), so the same shell build works with remotes deployed anywhere. Each remote's
 * container is started once, with the shell's share scope, so every remote takes the shell's React,
 * store and contracts; one that failed to arrive is asked for again next time.
 */
export function createFederationLoader(getConfig: () => Promise<RuntimeConfig>): RemoteLoader {
  const containers = new Map<RemoteName, Promise<Container>>();
  const start = async (remote: RemoteName): Promise<Container> => {
    const config = await getConfig();
    const name = REMOTES[remote].container;
    await runScript(config.remotes[remote] ?? defaultRemoteUrl(remote));
    const container = (window as unknown as Record<string, Container | undefined>)[name];
    if (!container) throw new Error(`The ${remote} remote defines no container ${name}.`);
    await __webpack_init_sharing__('default');
    await container.init(__webpack_share_scopes__.default);
    return container;
  };
  const containerOf = (remote: RemoteName) => {
    let container = containers.get(remote);
    if (!container) {
      containers.set(remote, (container = start(remote)));
      container.catch(() => containers.delete(remote));
    }
    return container;
  };

  return async (remote, expose) => {
    const module = (await (await containerOf(remote)).get(`./${expose}`))();
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
