import { sql } from 'kysely';
import type { LearningFile } from '@lezioni/contracts';
import type { Db } from './db';

/** Where a file downloads (routes/files.routes.ts). */
export const fileUrlOf = (id: string) => `/api/learning/files/${id}`;

type FileRow = { id: string; name: string; content_type: string; size: number };

export const toLearningFile = (row: FileRow): LearningFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  contentType: row.content_type,
  url: fileUrlOf(row.id),
});

/** A left-joined file's columns: all null when the row names no file. */
export const toJoinedFile = (
  id: string | null,
  name: string | null,
  contentType: string | null,
  size: number | null,
) => (id === null ? null : toLearningFile({ id, name: name ?? '', content_type: contentType ?? '', size: size ?? 0 }));

export function createFilesRepository(db: Db) {
  return {
    async insert(file: {
      uploaderId: string;
      name: string;
      contentType: string;
      bytes: Buffer;
    }): Promise<LearningFile> {
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
      return toLearningFile(row);
    },

    /**
     * The bytes of every file the uploader stores, with the uploader's uploads locked until the
     * transaction ends, so a second upload of theirs waits for this one to commit and counts it.
     */
    async lockStoredBytesOf(uploaderId: string): Promise<number> {
      if (!db.isTransaction) throw new Error('lockStoredBytesOf must run in a transaction');
      await sql`select pg_advisory_xact_lock(hashtextextended(${`learning.files.uploader:${uploaderId}`}, 0))`.execute(
        db,
      );
      const row = await db
        .selectFrom('files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('bytes'))
        .where('uploader_id', '=', uploaderId)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

    /**
     * Locks the uploader's file for a material or a note to use in the same transaction, so the
     * sweep skips it meanwhile; undefined when it is someone else's or gone.
     */
    async lockOfUploader(id: string, uploaderId: string): Promise<LearningFile | undefined> {
      if (!db.isTransaction) throw new Error('lockOfUploader must run in a transaction');
      const row = await db
        .selectFrom('files')
        .select(['id', 'name', 'content_type', 'size'])
        .where('id', '=', id)
        .where('uploader_id', '=', uploaderId)
        .forKeyShare()
        .executeTakeFirst();
      return row && toLearningFile(row);
    },

    /**
     * The file if the student may read it: a material shared with them, or the homework attachment
     * of a shared note of their own lesson; undefined otherwise, or when there is no such file.
     */
    async findForStudent(id: string, studentId: string): Promise<LearningFile | undefined> {
      const row = await db
        .selectFrom('files as f')
        .select(['f.id', 'f.name', 'f.content_type', 'f.size'])
        .where('f.id', '=', id)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('materials as m')
                .innerJoin('material_shares as s', 's.material_id', 'm.id')
                .select(sql`1`.as('one'))
                .whereRef('m.file_id', '=', 'f.id')
                .where('s.student_id', '=', studentId),
            ),
            eb.exists(
              eb
                .selectFrom('lesson_notes as n')
                .innerJoin('lessons as l', 'l.id', 'n.lesson_id')
                .select(sql`1`.as('one'))
                .whereRef('n.homework_file_id', '=', 'f.id')
                .where('n.shared_at', 'is not', null)
                .where('l.student_id', '=', studentId),
            ),
          ]),
        )
        .executeTakeFirst();
      return row && toLearningFile(row);
    },

    async findById(id: string): Promise<LearningFile | undefined> {
      const row = await db
        .selectFrom('files')
        .select(['id', 'name', 'content_type', 'size'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toLearningFile(row);
    },

    async readBytes(id: string): Promise<Buffer | undefined> {
      const row = await db.selectFrom('files').select('bytes').where('id', '=', id).executeTakeFirst();
      return row?.bytes;
    },

    /**
     * Deletes the files uploaded before `cutoff` that no material or note uses; how many went. A
     * file put to use while this runs is kept: the row being referenced is locked (skipped here),
     * and one referenced just before its delete makes the foreign key refuse it (the sweep fails
     * this round, deleting nothing, and the next one skips the file).
     */
    async deleteUnusedBefore(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom('files')
        .where(
          'id',
          'in',
          db
            .selectFrom('files as f')
            .select('f.id')
            .where('f.created_at', '<', cutoff)
            .where((eb) =>
              eb.not(eb.exists(eb.selectFrom('materials as m').select('m.id').whereRef('m.file_id', '=', 'f.id'))),
            )
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb.selectFrom('lesson_notes as n').select('n.lesson_id').whereRef('n.homework_file_id', '=', 'f.id'),
                ),
              ),
            )
            .forUpdate()
            .skipLocked(),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
