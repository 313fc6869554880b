import { createUserCopy } from '@lezioni/service-kit';
import type { Db } from './db';

export function createStudentsRepository(db: Db) {
  return {
    ...createUserCopy(db, 'students'),

    async nameOf(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('students').select('name').where('id', '=', id).executeTakeFirst();
      return row?.name;
    },

    /** A student of auth's events whose account is not deleted (a deleted one keeps no email). */
    async findStudent(id: string): Promise<{ id: string } | undefined> {
      return db
        .selectFrom('students')
        .select('id')
        .where('id', '=', id)
        .where('role', '=', 'student')
        .where('email', 'is not', null)
        .executeTakeFirst();
    },

    /**
     * Keeps the name a student's session carries until auth's event about them arrives. It only ever
     * adds a row: an event's name is newer than any session's.
     */
    async remember(id: string, name: string, now: Date): Promise<void> {
      await db
        .insertInto('students')
        .values({ id, name, updated_at: now })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
  };
}
export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
