import { useState } from 'react';
import { useConversations } from '@lezioni/web-kit';
import { chooseConversation } from '../chat-logic';

/**
 * The user's conversations and the one on screen: the first is selected until the user picks
 * another (spec §4). `showList` leaves none selected, for the widget's list of conversations.
 */
export function useChatSelection() {
  const query = useConversations(true);
  const conversations = query.data ?? [];
  const [pick, setPick] = useState<{ id?: string; isListShown: boolean }>({ isListShown: false });
  const selected = pick.isListShown ? undefined : chooseConversation(conversations, pick.id);

  return {
    conversations,
    isLoading: query.isLoading,
    error: query.error,
    selected,
    select: (id: string) => setPick({ id, isListShown: false }),
    showList: () => setPick((current) => ({ ...current, isListShown: true })),
  };
}
