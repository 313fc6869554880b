import type { Role } from '@lezioni/contracts';
import { isUuid, notFound } from '@lezioni/service-kit';
import type { ConversationRef } from '../data/conversations.repository';
import type { SenderRole } from '../data/db';
import type { ChatDeps } from './deps';

/** The signed-in user as chat needs them (a session's user). */
export type ChatUser = { id: string; role: Role; name?: string };

/** Which side of a conversation the user writes on; any role but admin is a student's (spec §6). */
export const sideOf = (user: ChatUser): SenderRole => (user.role === 'admin' ? 'admin' : 'student');

/**
 * The conversation, if the user may see it: the teacher sees every one, a student only theirs.
 * Foreign, unknown and malformed ids are the same `not_found`, so no one learns which ids exist.
 */
export async function findConversationFor(deps: ChatDeps, user: ChatUser, id: string): Promise<ConversationRef> {
  if (!isUuid(id)) throw notFound();
  const conversation = await deps.conversations.findById(id);
  if (!conversation) throw notFound();
  if (sideOf(user) === 'student' && conversation.studentId !== user.id) throw notFound();
  return conversation;
}
