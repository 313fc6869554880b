import { upsertNewerVersion } from '@lezioni/service-kit';
import type { Db } from './db';

type Account = { id: string; name: string; email: string; role: 'admin' | 'student' };
export type StudentRecord = { id: string; name: string; email: string | null };

export function createUsersRepository(db: Db) {
  return {
    /** Applies an account from auth's user events, unless the copy already holds that version or a newer one. */
    async applyAccount({ id, name, email, role }: Account, version: number, now: Date): Promise<void> {
      await upsertNewerVersion(db, 'users', { id, name, email, role, version, updated_at: now });
    },

    /** Applies `user.deleted`: the id stays, under `shownName` and without an address. */
    async anonymise(id: string, shownName: string, version: number, now: Date): Promise<void> {
      await upsertNewerVersion(db, 'users', {
        id,
        name: shownName,
        email: null,
        role: 'student',
        version,
        updated_at: now,
      });
    },

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
