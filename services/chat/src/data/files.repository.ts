import { sql } from 'kysely';
import type { Db } from './db';

export type StoredFile = { id: string; name: string; contentType: string; size: number };

/** Who may read a file: its uploader until a message carries it, then that conversation's participants. */
export type FileAccess = StoredFile & {
  uploaderId: string;
  /** The student of the conversation whose message carries the file; undefined while unattached. */
  conversationStudentId?: string;
};

export function createFilesRepository(db: Db) {
  return {
    async insert(file: { uploaderId: string; name: string; contentType: string; bytes: Buffer }): Promise<StoredFile> {
      const row = await db
        .insertInto('files')
        .values({
          uploader_id: file.uploaderId,
          name: file.name,
          content_type: file.contentType,
          size: file.bytes.length,
          bytes: file.bytes,
        })
        .returning(['id', 'name', 'content_type', 'size'])
        .executeTakeFirstOrThrow();
      return { id: row.id, name: row.name, contentType: row.content_type, size: row.size };
    },

    /**
     * The bytes of every file the uploader has stored, with the uploader's uploads locked until the
     * transaction ends, so a second upload of theirs waits for this one to commit and counts it.
     */
    async lockStoredBytesOf(uploaderId: string): Promise<number> {
      if (!db.isTransaction) throw new Error('lockStoredBytesOf must run in a transaction');
      await sql`select pg_advisory_xact_lock(hashtextextended(${`chat.files.uploader:${uploaderId}`}, 0))`.execute(db);
      const row = await db
        .selectFrom('files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('bytes'))
        .where('uploader_id', '=', uploaderId)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

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
      return row && { id: row.id, name: row.name, contentType: row.content_type, size: row.size };
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
          id: row.id,
          name: row.name,
          contentType: row.content_type,
          size: row.size,
          uploaderId: row.uploader_id,
          conversationStudentId: row.student_id ?? undefined,
        }
      );
    },

    async readBytes(id: string): Promise<Buffer | undefined> {
      const row = await db.selectFrom('files').select('bytes').where('id', '=', id).executeTakeFirst();
      return row?.bytes;
    },

    /** Deletes files no message carries that were uploaded before `cutoff`; how many went. */
    async deleteUnattachedBefore(cutoff: Date): Promise<number> {
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
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        contentType: row.content_type,
        size: row.size,
        createdAt: row.created_at,
      }));
    },

    /** Deletes every file `uploaderId` uploaded, attached or not (a deleted account). */
    async deleteByUploader(uploaderId: string): Promise<void> {
      await db.deleteFrom('files').where('uploader_id', '=', uploaderId).execute();
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
