import type { Db } from './db';

type Account = { id: string; name: string; email: string; role: 'admin' | 'student' };

export function createStudentsRepository(db: Db) {
  return {
    async nameOf(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('students').select('name').where('id', '=', id).executeTakeFirst();
      return row?.name;
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
      await db
        .insertInto('students')
        .values({ ...account, version, updated_at: now })
        .onConflict((conflict) =>
          conflict
            .column('id')
            .doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              email: eb.ref('excluded.email'),
              role: eb.ref('excluded.role'),
              version: eb.ref('excluded.version'),
              updated_at: eb.ref('excluded.updated_at'),
            }))
            .whereRef('students.version', '<', 'excluded.version'),
        )
        .execute();
    },
  };
}
export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
