import { lazy, useState, type Attributes, type ComponentType, type LazyExoticComponent } from 'react';
import type { ExposedName, ExposedProps, RemoteName } from '@lezioni/contracts';
import { loadedModule, loadModule, useRemoteLoader, type RemoteLoader } from './remote-loader';

/**
 * A component that renders what `remote` exposes as `./<expose>`: by convention, the module's export
 * of the same name, typed by the contracts' table of exposes. It loads on first render, suspends
 * meanwhile and throws if the remote is unreachable, so it must sit inside a RemoteBoundary. A
 * module that has arrived already (the prefetch's) renders at once: suspending for it would show the
 * loading state, and React then holds the content back for its fallback throttle (300 ms).
 */
export function createRemoteComponent<R extends RemoteName, E extends ExposedName<R>>(remote: R, expose: E) {
  // `& Attributes`: without it TypeScript cannot check JSX spread props whose type is still generic.
  type Props = ExposedProps<R, E> & Attributes;
  const componentOf = (module: Record<string, unknown>) => {
    const component = module[expose];
    if (typeof component !== 'function') throw new Error(`${remote}/${expose} has no export ${expose}`);
    return component as ComponentType<Props>;
  };
  const lazyByLoader = new WeakMap<RemoteLoader, LazyExoticComponent<ComponentType<Props>>>();

  function RemoteComponent(props: Props) {
    const loader = useRemoteLoader();
    // Decided once per instance: switching from the lazy to the loaded one would remount the page.
    const [loaded] = useState(() => loadedModule(loader, remote, expose));
    if (loaded) {
      const Loaded = componentOf(loaded);
      return <Loaded {...props} />;
    }
    let Lazy = lazyByLoader.get(loader);
    if (!Lazy) {
      Lazy = lazy(async () => ({ default: componentOf(await loadModule(loader, remote, expose)) }));
      lazyByLoader.set(loader, Lazy);
    }
    return <Lazy {...props} />;
  }
  RemoteComponent.displayName = `Remote(${remote}/${expose})`;
  return RemoteComponent;
}
