import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRemoteLoader, type RemoteLoader, type RemoteName } from './remote-loader';

/**
 * A component that renders `exportName` of a remote's exposed module, loaded on first render.
 * It suspends while loading and throws if the remote is unreachable, so it must sit inside a
 * RemoteBoundary.
 */
export function remoteComponent<P extends object>(remote: RemoteName, expose: string, exportName: string) {
  const lazyByLoader = new WeakMap<RemoteLoader, LazyExoticComponent<ComponentType<P>>>();

  function RemoteComponent(props: P) {
    const loader = useRemoteLoader();
    let Lazy = lazyByLoader.get(loader);
    if (!Lazy) {
      Lazy = lazy(async () => {
        const component = (await loader(remote, expose))[exportName];
        if (typeof component !== 'function') throw new Error(`${remote}/${expose} has no export ${exportName}`);
        return { default: component as ComponentType<P> };
      });
      lazyByLoader.set(loader, Lazy);
    }
    return <Lazy {...props} />;
  }
  RemoteComponent.displayName = `Remote(${remote}/${exportName})`;
  return RemoteComponent;
}
