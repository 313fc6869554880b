import { CHAT_MESSAGES, type Conversation, type CreateConversationRequest } from '@lezioni/contracts';
import { AppError, forbidden, notFound, tooManyRequests } from '@lezioni/service-kit';
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

/**
 * A student's conversation with the teacher, created by the first call: the student's own, or for
 * the teacher the one of the student she names (ARCHITECTURE D28). Every call counts against the
 * caller's starts per hour.
 */
export async function startConversation(
  deps: ChatDeps,
  user: ChatUser,
  input: CreateConversationRequest,
): Promise<{ id: string; isNew: boolean }> {
  const side = sideOf(user);
  if (side === 'student' && input.studentId !== undefined) throw forbidden();
  if (side === 'admin' && input.studentId === undefined) {
    const message = CHAT_MESSAGES.conversationStudentRequired;
    throw new AppError('bad_input', message, [{ field: 'studentId', message }]);
  }
  const studentId = input.studentId?.toLowerCase() ?? user.id;
  if (side === 'admin' && !(await deps.students.findStudent(studentId))) throw notFound();
  if (await deps.limits[side].conversationStartsPerHour.hit(user.id)) throw tooManyRequests();
  await rememberStudent(deps, user);
  const opened = await deps.conversations.openForStudent(studentId);
  // Found as well as made: a racing start that made it may not have renewed the lists' versions
  // yet, and a list asked for after this answer must not be a 304 without it.
  await conversationChanged(deps, studentId);
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
