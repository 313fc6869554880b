import type { Selectable } from 'kysely';
import { copierOf } from './calendar-copy';
import type { BookingsTable, Db } from './db';
import type { Lesson } from './lessons.repository';

/** A TidyCal booking as the sync copies it, already in this service's terms. */
export type CopiedBooking = Omit<Lesson, 'reminderFor'> & { contactId: string; bookingTypeId: string };

/** Ids per statement when reading the copy back: well under PostgreSQL's 65535 parameters. */
const IDS_PER_STATEMENT = 1_000;

const timeOf = (date: Date | null) => date?.getTime() ?? null;

/** Whether the sync changed what lesson events tell (the time, the type, the cancellation, whose it is by email). */
const changesLesson = (
  known: Pick<
    Selectable<BookingsTable>,
    'contact_email' | 'booking_type_name' | 'duration_minutes' | 'starts_at' | 'ends_at' | 'cancelled_at'
  >,
  booking: CopiedBooking,
) =>
  known.contact_email !== booking.contactEmail ||
  known.booking_type_name !== booking.bookingTypeName ||
  known.duration_minutes !== booking.durationMinutes ||
  timeOf(known.starts_at) !== timeOf(booking.startsAt) ||
  timeOf(known.ends_at) !== timeOf(booking.endsAt) ||
  timeOf(known.cancelled_at) !== timeOf(booking.cancelledAt);

/** TidyCal's bookings as the sync writes them into the calendar copy. */
export function createBookingsRepository(db: Db) {
  const copier = copierOf(db, 'bookings', (booking: CopiedBooking, syncedAt) => ({
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
    synced_at: syncedAt,
  }));
  return {
    /**
     * Writes TidyCal's current view over the copy; `reminder_for` is the reminders' own column and
     * is never touched here. Answers the ids of the bookings that are new or changed in what lesson
     * events tell: the sync rewrites the whole window every few minutes, and only those are news.
     */
    async copy(bookings: CopiedBooking[], now: Date): Promise<string[]> {
      const known = new Map<string, Parameters<typeof changesLesson>[0]>();
      for (let start = 0; start < bookings.length; start += IDS_PER_STATEMENT) {
        const ids = bookings.slice(start, start + IDS_PER_STATEMENT).map((booking) => booking.id);
        const rows = await db
          .selectFrom('bookings')
          .select([
            'id',
            'contact_email',
            'booking_type_name',
            'duration_minutes',
            'starts_at',
            'ends_at',
            'cancelled_at',
          ])
          .where('id', 'in', ids)
          .execute();
        for (const row of rows) known.set(row.id, row);
      }
      await copier(bookings, now);
      return bookings
        .filter((booking) => {
          const row = known.get(booking.id);
          return !row || changesLesson(row, booking);
        })
        .map((booking) => booking.id);
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
