import { useEffect, useRef } from 'react';
import type { Conversation } from '@lezioni/contracts';
import { useMarkConversationReadMutation } from '../api';

/**
 * Marks `conversation` read `delayMs` after it comes into view (the full chat waits 2 s, the widget
 * marks on opening; spec §4), and again whenever unread messages arrive while it stays in view.
 * A failure is only logged (spec §8).
 */
export function useMarkReadWhileViewing(conversation: Conversation | undefined, isViewing: boolean, delayMs: number) {
  const [markRead] = useMarkConversationReadMutation();
  const conversationId = conversation?.id;
  const hasUnread = (conversation?.unreadCount ?? 0) > 0;
  const markedIdRef = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!isViewing || !conversationId) {
      markedIdRef.current = undefined;
      return;
    }
    if (markedIdRef.current === conversationId && !hasUnread) return;
    const timer = setTimeout(() => {
      markedIdRef.current = conversationId;
      markRead(conversationId)
        .unwrap()
        .catch((error: unknown) => console.error('Marking the conversation read failed', error));
    }, delayMs);
    return () => clearTimeout(timer);
  }, [conversationId, delayMs, hasUnread, isViewing, markRead]);
}
