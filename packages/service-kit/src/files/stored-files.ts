import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';

/**
 * A service's uploads, bytes and all, in its own schema's `files` table, so any replica serves any
 * file (ARCHITECTURE D12). A service adds what uses them (chat: the message that carries one).
 */
export interface UploadsTable {
  id: Generated<string>;
  uploader_id: string;
  name: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  created_at: ColumnType<Date, never, never>;
}

/** A stored upload's description: never its bytes. */
export type StoredFile = { id: string; name: string; contentType: string; size: number };

export const toStoredFile = (row: { id: string; name: string; content_type: string; size: number }): StoredFile => ({
  id: row.id,
  name: row.name,
  contentType: row.content_type,
  size: row.size,
});

/**
 * What every service's files repository does with its uploads: stores one, counts an uploader's
 * bytes under a lock, reads the bytes back. `schema` names the service's lock keys.
 */
export function createStoredFiles<DB extends { files: UploadsTable }>(database: Kysely<DB>, schema: string) {
  // The service's schema has more tables, which these queries never name: Kysely's types are invariant in them.
  const db = database as unknown as Kysely<{ files: UploadsTable }>;
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
      return toStoredFile(row);
    },

    /**
     * The bytes of every file the uploader stores, with the uploader's uploads locked until the
     * transaction ends, so a second upload of theirs waits for this one to commit and counts it.
     */
    async lockStoredBytesOf(uploaderId: string): Promise<number> {
      if (!db.isTransaction) throw new Error('lockStoredBytesOf must run in a transaction');
      const lockKey = `${schema}.files.uploader:${uploaderId}`;
      await sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`.execute(db);
      const row = await db
        .selectFrom('files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('bytes'))
        .where('uploader_id', '=', uploaderId)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

    async readBytes(id: string): Promise<Buffer | undefined> {
      const row = await db.selectFrom('files').select('bytes').where('id', '=', id).executeTakeFirst();
      return row?.bytes;
    },
  };
}
export type StoredFiles = ReturnType<typeof createStoredFiles>;
