import { sql, type Selectable } from 'kysely';
import type { BookingsTable, Db } from './db';

/** A lesson of the calendar copy. */
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

export type CalendarContact = { id: string; name: string; email: string; totalBookings: number };

/** What one sync run writes, already in this service's terms. */
export type CopiedBooking = Omit<Lesson, 'reminderFor'> & { contactId: string; bookingTypeId: string };
export type CopiedBookingType = { id: string; name: string; durationMinutes: number };
export type CopiedContact = { id: string; name: string; email: string };

const toLesson = (row: Selectable<BookingsTable>): Lesson => ({
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

/** Where this month starts and ends for the teacher: her calendar month in Rome. */
const monthInRome = (now: Date) => ({
  start: sql<Date>`date_trunc('month', ${now}::timestamptz at time zone 'Europe/Rome') at time zone 'Europe/Rome'`,
  end: sql<Date>`(date_trunc('month', ${now}::timestamptz at time zone 'Europe/Rome') + interval '1 month') at time zone 'Europe/Rome'`,
});

/** Rows per statement when copying: well under PostgreSQL's 65535 parameters. */
const CHUNK_ROWS = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK_ROWS) }, (_, index) =>
    items.slice(index * CHUNK_ROWS, (index + 1) * CHUNK_ROWS),
  );

export function createCalendarRepository(db: Db) {
  return {
    /**
     * Writes TidyCal's current view over the copy. Idempotent: two runs that overlap write the same
     * rows, and the one that lands last wins with equally fresh data. `reminder_for` is the
     * reminders' own column and is never touched here.
     */
    async copyBookings(bookings: CopiedBooking[], now: Date): Promise<void> {
      for (const chunk of chunks(bookings)) {
        await db
          .insertInto('bookings')
          .values(
            chunk.map((booking) => ({
              id: booking.id,
              contact_id: booking.contactId,
              booking_type_id: booking.bookingTypeId,
              contact_email: booking.contactEmail,
              contact_name: booking.contactName,
              booking_type_name: booking.bookingTypeName,
              duration_minutes: booking.durationMinutes,
              starts_at: booking.startsAt,
              ends_at: booking.endsAt,
              cancelled_at: booking.cancelledAt,
              timezone: booking.timezone,
              meeting_url: booking.meetingUrl,
              synced_at: now,
              reminder_for: null,
            })),
          )
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({
              contact_id: eb.ref('excluded.contact_id'),
              booking_type_id: eb.ref('excluded.booking_type_id'),
              contact_email: eb.ref('excluded.contact_email'),
              contact_name: eb.ref('excluded.contact_name'),
              booking_type_name: eb.ref('excluded.booking_type_name'),
              duration_minutes: eb.ref('excluded.duration_minutes'),
              starts_at: eb.ref('excluded.starts_at'),
              ends_at: eb.ref('excluded.ends_at'),
              cancelled_at: eb.ref('excluded.cancelled_at'),
              timezone: eb.ref('excluded.timezone'),
              meeting_url: eb.ref('excluded.meeting_url'),
              synced_at: eb.ref('excluded.synced_at'),
            })),
          )
          .execute();
      }
    },

    async copyBookingTypes(types: CopiedBookingType[], now: Date): Promise<void> {
      for (const chunk of chunks(types)) {
        await db
          .insertInto('booking_types')
          .values(
            chunk.map((type) => ({
              id: type.id,
              name: type.name,
              duration_minutes: type.durationMinutes,
              synced_at: now,
            })),
          )
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              duration_minutes: eb.ref('excluded.duration_minutes'),
              synced_at: eb.ref('excluded.synced_at'),
            })),
          )
          .execute();
      }
    },

    async copyContacts(contacts: CopiedContact[], now: Date): Promise<void> {
      for (const chunk of chunks(contacts)) {
        await db
          .insertInto('contacts')
          .values(chunk.map((contact) => ({ ...contact, synced_at: now })))
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              email: eb.ref('excluded.email'),
              synced_at: eb.ref('excluded.synced_at'),
            })),
          )
          .execute();
      }
    },

    /** Every lesson booked under `email` (lower-cased), earliest first. */
    async lessonsOf(email: string): Promise<Lesson[]> {
      const rows = await db
        .selectFrom('bookings')
        .selectAll()
        .where('contact_email', '=', email)
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
      return rows.map(toLesson);
    },

    /** The lessons with the latest start times, latest first, with whether a platform student's one went unpaid. */
    async latestLessons(limit: number): Promise<TeacherLesson[]> {
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
                  .where('s.role', '=', 'student'),
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

    /** The contacts with the most lessons booked (not cancelled), then by name. */
    async busiestContacts(limit: number): Promise<CalendarContact[]> {
      const rows = await db
        .selectFrom('contacts as c')
        .leftJoin('bookings as b', (join) => join.onRef('b.contact_id', '=', 'c.id').on('b.cancelled_at', 'is', null))
        .select(['c.id', 'c.name', 'c.email', (eb) => eb.fn.count<number>('b.id').as('total_bookings')])
        .groupBy(['c.id', 'c.name', 'c.email'])
        .orderBy('total_bookings', 'desc')
        .orderBy('c.name')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        totalBookings: Number(row.total_bookings),
      }));
    },

    /** The calendar's figures for the teacher's summary cards (contracts' AnalyticsResponse says how each is counted). */
    async figures(now: Date): Promise<{ totalLessons: number; activeStudents: number; totalBookings: number }> {
      const month = monthInRome(now);
      const row = await db
        .selectFrom('bookings')
        .select((eb) => [
          eb.fn.countAll<number>().filterWhere('ends_at', '<=', now).as('total_lessons'),
          sql<number>`count(distinct contact_email) filter (where starts_at >= ${month.start} and starts_at < ${month.end})`.as(
            'active_students',
          ),
          eb.fn.countAll<number>().as('total_bookings'),
        ])
        .where('cancelled_at', 'is', null)
        .executeTakeFirstOrThrow();
      return {
        totalLessons: Number(row.total_lessons),
        activeStudents: Number(row.active_students),
        totalBookings: Number(row.total_bookings),
      };
    },

    /** Euros of the orders confirmed this calendar month in Rome. */
    async revenueThisMonth(now: Date): Promise<number> {
      const month = monthInRome(now);
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('price_eur'), sql<number>`0`).as('revenue'))
        .where('status', '=', 'confirmed')
        .where('decided_at', '>=', month.start)
        .where('decided_at', '<', month.end)
        .executeTakeFirstOrThrow();
      return Number(row.revenue);
    },

    /**
     * Lessons whose reminder is not what it should be: one of a platform student's lessons more than
     * `leadMs` ahead with none scheduled, or one scheduled for a start time the lesson no longer has
     * (moved or cancelled).
     */
    async lessonsWithReminderToChange(
      now: Date,
      leadMs: number,
    ): Promise<Array<Lesson & { studentName: string | null }>> {
      const rows = await db
        .selectFrom('bookings as b')
        .leftJoin('students as s', (join) => join.onRef('s.email', '=', 'b.contact_email').on('s.role', '=', 'student'))
        .selectAll('b')
        .select('s.name as student_name')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('b.reminder_for', 'is not', null),
              eb.or([eb('b.cancelled_at', 'is not', null), eb('b.reminder_for', '<>', eb.ref('b.starts_at'))]),
            ]),
            eb.and([
              eb('b.reminder_for', 'is', null),
              eb('b.cancelled_at', 'is', null),
              eb('s.id', 'is not', null),
              eb('b.starts_at', '>', new Date(now.getTime() + leadMs)),
            ]),
          ]),
        )
        .orderBy('b.starts_at')
        .execute();
      return rows.map(({ student_name, ...row }) => ({ ...toLesson(row), studentName: student_name }));
    },

    /** Records the reminder now scheduled, unless another run changed it meanwhile; true when written. */
    async setReminder(id: string, from: Date | null, to: Date | null): Promise<boolean> {
      const result = await db
        .updateTable('bookings')
        .set({ reminder_for: to })
        .where('id', '=', id)
        .where(sql<boolean>`reminder_for is not distinct from ${from}`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
