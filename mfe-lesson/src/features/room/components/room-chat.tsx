import { useEffect, useState, type FormEvent } from 'react';
import type { RoomResponse, User } from '@lezioni/contracts';
import { MESSAGES_POLL_MS } from '@lezioni/contracts/values';
import {
  useConversations,
  useCreateConversationMutation,
  useMessages,
  useSendMessageMutation,
  useTexts,
} from '@lezioni/web-kit';
import { LESSON_TEXTS } from '../../../texts';

/**
 * The two's chat conversation beside the video: the same messages as the chat page. A student has
 * one conversation (with the teacher), opened here if they never wrote; the teacher's is the one of
 * this lesson's student, opened by the room if neither ever wrote.
 */
export function RoomChat({ room, user }: { room: RoomResponse; user: User }) {
  const { t } = useTexts(LESSON_TEXTS);
  const isStudent = user.role === 'student';
  const { data: conversations } = useConversations(true);
  const conversation = isStudent
    ? conversations?.[0]
    : conversations?.find((candidate) => candidate.studentId === room.other.id);
  const [openConversation, opening] = useCreateConversationMutation();
  const hasNone = conversations !== undefined && !conversation;
  useEffect(() => {
    // The server opens it once, whoever asks first; the list reloads with it. The teacher names the
    // student: one who never wrote has no conversation yet either.
    if (hasNone) void openConversation(isStudent ? undefined : { studentId: room.other.id });
  }, [hasNone, isStudent, room.other.id, openConversation]);
  const { data: messages = [] } = useMessages(conversation?.id, MESSAGES_POLL_MS);
  const [sendMessage, { isLoading: isSending }] = useSendMessageMutation();
  const [draft, setDraft] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!conversation || !content) return;
    const result = await sendMessage({ conversationId: conversation.id, message: { content, messageType: 'text' } });
    if (!('error' in result)) setDraft('');
  };

  return (
    <section className="lesson-chat" aria-labelledby="lesson-chat-title">
      <h2 id="lesson-chat-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
        {t('chat.title')}
      </h2>
      {conversation ? (
        <ol aria-label={t('chat.messages')}>
          {messages.map((message) => (
            <li key={message.id}>
              <strong>{message.senderId === user.id ? t('chat.you') : room.other.name}:</strong> {message.content}
            </li>
          ))}
        </ol>
      ) : (
        <p role={opening.isError ? 'alert' : undefined}>
          {opening.isError ? t('chat.openFailed', { name: room.other.name }) : t('chat.opening')}
        </p>
      )}
      <form onSubmit={(event) => void submit(event)}>
        <input
          aria-label={t('chat.messageTo', { name: room.other.name })}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={!conversation}
        />
        <button type="submit" className="lesson-btn" disabled={!conversation || isSending}>
          {t('chat.send')}
        </button>
      </form>
    </section>
  );
}
