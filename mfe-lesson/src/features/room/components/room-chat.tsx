import { lazy, Suspense, useEffect, useRef } from 'react';
import type { RoomResponse, User } from '@lezioni/contracts';
import { MESSAGES_POLL_MS } from '@lezioni/contracts/values';
import { useConversations, useCreateConversationMutation, useMessages, useTexts } from '@lezioni/web-kit';
import { LinkCards, LinkedText } from '@lezioni/web-kit/message-links';
import { pageSelectionWithin, SaveWord } from '../../../components/save-word';
import { LESSON_TEXTS } from '../../../texts';

// Its own chunk, with react-hook-form and the schemas (zod): the room starts without them (D26), and
// its chat shows only once the call is joined.
const RoomMessageForm = lazy(() =>
  import('./room-message-form').then(({ RoomMessageForm }) => ({ default: RoomMessageForm })),
);

/**
 * The two's chat conversation beside the video: the same messages as the chat page. A student has
 * one conversation (with the teacher), opened here if they never wrote; the teacher's is the one of
 * this lesson's student, opened by the room if neither ever wrote. Links show as in the chat page:
 * anchors, and a card under the message (web-kit's message-links). Text selected in the messages
 * can be saved as a word of the lesson.
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
  const listRef = useRef<HTMLOListElement>(null);

  return (
    <section className="lz-lesson-chat" aria-labelledby="lesson-chat-title">
      <h2 id="lesson-chat-title">{t('chat.title')}</h2>
      {conversation ? (
        <ol ref={listRef} aria-label={t('chat.messages')}>
          {messages.map((message) => (
            <li key={message.id}>
              <strong>{message.senderId === user.id ? t('chat.you') : room.other.name}:</strong>{' '}
              <span data-word-source>
                <LinkedText text={message.content} />
              </span>
              <LinkCards content={message.content} />
            </li>
          ))}
        </ol>
      ) : (
        <p role={opening.isError ? 'alert' : undefined}>
          {opening.isError ? t('chat.openFailed', { name: room.other.name }) : t('chat.opening')}
        </p>
      )}
      {conversation && (
        <SaveWord lessonId={room.bookingId} readSelection={() => pageSelectionWithin(listRef.current)} />
      )}
      <Suspense>
        <RoomMessageForm conversationId={conversation?.id} otherName={room.other.name} />
      </Suspense>
    </section>
  );
}
