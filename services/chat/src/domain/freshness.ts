import { sideOf, type ChatUser } from './access';
import type { ChatDeps } from './deps';

/**
 * The versions that let an unchanged poll be answered 304 (service-kit's freshness, D20): each
 * side's conversation list and each conversation's messages. Ownership never changes (a
 * conversation is its student's for good), so a version may stand for the answer to its reader.
 */
export const conversationListName = (user: ChatUser) =>
  sideOf(user) === 'admin' ? 'chat:conversations:admins' : `chat:conversations:student:${user.id}`;
export const messagesName = (conversationId: string) => `chat:messages:${conversationId}`;

/**
 * New versions after a committed change to a student's conversation: both sides' lists (unread
 * counts, last activity, the student's name) and, for a new message, its messages.
 */
export async function conversationChanged(
  deps: ChatDeps,
  studentId: string,
  { newMessageIn }: { newMessageIn?: string } = {},
): Promise<void> {
  const names = [
    conversationListName({ id: studentId, role: 'student' }),
    conversationListName({ id: '', role: 'admin' }),
    ...(newMessageIn ? [messagesName(newMessageIn)] : []),
  ];
  await deps.freshness.changed(...names);
}
