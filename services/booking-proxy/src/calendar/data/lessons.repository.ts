import { sql, type Selectable } from 'kysely';
import type { BookingSource, BookingsTable, Db } from '../../shared/data/db';

/** A lesson: a booking of the calendar copy, as students and the teacher see it. */
export type Lesson = {
  id: string;
  contactName: string;
  /** Lower-cased. */
  contactEmail: string;
  bookingTypeName: string;
  durationMinutes: number;
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  timezone: string;
  meetingUrl: string | null;
  /** The start time the lesson's reminder mail is scheduled for, if one is. */
  reminderFor: Date | null;
  /** Booked on TidyCal, or on the platform's own calendar (an approved request). */
  source: BookingSource;
  /** How often it was changed here: its calendar events' SEQUENCE. */
  sequence: number;
};

/** A lesson as lesson events tell of it (contracts' LessonUpsertedEvent). */
export type LessonSnapshot = {
  id: string;
  /** The verified platform student whose address the booking carries, or null. */
  studentId: string | null;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  bookingTypeName: string;
  cancelledAt: Date | null;
  /** When the lesson room first recorded the student in it, or null. */
  attendedAt: Date | null;
};

/** A lesson as the teacher's list shows it: unpaid, or cancelled too late with its credit kept (and not waived). */
export type TeacherLesson = Lesson & { isUnpaid: boolean; isForfeited: boolean };

export const toLesson = (row: Selectable<BookingsTable>): Lesson => ({
  id: row.id,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  bookingTypeName: row.booking_type_name,
  durationMinutes: row.duration_minutes,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  cancelledAt: row.cancelled_at,
  timezone: row.timezone,
  meetingUrl: row.meeting_url,
  reminderFor: row.reminder_for,
  source: row.source,
  sequence: row.sequence,
});

/** The lessons of the calendar copy, read for a student and for the teacher. */
export function createLessonsRepository(db: Db) {
  return {
    async findById(id: string): Promise<Lesson | undefined> {
      const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toLesson(row);
    },

    /** The lessons `ids` as lesson events tell of them, earliest first; ids not in the copy are left out. */
    async snapshotsOf(ids: string[]): Promise<LessonSnapshot[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('bookings as b')
        .select(['b.id', 'b.starts_at', 'b.ends_at', 'b.duration_minutes', 'b.booking_type_name', 'b.cancelled_at'])
        .select((eb) => [
          eb
            .selectFrom('students as s')
            .select('s.id')
            .whereRef('s.email', '=', 'b.contact_email')
            .where('s.role', '=', 'student')
            .where('s.email_verified', '=', true)
            .orderBy('s.created_at')
            .limit(1)
            .as('student_id'),
          eb
            .selectFrom('room_attendance as a')
            .select((inner) => inner.fn.min('a.joined_at').as('first_joined_at'))
            .whereRef('a.booking_id', '=', 'b.id')
            .where('a.role', '=', 'student')
            .as('attended_at'),
        ])
        .where('b.id', 'in', ids)
        .orderBy('b.starts_at')
        .orderBy('b.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        studentId: row.student_id,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        durationMinutes: row.duration_minutes,
        bookingTypeName: row.booking_type_name,
        cancelledAt: row.cancelled_at,
        attendedAt: row.attended_at,
      }));
    },

    /** Every lesson booked under `email` (lower-cased), earliest first. */
    async bookedBy(email: string): Promise<Lesson[]> {
      const rows = await db
        .selectFrom('bookings')
        .selectAll()
        .where('contact_email', '=', email)
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
      return rows.map(toLesson);
    },

    /** Every lesson starting at `since` or later, earliest first. */
    async startingFrom(since: Date): Promise<Lesson[]> {
      const rows = await db
        .selectFrom('bookings')
        .selectAll()
        .where('starts_at', '>=', since)
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
      return rows.map(toLesson);
    },

    /**
     * The lessons with the latest start times, latest first, with whether a (verified) platform
     * student's one went unpaid, and whether its credit is forfeited.
     */
    async latest(limit: number): Promise<TeacherLesson[]> {
      const rows = await db
        .selectFrom('bookings as b')
        .selectAll('b')
        .select((eb) => [
          eb
            .and([
              eb('b.cancelled_at', 'is', null),
              eb.exists(
                eb
                  .selectFrom('students as s')
                  .select(sql`1`.as('one'))
                  .whereRef('s.email', '=', 'b.contact_email')
                  .where('s.role', '=', 'student')
                  .where('s.email_verified', '=', true),
              ),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('ledger_entries as l')
                    .select(sql`1`.as('one'))
                    .whereRef('l.booking_id', '=', 'b.id')
                    .where('l.kind', '=', 'consume'),
                ),
              ),
            ])
            .as('is_unpaid'),
          sql<boolean>`exists (select 1 from ledger_entries f where f.booking_id = b.id and f.kind = 'forfeit')
            and not exists (select 1 from ledger_entries w where w.booking_id = b.id and w.kind = 'waive')`.as(
            'is_forfeited',
          ),
        ])
        .orderBy('b.starts_at', 'desc')
        .orderBy('b.id')
        .limit(limit)
        .execute();
      return rows.map(({ is_unpaid, is_forfeited, ...row }) => ({
        ...toLesson(row),
        isUnpaid: Boolean(is_unpaid),
        isForfeited: Boolean(is_forfeited),
      }));
    },
  };
}
export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
