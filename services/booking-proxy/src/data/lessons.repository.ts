import { sql, type Selectable } from 'kysely';
import type { BookingsTable, Db } from './db';

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
};

/** A lesson as the teacher's list shows it. */
export type TeacherLesson = Lesson & { isUnpaid: boolean };

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
});

/** The lessons of the calendar copy, read for a student and for the teacher. */
export function createLessonsRepository(db: Db) {
  return {
    async findById(id: string): Promise<Lesson | undefined> {
      const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toLesson(row);
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

    /** The lessons with the latest start times, latest first, with whether a (verified) platform student's one went unpaid. */
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
        ])
        .orderBy('b.starts_at', 'desc')
        .orderBy('b.id')
        .limit(limit)
        .execute();
      return rows.map(({ is_unpaid, ...row }) => ({ ...toLesson(row), isUnpaid: Boolean(is_unpaid) }));
    },
  };
}
export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
