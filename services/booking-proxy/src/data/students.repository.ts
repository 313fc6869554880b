import type { Role } from '@lezioni/contracts';
import { upsertNewerVersion } from '@lezioni/service-kit';
import type { Selectable } from 'kysely';
import type { Db, StudentsTable } from './db';

export type PlatformUser = { id: string; name: string; email: string; role: Role; emailVerified: boolean };

const COLUMNS = ['id', 'name', 'email', 'role', 'email_verified'] as const;
const toPlatformUser = ({
  email_verified,
  ...row
}: { [K in (typeof COLUMNS)[number]]: Selectable<StudentsTable>[K] }) => ({
  ...row,
  emailVerified: email_verified,
});

/** The platform's users as auth's events describe them (ARCHITECTURE D13). */
export function createStudentsRepository(db: Db) {
  return {
    /**
     * Keeps the user as of event `version`; an older or replayed event changes nothing, so delivery
     * at least once and out-of-order replays are harmless.
     */
    async upsert(user: PlatformUser, version: number): Promise<void> {
      await upsertNewerVersion(db, 'students', {
        id: user.id,
        name: user.name,
        email: user.email.toLowerCase(),
        role: user.role,
        email_verified: user.emailVerified,
        version,
      });
    },

    async findById(id: string): Promise<PlatformUser | undefined> {
      const row = await db.selectFrom('students').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toPlatformUser(row);
    },

    /** The platform student whose proven address is `email` (lower-cased): the one a booking under it belongs to. */
    async findVerifiedStudentByEmail(email: string): Promise<PlatformUser | undefined> {
      const row = await db
        .selectFrom('students')
        .select(COLUMNS)
        .where('email', '=', email)
        .where('role', '=', 'student')
        .where('email_verified', '=', true)
        .executeTakeFirst();
      return row && toPlatformUser(row);
    },

    /** The teacher, once auth's events have told of them: the admin with `email`, or without one the first admin. */
    async findTeacher(email: string | undefined): Promise<PlatformUser | undefined> {
      let query = db.selectFrom('students').select(COLUMNS).where('role', '=', 'admin');
      if (email) query = query.where('email', '=', email);
      const row = await query.orderBy('created_at').executeTakeFirst();
      return row && toPlatformUser(row);
    },

    /** The newest students (by when this service first heard of them). */
    async newestStudents(limit: number): Promise<PlatformUser[]> {
      const rows = await db
        .selectFrom('students')
        .select(COLUMNS)
        .where('role', '=', 'student')
        .orderBy('created_at', 'desc')
        .orderBy('version', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toPlatformUser);
    },

    /**
     * Applies auth's `user.deleted` (event `version`): the copy keeps the id (orders and the ledger
     * refer to it) with `shownName` and an address no booking can carry, so no lesson matches it any
     * more. The version rule ignores a replay.
     */
    async anonymise(id: string, shownName: string, version: number): Promise<void> {
      await upsertNewerVersion(db, 'students', {
        id,
        name: shownName,
        email: `deleted:${id}`,
        role: 'student',
        email_verified: false,
        version,
      });
    },
  };
}
export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
