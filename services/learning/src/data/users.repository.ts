import { createUserCopy } from '@lezioni/service-kit';
import type { Db } from './db';

export type StudentRecord = { id: string; name: string; email: string | null };

export function createUsersRepository(db: Db) {
  return {
    ...createUserCopy(db, 'users'),

    async findStudent(id: string): Promise<StudentRecord | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('id', '=', id)
        .where('role', '=', 'student')
        .executeTakeFirst();
    },

    /** Which of `ids` are students of the copy. */
    async studentIdsAmong(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', ids)
        .where('role', '=', 'student')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
