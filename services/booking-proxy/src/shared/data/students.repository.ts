import { DEFAULT_LANGUAGE, type Language, type Role, type StudentDirectorySort } from '@lezioni/contracts';
import { upsertNewerVersion } from '@lezioni/service-kit';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db, StudentsTable } from './db';

export type PlatformUser = { id: string; name: string; email: string; role: Role; emailVerified: boolean };

/** A student as the teacher's directory lists them. */
export type DirectoryEntry = {
  id: string;
  name: string;
  email: string;
  since: Date;
  lastLessonAt: Date | null;
  nextLessonAt: Date | null;
  creditsLeft: number;
};

export type DirectorySearch = {
  /** Part of a name or an email, any case; '' matches everyone. */
  text: string;
  sort: StudentDirectorySort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** `text` as a LIKE pattern matching it anywhere: its own `%`, `_` and `\` match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Addresses per statement: a first sync names the whole calendar's, well under PostgreSQL's 65535 parameters. */
const EMAILS_PER_STATEMENT = 1_000;

/** A deleted account's address in the copy (`applyDeletion`): no booking carries it, and no page shows it. */
const deletedEmailOf = (id: string) => `deleted:${id}`;
/** The address the teacher is shown: none for a deleted account (issue 47). */
export const shownEmail = (id: string, email: string) => (email === deletedEmailOf(id) ? '' : email);

const COLUMNS = ['id', 'name', 'email', 'role', 'email_verified'] as const;
const toPlatformUser = ({
  email_verified,
  ...row
}: { [K in (typeof COLUMNS)[number]]: Selectable<StudentsTable>[K] }) => ({
  ...row,
  email: shownEmail(row.id, row.email),
  emailVerified: email_verified,
});

/** The platform's users as auth's events describe them (ARCHITECTURE D13). */
export function createStudentsRepository(db: Db) {
  return {
    /**
     * Keeps the user as of event `version`; an older or replayed event changes nothing, so delivery
     * at least once and out-of-order replays are harmless. Their zone and language only when the
     * event tells them (the one that changed them).
     */
    async applyAccount(
      user: PlatformUser & { timeZone?: string; language?: Language },
      version: number,
    ): Promise<void> {
      await upsertNewerVersion(db, 'students', {
        id: user.id,
        name: user.name,
        email: user.email.toLowerCase(),
        role: user.role,
        email_verified: user.emailVerified,
        version,
        ...(user.timeZone && { time_zone: user.timeZone }),
        ...(user.language && { language: user.language }),
      });
    },

    /** The language the user's mails are written in: their account's, English until an event told it. */
    async languageOf(id: string): Promise<Language> {
      const row = await db.selectFrom('students').select('language').where('id', '=', id).executeTakeFirst();
      return row?.language ?? DEFAULT_LANGUAGE;
    },

    /** How the user reads a mail: their account's language (English until told) and the zone of their visits, if known. */
    async readingOf(id: string): Promise<{ language: Language; timeZone: string | null }> {
      const row = await db
        .selectFrom('students')
        .select(['language', 'time_zone'])
        .where('id', '=', id)
        .executeTakeFirst();
      return { language: row?.language ?? DEFAULT_LANGUAGE, timeZone: row?.time_zone ?? null };
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

    /** The platform students whose proven address is one of `emails` (lower-cased): whose lessons those are. */
    async verifiedStudentIdsOf(emails: string[]): Promise<string[]> {
      const ids: string[] = [];
      for (let start = 0; start < emails.length; start += EMAILS_PER_STATEMENT) {
        const rows = await db
          .selectFrom('students')
          .select('id')
          .where('email', 'in', emails.slice(start, start + EMAILS_PER_STATEMENT))
          .where('role', '=', 'student')
          .where('email_verified', '=', true)
          .execute();
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    },

    /** The teacher, once auth's events have told of them: the admin with `email`, or without one the first admin. */
    async findTeacher(email: string | undefined): Promise<PlatformUser | undefined> {
      let query = db.selectFrom('students').select(COLUMNS).where('role', '=', 'admin');
      if (email) query = query.where('email', '=', email);
      const row = await query.orderBy('created_at').executeTakeFirst();
      return row && toPlatformUser(row);
    },

    /** The user with when this service first heard of them (the teacher's page of a student). */
    async findWithSince(id: string): Promise<(PlatformUser & { since: Date }) | undefined> {
      const row = await db
        .selectFrom('students')
        .select([...COLUMNS, 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...toPlatformUser(row), since: row.created_at };
    },

    /**
     * One page of the platform's students matching `search.text` in name or email, with how many
     * match. Lessons count by the /api/my-bookings rule (a verified address; not cancelled), credits
     * by the ledger's (balances of lots unexpired at `now`). Ties go by name, then id, so pages
     * never overlap. The page is chosen first, computing only its sort key (none for names: the
     * index's order), and the rest is read for its rows alone.
     */
    async directory(search: DirectorySearch, now: Date): Promise<{ total: number; entries: DirectoryEntry[] }> {
      let matching = db.selectFrom('students as s').where('s.role', '=', 'student');
      if (search.text) {
        const pattern = containing(search.text);
        matching = matching.where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.email', 'ilike', pattern)]));
      }
      const lessonStart = (aggregate: 'max' | 'min', comparison: '<=' | '>') =>
        sql<Date | null>`case when s.email_verified then (
          select ${sql.raw(aggregate)}(b.starts_at) from bookings b
          where b.contact_email = s.email and b.cancelled_at is null and b.starts_at ${sql.raw(comparison)} ${now}
        ) end`;
      const creditsLeft = sql<number>`(
        select coalesce(sum(e.credits), 0)::int from credit_lots l join ledger_entries e on e.lot_id = l.id
        where l.student_id = s.id and l.expires_at > ${now}
      )`;
      const direction = sql.raw(search.order);
      const sortKey: RawBuilder<unknown> | undefined = {
        name: undefined,
        lastLesson: lessonStart('max', '<='),
        credits: creditsLeft,
      }[search.sort];
      const pageQuery = sortKey
        ? matching
            .select(['s.id', sortKey.as('sort_key')])
            .orderBy(sql`sort_key ${direction} nulls last`)
            .orderBy(sql`lower(s.name)`)
            .orderBy('s.id')
        : matching
            .select('s.id')
            .orderBy(sql`lower(s.name) ${direction}`)
            .orderBy(sql`s.id ${direction}`);

      const [count, page] = await Promise.all([
        matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        pageQuery.limit(search.limit).offset(search.offset).execute(),
      ]);
      const ids = page.map((row) => row.id);
      const rows =
        ids.length === 0
          ? []
          : await db
              .selectFrom('students as s')
              .select(['s.id', 's.name', 's.email', 's.created_at'])
              .select([
                lessonStart('max', '<=').as('last_lesson_at'),
                lessonStart('min', '>').as('next_lesson_at'),
                creditsLeft.as('credits_left'),
              ])
              .where('s.id', 'in', ids)
              .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        total: Number(count.total),
        entries: ids.map((id) => {
          const row = byId.get(id)!;
          return {
            id,
            name: row.name,
            email: shownEmail(id, row.email),
            since: row.created_at,
            lastLessonAt: row.last_lesson_at,
            nextLessonAt: row.next_lesson_at,
            creditsLeft: row.credits_left,
          };
        }),
      };
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
     * more. The version rule ignores a replay. True when this call deleted an account the copy held
     * as living (or did not hold yet): what it owned is then erased (students/domain/account-deletion.ts).
     */
    async applyDeletion(id: string, shownName: string, version: number): Promise<boolean> {
      const held = await db.selectFrom('students').select(['email', 'version']).where('id', '=', id).executeTakeFirst();
      if (held && (held.version >= version || held.email === deletedEmailOf(id))) return false;
      await upsertNewerVersion(db, 'students', {
        id,
        name: shownName,
        email: deletedEmailOf(id),
        role: 'student',
        email_verified: false,
        version,
      });
      return true;
    },
  };
}
export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
