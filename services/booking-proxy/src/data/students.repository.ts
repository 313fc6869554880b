import type { Role } from '@lezioni/contracts';
import { upsertNewerVersion } from '@lezioni/service-kit';
import type { Db } from './db';

export type PlatformUser = { id: string; name: string; email: string; role: Role };

/** The platform's users as auth's events describe them (ARCHITECTURE D13). */
export function createStudentsRepository(db: Db) {
  return {
    /**
     * Keeps the user as of event `version`; an older or replayed event changes nothing, so delivery
     * at least once and out-of-order replays are harmless.
     */
    async upsert(user: PlatformUser, version: number): Promise<void> {
      await upsertNewerVersion(db, 'students', { ...user, email: user.email.toLowerCase(), version });
    },

    async findById(id: string): Promise<PlatformUser | undefined> {
      const row = await db
        .selectFrom('students')
        .select(['id', 'name', 'email', 'role'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row;
    },

    /** The newest students (by when this service first heard of them). */
    async newestStudents(limit: number): Promise<PlatformUser[]> {
      return db
        .selectFrom('students')
        .select(['id', 'name', 'email', 'role'])
        .where('role', '=', 'student')
        .orderBy('created_at', 'desc')
        .orderBy('version', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
