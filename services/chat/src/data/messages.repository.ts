import { sql, type Selectable } from 'kysely';
import { MESSAGES_PAGE_SIZE, type ExportedMessage, type Message, type MessageType } from '@lezioni/contracts';
import { compiledOnce } from '@lezioni/service-kit';
import type { Db, MessagesTable, SenderRole } from './db';

/** Where a stored file is downloaded; the messages that carry it answer this as their fileUrl. */
export const fileUrlOf = (fileId: string) => `/api/files/${fileId}`;

const toMessage = (row: Selectable<MessagesTable>): Message => ({
  id: row.id,
  senderId: row.sender_id,
  content: row.content,
  messageType: row.message_type,
  fileUrl: row.file_id ? fileUrlOf(row.file_id) : null,
  fileName: row.file_name,
  fileSize: row.file_size,
  createdAt: row.created_at.toISOString(),
});

export type NewMessage = {
  conversationId: string;
  senderId: string;
  senderRole: SenderRole;
  content: string;
  messageType: MessageType;
  file?: { id: string; name: string; size: number };
};

export function createMessagesRepository(db: Db) {
  // Polled while a conversation is open: compiled once.
  const latestPage = compiledOnce(db, (conversationId: string) =>
    db
      .selectFrom('messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MESSAGES_PAGE_SIZE),
  );
  return {
    async insert(message: NewMessage): Promise<Message> {
      const row = await db
        .insertInto('messages')
        .values({
          conversation_id: message.conversationId,
          sender_id: message.senderId,
          sender_role: message.senderRole,
          content: message.content,
          message_type: message.messageType,
          file_id: message.file?.id ?? null,
          file_name: message.file?.name ?? null,
          file_size: message.file?.size ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMessage(row);
    },

    /** The conversation's latest page of messages (MESSAGES_PAGE_SIZE), oldest first. */
    async listLatest(conversationId: string): Promise<Message[]> {
      const rows = await latestPage(conversationId);
      return rows.reverse().map(toMessage);
    },

    /**
     * The `limit` messages of the conversation before the message `beforeId`, by time then id,
     * oldest first; undefined when that message is not in the conversation. The cursor's time is
     * compared in SQL, to the microsecond (a JavaScript Date has milliseconds only).
     */
    async listBefore(conversationId: string, beforeId: string, limit: number): Promise<Message[] | undefined> {
      const cursor = db
        .selectFrom('messages')
        .select(['created_at', 'id'])
        .where('id', '=', beforeId)
        .where('conversation_id', '=', conversationId);
      if (!(await cursor.executeTakeFirst())) return undefined;
      const rows = await db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where(sql<boolean>`(created_at, id) < (${cursor})`)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse().map(toMessage);
    },

    /** Marks the other side's unread messages read for a reader of `readerRole`; how many changed. */
    async markReadBy(conversationId: string, readerRole: SenderRole, now: Date): Promise<number> {
      const result = await db
        .updateTable('messages')
        .set({ read_at: now })
        .where('conversation_id', '=', conversationId)
        .where('sender_role', '!=', readerRole)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Every message of the conversation, oldest first, as a student's data export lists them. */
    async listAllForExport(conversationId: string): Promise<ExportedMessage[]> {
      const rows = await db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        from: row.sender_role === 'admin' ? 'teacher' : 'student',
        content: row.content,
        messageType: row.message_type,
        fileName: row.file_name,
        fileSize: row.file_size,
        createdAt: row.created_at.toISOString(),
        readAt: row.read_at?.toISOString() ?? null,
      }));
    },

    /** Deletes what the student wrote in their conversation (a deleted account); the teacher's messages stay. */
    async deleteStudentsOwn(conversationId: string): Promise<void> {
      await db
        .deleteFrom('messages')
        .where('conversation_id', '=', conversationId)
        .where('sender_role', '=', 'student')
        .execute();
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
