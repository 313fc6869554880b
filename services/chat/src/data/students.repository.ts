import type { Db } from './db';

export function createStudentsRepository(db: Db) {
  return {
    /** Keeps the name a student's session carries; writes only when it is new or changed. */
    async remember(id: string, name: string, now: Date): Promise<void> {
      await db
        .insertInto('students')
        .values({ id, name, updated_at: now })
        .onConflict((conflict) =>
          conflict
            .column('id')
            .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), updated_at: eb.ref('excluded.updated_at') }))
            .whereRef('students.name', 'is distinct from', 'excluded.name'),
        )
        .execute();
    },
  };
}
export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
