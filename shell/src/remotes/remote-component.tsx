import { use, type Attributes, type ComponentType } from 'react';
import type { ExposedName, ExposedProps, RemoteName } from '@lezioni/contracts';
import { loadExpose, useRemoteLoader } from './remote-loader';

/**
 * A component that renders what `remote` exposes as `./<expose>`: by convention, the module's export
 * of the same name, typed by the contracts' table of exposes. It loads on first render (at once when
 * already loaded: `loadExpose`), suspends meanwhile and throws if the remote is unreachable, so it
 * must sit inside a RemoteBoundary.
 */
export function createRemoteComponent<R extends RemoteName, E extends ExposedName<R>>(remote: R, expose: E) {
  // `& Attributes`: without it TypeScript cannot check JSX spread props whose type is still generic.
  type Props = ExposedProps<R, E> & Attributes;

  function RemoteComponent(props: Props) {
    const Component = use(loadExpose(useRemoteLoader(), remote, expose))[expose];
    if (typeof Component !== 'function') throw new Error(`${remote}/${expose} has no export ${expose}`);
    const Exposed = Component as ComponentType<Props>;
    return <Exposed {...props} />;
  }
  RemoteComponent.displayName = `Remote(${remote}/${expose})`;
  return RemoteComponent;
}
