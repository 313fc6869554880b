import { lazy, type Attributes, type ComponentType, type LazyExoticComponent } from 'react';
import type { ExposedName, ExposedProps, RemoteName } from '@lezioni/contracts';
import { useRemoteLoader, type RemoteLoader } from './remote-loader';

/**
 * A component that renders what `remote` exposes as `./<expose>`: by convention, the module's export
 * of the same name, typed by the contracts' table of exposes. It loads on first render, suspends
 * meanwhile and throws if the remote is unreachable, so it must sit inside a RemoteBoundary.
 */
export function createRemoteComponent<R extends RemoteName, E extends ExposedName<R>>(remote: R, expose: E) {
  // `& Attributes`: without it TypeScript cannot check JSX spread props whose type is still generic.
  type Props = ExposedProps<R, E> & Attributes;
  const lazyByLoader = new WeakMap<RemoteLoader, LazyExoticComponent<ComponentType<Props>>>();

  function RemoteComponent(props: Props) {
    const loader = useRemoteLoader();
    let Lazy = lazyByLoader.get(loader);
    if (!Lazy) {
      Lazy = lazy(async () => {
        const component = (await loader(remote, expose))[expose];
        if (typeof component !== 'function') throw new Error(`${remote}/${expose} has no export ${expose}`);
        return { default: component as ComponentType<Props> };
      });
      lazyByLoader.set(loader, Lazy);
    }
    return <Lazy {...props} />;
  }
  RemoteComponent.displayName = `Remote(${remote}/${expose})`;
  return RemoteComponent;
}
