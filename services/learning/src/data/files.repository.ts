import { sql } from 'kysely';
import type { LearningFile } from '@lezioni/contracts';
import { createStoredFiles, toStoredFile, type StoredFile } from '@lezioni/service-kit/files';
import { LEARNING_SCHEMA, type Db } from './db';

/** Where a file downloads (routes/files.routes.ts). */
export const fileUrlOf = (id: string) => `/api/learning/files/${id}`;

export const toLearningFile = ({ id, name, size, contentType }: StoredFile): LearningFile => ({
  id,
  name,
  size,
  contentType,
  url: fileUrlOf(id),
});

/** A left-joined file's columns: all null when the row names no file. */
export const toJoinedFile = (
  id: string | null,
  name: string | null,
  contentType: string | null,
  size: number | null,
) => (id === null ? null : toLearningFile({ id, name: name ?? '', contentType: contentType ?? '', size: size ?? 0 }));

export function createFilesRepository(db: Db) {
  return {
    ...createStoredFiles(db, LEARNING_SCHEMA),

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
      return row && toLearningFile(toStoredFile(row));
    },

    /**
     * The file if the student may read it: a material shared with them, or the homework attachment
     * or a whiteboard image of a shared note of their own lesson; undefined otherwise, or when there
     * is no such file.
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
            eb.exists(
              eb
                .selectFrom('note_boards as b')
                .innerJoin('lesson_notes as n', 'n.lesson_id', 'b.lesson_id')
                .innerJoin('lessons as l', 'l.id', 'n.lesson_id')
                .select(sql`1`.as('one'))
                .whereRef('b.file_id', '=', 'f.id')
                .where('n.shared_at', 'is not', null)
                .where('l.student_id', '=', studentId),
            ),
          ]),
        )
        .executeTakeFirst();
      return row && toLearningFile(toStoredFile(row));
    },

    async findById(id: string): Promise<LearningFile | undefined> {
      const row = await db
        .selectFrom('files')
        .select(['id', 'name', 'content_type', 'size'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toLearningFile(toStoredFile(row));
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
            .where((eb) =>
              eb.not(
                eb.exists(eb.selectFrom('note_boards as b').select('b.lesson_id').whereRef('b.file_id', '=', 'f.id')),
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
