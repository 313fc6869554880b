import type { MaterialShare, SharedMaterial } from '@lezioni/contracts';
import type { Db } from './db';
import { MATERIAL_COLUMNS, toMaterial } from './materials.repository';

const optionalIso = (date: Date | null) => date?.toISOString() ?? null;

export function createMaterialSharesRepository(db: Db) {
  return {
    /** Shares with each student; a student it is shared with already keeps the first share. */
    async share(materialId: string, studentIds: string[]): Promise<void> {
      await db
        .insertInto('material_shares')
        .values(studentIds.map((studentId) => ({ material_id: materialId, student_id: studentId })))
        .onConflict((conflict) => conflict.columns(['material_id', 'student_id']).doNothing())
        .execute();
    },

    /** False when the material was not shared with the student. */
    async unshare(materialId: string, studentId: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('material_shares')
        .where('material_id', '=', materialId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },

    /** The shares of each of the materials, oldest first, with the students' names. */
    async listOf(materialIds: string[]): Promise<Map<string, MaterialShare[]>> {
      const shares = new Map<string, MaterialShare[]>(materialIds.map((id) => [id, []]));
      if (materialIds.length === 0) return shares;
      const rows = await db
        .selectFrom('material_shares as s')
        .innerJoin('users as u', 'u.id', 's.student_id')
        .select(['s.material_id', 's.student_id', 'u.name', 's.shared_at', 's.first_opened_at', 's.last_opened_at'])
        .where('s.material_id', 'in', materialIds)
        .orderBy('s.shared_at')
        .orderBy('u.name')
        .execute();
      for (const row of rows) {
        shares.get(row.material_id)?.push({
          studentId: row.student_id,
          studentName: row.name,
          sharedAt: row.shared_at.toISOString(),
          firstOpenedAt: optionalIso(row.first_opened_at),
          lastOpenedAt: optionalIso(row.last_opened_at),
        });
      }
      return shares;
    },

    /** The students the material is shared with. */
    async studentIdsOf(materialId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('material_shares')
        .select('student_id')
        .where('material_id', '=', materialId)
        .execute();
      return rows.map((row) => row.student_id);
    },

    /** The materials shared with the student, newest share first. */
    async listSharedWith(studentId: string): Promise<SharedMaterial[]> {
      const rows = await db
        .selectFrom('material_shares as s')
        .innerJoin('materials as m', 'm.id', 's.material_id')
        .leftJoin('files as f', 'f.id', 'm.file_id')
        .select([...MATERIAL_COLUMNS, 's.shared_at', 's.first_opened_at', 's.last_opened_at'])
        .where('s.student_id', '=', studentId)
        .orderBy('s.shared_at', 'desc')
        .orderBy('m.id')
        .execute();
      return rows.map((row) => ({
        ...toMaterial(row),
        sharedAt: row.shared_at.toISOString(),
        firstOpenedAt: optionalIso(row.first_opened_at),
        lastOpenedAt: optionalIso(row.last_opened_at),
      }));
    },

    /** Records an opening by the student; false when the material is not shared with them. */
    async markOpened(materialId: string, studentId: string, now: Date): Promise<boolean> {
      const updated = await db
        .updateTable('material_shares')
        .set((eb) => ({ first_opened_at: eb.fn.coalesce('first_opened_at', eb.val(now)), last_opened_at: now }))
        .where('material_id', '=', materialId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    async deleteOfStudent(studentId: string): Promise<void> {
      await db.deleteFrom('material_shares').where('student_id', '=', studentId).execute();
    },
  };
}
export type MaterialSharesRepository = ReturnType<typeof createMaterialSharesRepository>;
