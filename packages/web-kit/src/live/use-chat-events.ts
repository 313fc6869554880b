import { useEffect } from 'react';
import { useAppDispatch } from '../store';
import { startChatEvents } from './chat-events';

/**
 * Keeps the one live event stream of the tab open while someone is signed in (ARCHITECTURE D14).
 * Mount it once, at the top of the app (the shell does): each mount opens its own EventSource.
 * `userId` closes the stream on sign-out and reopens it for whoever signs in next.
 */
export function useChatEvents(userId: string | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId) return;
    return startChatEvents({ dispatch });
  }, [dispatch, userId]);
}
