import type { Role } from '@lezioni/contracts';
import { notFound, type Freshness, type Logger } from '@lezioni/service-kit';
import type { ChatData, TransactionRunner } from '../data/chat-data';
import type { ConversationRef } from '../data/conversations.repository';
import type { SenderRole } from '../data/db';
import type { EventsStore } from '../data/events.store';

export type ChatDeps = ChatData & {
  inTransaction: TransactionRunner;
  /** Publishes live events to every replica's streams. */
  events: EventsStore;
  /** Versions of the polled answers (domain/freshness.ts). */
  freshness: Freshness;
  logger: Logger;
};

/** The signed-in user as chat needs them (a session's user). */
export type ChatUser = { id: string; role: Role; name?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are checked before any query: PostgreSQL would reject a malformed uuid with an error. */
export const isUuid = (value: string) => UUID.test(value);

/** Which side of a conversation the user writes on; any role but admin is a student's (spec §6). */
export const sideOf = (user: ChatUser): SenderRole => (user.role === 'admin' ? 'admin' : 'student');

/**
 * The conversation, if the user may see it: the teacher sees every one, a student only theirs.
 * Foreign, unknown and malformed ids are the same 404, so no one learns which ids exist.
 */
export async function findConversationFor(deps: ChatDeps, user: ChatUser, id: string): Promise<ConversationRef> {
  if (!isUuid(id)) throw notFound();
  const conversation = await deps.conversations.findById(id);
  if (!conversation) throw notFound();
  if (sideOf(user) === 'student' && conversation.studentId !== user.id) throw notFound();
  return conversation;
}

/** Text PostgreSQL can store: it refuses NUL characters, which nothing legitimate sends. */
export const withoutNul = (text: string) => text.replaceAll('\u0000', '');

const NAME_MAX_LENGTH = 200;

/** Keeps chat's copy of a student's name up to date from their session (older sessions carry none). */
export async function rememberStudent(deps: ChatDeps, user: ChatUser): Promise<void> {
  if (sideOf(user) !== 'student') return;
  const name = withoutNul(user.name ?? '')
    .trim()
    .slice(0, NAME_MAX_LENGTH);
  if (name) await deps.students.remember(user.id, name, new Date());
}
