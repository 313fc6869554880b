import { upsertNewerVersion } from '@lezioni/service-kit';
import type { Db } from './db';

type Account = { id: string; name: string; email: string; role: 'admin' | 'student' };

export function createStudentsRepository(db: Db) {
  return {
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

    /** Applies an account from auth's user events, unless the copy already holds that version or a newer one. */
    async applyAccount(account: Account, version: number, now: Date): Promise<void> {
      // Column by column: events carry more than chat keeps (whether the address is proven).
      const { id, name, email, role } = account;
      await upsertNewerVersion(db, 'students', { id, name, email, role, version, updated_at: now });
    },

    /**
     * Applies auth's `user.deleted` (event `version`): the copy keeps the id with `shownName` and no
     * email; the version rule ignores a replay. The row is inserted if chat never heard of the user.
     */
    async applyDeletion(id: string, shownName: string, version: number, now: Date): Promise<void> {
      await upsertNewerVersion(db, 'students', {
        id,
        name: shownName,
        email: null,
        role: 'student',
        version,
        updated_at: now,
      });
    },
  };
}
export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
