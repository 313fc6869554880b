import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from '../../../components/chat-styles';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the window is a phone's, for what CSS cannot decide: which of the chat's panes is in the
 * page at all (a hidden pane's controls would still be reachable otherwise) and the way back.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
