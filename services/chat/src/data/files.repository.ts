import { createStoredFiles, toStoredFile, type StoredFile } from '@lezioni/service-kit/files';
import { CHAT_SCHEMA, type Db } from './db';

/** Who may read a file: its uploader until a message carries it, then that conversation's participants. */
export type FileAccess = StoredFile & {
  uploaderId: string;
  /** The student of the conversation whose message carries the file; undefined while unattached. */
  conversationStudentId?: string;
};

export function createFilesRepository(db: Db) {
  return {
    ...createStoredFiles(db, CHAT_SCHEMA),

    /**
     * Locks the uploader's file if no message carries it yet, for the caller to attach it in the
     * same transaction; undefined when it is someone else's, already attached or gone. The lock
     * also keeps the sweep from deleting it meanwhile.
     */
    async lockUnattached(id: string, uploaderId: string): Promise<StoredFile | undefined> {
      if (!db.isTransaction) throw new Error('lockUnattached must run in a transaction');
      const row = await db
        .selectFrom('files')
        .select(['id', 'name', 'content_type', 'size'])
        .where('id', '=', id)
        .where('uploader_id', '=', uploaderId)
        .where('message_id', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      return row && toStoredFile(row);
    },

    async attach(id: string, messageId: string): Promise<void> {
      await db.updateTable('files').set({ message_id: messageId }).where('id', '=', id).execute();
    },

    /** The file's description and who may read it; never its bytes. */
    async findAccess(id: string): Promise<FileAccess | undefined> {
      const row = await db
        .selectFrom('files as f')
        .leftJoin('messages as m', 'm.id', 'f.message_id')
        .leftJoin('conversations as c', 'c.id', 'm.conversation_id')
        .select(['f.id', 'f.name', 'f.content_type', 'f.size', 'f.uploader_id', 'c.student_id'])
        .where('f.id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          ...toStoredFile(row),
          uploaderId: row.uploader_id,
          conversationStudentId: row.student_id ?? undefined,
        }
      );
    },

    /** Deletes files no message carries that were uploaded before `cutoff`; how many went. */
    async deleteUnusedBefore(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom('files')
        .where('message_id', 'is', null)
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The files `uploaderId` uploaded, oldest first: descriptions only, never the bytes. */
    async listByUploader(uploaderId: string): Promise<(StoredFile & { createdAt: Date })[]> {
      const rows = await db
        .selectFrom('files')
        .select(['id', 'name', 'content_type', 'size', 'created_at'])
        .where('uploader_id', '=', uploaderId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...toStoredFile(row), createdAt: row.created_at }));
    },

    /** Deletes every file `uploaderId` uploaded, attached or not (a deleted account). */
    async deleteByUploader(uploaderId: string): Promise<void> {
      await db.deleteFrom('files').where('uploader_id', '=', uploaderId).execute();
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
