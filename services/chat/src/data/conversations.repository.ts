import { sql } from 'kysely';
import type { Conversation, ConversationEvent } from '@lezioni/contracts';
import { compiledOnce } from '@lezioni/service-kit';
import type { Db, SenderRole } from './db';

/** Shown when chat has never seen the student's name (a session from before names were carried). */
export const UNKNOWN_STUDENT_NAME = 'Student';

export type ConversationRef = { id: string; studentId: string };

/** Whose unread messages count for a reader: the other side's. */
const otherSide = (readerRole: SenderRole): SenderRole => (readerRole === 'admin' ? 'student' : 'admin');

export function createConversationsRepository(db: Db) {
  /** A subquery for rows of `conversations as c`. */
  const unreadCount = (readerRole: SenderRole) =>
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('messages.conversation_id', '=', sql.ref<string>('c.id'))
      .where('messages.sender_role', '=', otherSide(readerRole))
      .where('messages.read_at', 'is', null);

  const listQuery = (readerRole: SenderRole) =>
    db
      .selectFrom('conversations as c')
      .leftJoin('students as s', 's.id', 'c.student_id')
      .select(['c.id', 'c.student_id', 'c.last_message_at', 's.name', unreadCount(readerRole).as('unread_count')])
      .orderBy('c.last_message_at', (order) => order.desc().nullsLast())
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id');
  // Polled by every page with a conversation list: compiled once per reader's side.
  const listAll = {
    admin: compiledOnce(db, () => listQuery('admin')),
    student: compiledOnce(db, () => listQuery('student')),
  };
  const listOne = {
    admin: compiledOnce(db, (studentId: string) => listQuery('admin').where('c.student_id', '=', studentId)),
    student: compiledOnce(db, (studentId: string) => listQuery('student').where('c.student_id', '=', studentId)),
  };

  const findBy = (column: 'id' | 'student_id') =>
    compiledOnce(db, (value: string) =>
      db.selectFrom('conversations').select(['id', 'student_id']).where(column, '=', value),
    );
  // The access check of every messages poll that reaches the service: compiled once.
  const findOnce = { id: findBy('id'), student_id: findBy('student_id') };
  const findOne = async (column: 'id' | 'student_id', value: string): Promise<ConversationRef | undefined> => {
    const [row] = await findOnce[column](value);
    return row && { id: row.id, studentId: row.student_id };
  };

  return {
    /** The student's conversation, created on first call; `isNew` tells which call created it. */
    async openForStudent(studentId: string): Promise<{ id: string; isNew: boolean }> {
      // The unique student_id decides a race: the loser inserts nothing and reads the winner's row.
      const created = await db
        .insertInto('conversations')
        .values({ student_id: studentId })
        .onConflict((conflict) => conflict.column('student_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created) return { id: created.id, isNew: true };
      const existing = await db
        .selectFrom('conversations')
        .select('id')
        .where('student_id', '=', studentId)
        .executeTakeFirstOrThrow();
      return { id: existing.id, isNew: false };
    },

    findById: (id: string) => findOne('id', id),

    /** Newest activity first; `studentId` narrows to one student's (0 or 1). */
    async list(reader: { role: SenderRole; studentId?: string }): Promise<Conversation[]> {
      const rows =
        reader.studentId === undefined ? await listAll[reader.role]() : await listOne[reader.role](reader.studentId);
      return rows.map((row) => ({
        id: row.id,
        studentId: row.student_id,
        studentName: row.name ?? UNKNOWN_STUDENT_NAME,
        unreadCount: Number(row.unread_count ?? 0),
        lastMessageAt: row.last_message_at?.toISOString() ?? null,
      }));
    },

    /** What one side's event stream is told when the conversation changes for it. */
    async summaryFor(id: string, readerRole: SenderRole): Promise<ConversationEvent | undefined> {
      const row = await db
        .selectFrom('conversations as c')
        .select(['c.id', 'c.last_message_at', unreadCount(readerRole).as('unread_count')])
        .where('c.id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          unreadCount: Number(row.unread_count ?? 0),
          lastMessageAt: row.last_message_at?.toISOString() ?? null,
        }
      );
    },

    /**
     * Records activity now. In the transaction that inserted a message, `now()` is that message's
     * created_at to the microsecond; `greatest` keeps a slower, earlier-started writer from moving it back.
     */
    async touch(id: string): Promise<void> {
      await db
        .updateTable('conversations')
        .set({ last_message_at: sql<Date>`greatest(last_message_at, now())` })
        .where('id', '=', id)
        .execute();
    },

    /** The student's conversation, if they have one. */
    findOfStudent: (studentId: string) => findOne('student_id', studentId),
  };
}
export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
