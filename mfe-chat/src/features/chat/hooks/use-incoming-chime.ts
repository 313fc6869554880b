import { useEffect, useRef } from 'react';
import type { Message } from '@lezioni/contracts';
import { playChime } from '@lezioni/web-kit';
import { latestIncomingMessageId } from '../chat-logic';

/**
 * Chimes when a message from the other person arrives in the conversation on screen (spec §2).
 * Loading a conversation, or switching to another, is not an arrival.
 */
export function useIncomingChime(conversationId: string | undefined, messages: Message[] | undefined, userId: string) {
  const latestIncomingId = messages ? latestIncomingMessageId(messages, userId) : undefined;
  const isLoaded = messages !== undefined;
  const seenRef = useRef<{ conversationId?: string; latestIncomingId?: string } | undefined>(undefined);

  useEffect(() => {
    if (!isLoaded) return;
    const seen = seenRef.current;
    seenRef.current = { conversationId, latestIncomingId };
    const hasArrived =
      seen !== undefined &&
      seen.conversationId === conversationId &&
      latestIncomingId !== undefined &&
      latestIncomingId !== seen.latestIncomingId;
    if (hasArrived) {
      playChime();
    }
  }, [conversationId, isLoaded, latestIncomingId]);
}
