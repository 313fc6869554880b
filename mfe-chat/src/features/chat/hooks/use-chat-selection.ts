import { useCallback, useEffect, useRef, useState } from 'react';
import { UI_MESSAGES } from '@lezioni/contracts/values';
import {
  isRequestError,
  toast,
  translate,
  translateText,
  useConversations,
  useCreateConversationMutation,
} from '@lezioni/web-kit';
import { chooseConversation } from '../chat-logic';

/**
 * The user's conversations and the one on screen: the first is selected until the user picks
 * another (spec §4). `showList` leaves none selected, for the widget's list of conversations.
 * With `studentId` (the teacher's /chat?student=<id>) that student's conversation is selected once
 * the list is in, opened first when the student never wrote (ARCHITECTURE D28).
 */
export function useChatSelection({ studentId }: { studentId?: string } = {}) {
  const query = useConversations(true);
  const conversations = query.data ?? [];
  const [pick, setPick] = useState<{ id?: string; isListShown: boolean }>({ isListShown: false });
  const selected = pick.isListShown ? undefined : chooseConversation(conversations, pick.id);
  const select = useCallback((id: string) => setPick({ id, isListShown: false }), []);
  useStudentConversation(studentId, query.data, select);

  return {
    conversations,
    isLoading: query.isLoading,
    error: query.error,
    selected,
    select,
    showList: () => setPick((current) => ({ ...current, isListShown: true })),
  };
}

/** Selects the student's conversation, once per student named, creating it when the list lacks it. */
function useStudentConversation(
  studentId: string | undefined,
  loaded: readonly { id: string; studentId: string }[] | undefined,
  select: (id: string) => void,
) {
  const [createConversation] = useCreateConversationMutation();
  const handled = useRef<string>(undefined);

  useEffect(() => {
    if (!studentId || !loaded || handled.current === studentId) return;
    handled.current = studentId;
    const listed = loaded.find((conversation) => conversation.studentId === studentId);
    if (listed) {
      select(listed.id);
      return;
    }
    // The list reloads with the new conversation (the mutation invalidates it); the pick waits for it.
    createConversation({ studentId })
      .unwrap()
      .then(
        ({ id }) => select(id),
        (error: unknown) => {
          const isGone = isRequestError(error) && error.status === 404;
          const title = isGone
            ? translate('chat:page.studentNotFound')
            : translateText(UI_MESSAGES.startConversationFailed);
          toast({ title, variant: 'destructive' });
        },
      );
  }, [studentId, loaded, createConversation, select]);
}
