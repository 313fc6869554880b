import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page rendered on the server is being hydrated (and on the server), true once the
 * browser's app owns it. For what must not exist before: a frame whose `load` the page listens to
 * fires it before hydration, and that event is lost.
 */
export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
