import { CHAT_MESSAGES, type Conversation } from '@lezioni/contracts';
import { AppError, tooManyRequests } from '@lezioni/service-kit';
import { findConversationFor, sideOf, type ChatUser } from './access';
import type { ChatDeps } from './deps';
import { conversationChanged } from './freshness';
import { announceCount } from './live';
import { rememberStudent } from './students';

/** A student's own conversation (0 or 1), or every one for the teacher; newest activity first. */
export async function listConversations(deps: ChatDeps, user: ChatUser): Promise<Conversation[]> {
  return sideOf(user) === 'admin'
    ? deps.conversations.list({ role: 'admin' })
    : deps.conversations.list({ role: 'student', studentId: user.id });
}

/** The student's conversation with the teacher, created by the first call; the teacher starts none. */
export async function startConversation(deps: ChatDeps, user: ChatUser): Promise<{ id: string; isNew: boolean }> {
  if (sideOf(user) === 'admin') {
    throw new AppError('teacher_starts_no_conversation', CHAT_MESSAGES.teacherStartsNoConversation, 403);
  }
  if (await deps.limits.conversationStartsPerHour.hit(user.id)) throw tooManyRequests();
  await rememberStudent(deps, user);
  const opened = await deps.conversations.openForStudent(user.id);
  // Found as well as made: a racing start that made it may not have renewed the lists' versions
  // yet, and a list asked for after this answer must not be a 304 without it.
  await conversationChanged(deps, user.id);
  return opened;
}

/** Marks the other side's messages read for the caller, and tells the caller's other streams. */
export async function markConversationRead(deps: ChatDeps, user: ChatUser, conversationId: string): Promise<void> {
  const conversation = await findConversationFor(deps, user, conversationId);
  const side = sideOf(user);
  const changed = await deps.messages.markReadBy(conversation.id, side, new Date());
  if (changed === 0) return;
  await conversationChanged(deps, conversation.studentId);
  // Logged, not thrown: the messages are marked; a missed event is corrected by the next poll.
  await announceCount(deps, conversation, side).catch((err: unknown) =>
    deps.logger.warn({ err, conversationId: conversation.id }, 'chat event not published'),
  );
}
