import { sql, type Selectable } from 'kysely';
import { DELETED_STUDENT_NAME } from '@lezioni/contracts';
import { copierOf } from './calendar-copy';
import type { BookingSource, BookingsTable, Db } from '../../shared/data/db';
import type { Lesson } from './lessons.repository';

/** A TidyCal booking as the sync copies it, already in this service's terms. */
export type CopiedBooking = Omit<Lesson, 'reminderFor' | 'source' | 'sequence'> & {
  contactId: string;
  bookingTypeId: string;
};

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

type KnownBooking = Parameters<typeof changesLesson>[0] & Pick<Selectable<BookingsTable>, 'meeting_url' | 'erased_at'>;

/**
 * A booking of a deleted account as the copy keeps it, whatever TidyCal still sends: its name and
 * address replaced, and cancelled if it was cancelled at the deletion (TidyCal may not know yet).
 */
const keptErased = (booking: CopiedBooking, known: KnownBooking): CopiedBooking => ({
  ...booking,
  contactName: ERASED_CONTACT.name,
  contactEmail: ERASED_CONTACT.email,
  cancelledAt: known.cancelled_at ?? booking.cancelledAt,
});

/** What a deleted account's bookings and contacts show: "Deleted student", and no address any booking or student can carry. */
export const ERASED_CONTACT = { name: DELETED_STUDENT_NAME, email: '' } as const;

/** What a sync changed in the copy (`copy`). */
export type CopyChanges = {
  /** Bookings new or changed in what lesson events tell: the sync rewrites the whole window, and only those are news. */
  changedIds: string[];
  /**
   * The addresses (lower-cased) whose lessons changed as a student's list shows them: those of
   * `changedIds` and of a changed meeting link; both addresses of a booking that moved.
   */
  changedEmails: string[];
  /** Lessons cancelled here (a deleted account's, or cancelled by a student or the teacher) that TidyCal still holds ahead: to cancel there. */
  toCancelAtCalendar: string[];
};

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
     * is never touched here. Answers what changed.
     */
    async copy(bookings: CopiedBooking[], now: Date): Promise<CopyChanges> {
      const known = new Map<string, KnownBooking>();
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
            'meeting_url',
            'erased_at',
          ])
          .where('id', 'in', ids)
          .execute();
        for (const row of rows) known.set(row.id, row);
      }
      const toCancelAtCalendar: string[] = [];
      const copied = bookings.map((booking) => {
        const row = known.get(booking.id);
        if (!row) return booking;
        // A cancellation here is final: a view TidyCal sent before the cancellation reached it (a run
        // racing the student's or the teacher's cancel) does not bring the lesson back.
        const isCancelledHereOnly = row.cancelled_at !== null && !booking.cancelledAt;
        if (isCancelledHereOnly && booking.startsAt > now) toCancelAtCalendar.push(booking.id);
        const kept = isCancelledHereOnly ? { ...booking, cancelledAt: row.cancelled_at } : booking;
        return row.erased_at ? keptErased(kept, row) : kept;
      });
      await copier(copied, now);
      const changedIds: string[] = [];
      const changedEmails = new Set<string>();
      for (const booking of copied) {
        const row = known.get(booking.id);
        const isNews = !row || changesLesson(row, booking);
        if (isNews) changedIds.push(booking.id);
        if (!isNews && row.meeting_url === booking.meetingUrl) continue;
        changedEmails.add(booking.contactEmail);
        if (row) changedEmails.add(row.contact_email);
      }
      return { changedIds, changedEmails: [...changedEmails], toCancelAtCalendar };
    },

    /**
     * A lesson of the platform's own calendar (an approved request, issue 44), under the request's
     * id: confirmed, reminded, settled and fed as the synced ones are, and never written by the sync.
     */
    async addOwn(lesson: {
      id: string;
      studentId: string;
      email: string;
      name: string;
      lessonName: string;
      durationMinutes: number;
      startsAt: Date;
      endsAt: Date;
      timezone: string;
      at: Date;
    }): Promise<void> {
      await db
        .insertInto('bookings')
        .values({
          id: lesson.id,
          contact_id: lesson.studentId,
          booking_type_id: `builtin-${lesson.durationMinutes}`,
          contact_email: lesson.email.toLowerCase(),
          contact_name: lesson.name,
          booking_type_name: lesson.lessonName,
          duration_minutes: lesson.durationMinutes,
          starts_at: lesson.startsAt,
          ends_at: lesson.endsAt,
          cancelled_at: null,
          timezone: lesson.timezone,
          meeting_url: null,
          synced_at: lesson.at,
          reminder_for: null,
          confirmation: null,
          source: 'builtin',
        })
        .execute();
    },

    /**
     * Moves a lesson of the platform's own calendar to a new time: confirmed again (the mail's
     * invitation, with the same UID, updates the student's calendar), its reminder moved by the
     * next keepRemindersInStep. False when it is no such lesson, cancelled, or begun by `now`.
     */
    async moveOwn(id: string, startsAt: Date, endsAt: Date, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('bookings')
        .set({ starts_at: startsAt, ends_at: endsAt, confirmation: null, sequence: sql`sequence + 1` })
        .where('id', '=', id)
        .where('source', '=', 'builtin')
        .where('cancelled_at', 'is', null)
        .where('starts_at', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Cancels a lesson here, as of `at`; false when it was cancelled already. */
    async cancel(id: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('bookings')
        .set({ cancelled_at: at, sequence: sql`sequence + 1` })
        .where('id', '=', id)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * A deleted account's bookings (those under its proven address `email`): name and address
     * replaced for good, and the ones not begun by `now` cancelled. Their ids, and those cancelled:
     * TidyCal's (to cancel there too) and the platform's own.
     */
    async erase(
      email: string,
      now: Date,
    ): Promise<{ ids: string[]; cancelledIds: string[]; cancelledOwnIds: string[] }> {
      const ahead = await db
        .selectFrom('bookings')
        .select(['id', 'source'])
        .where('contact_email', '=', email)
        .where('starts_at', '>', now)
        .where('cancelled_at', 'is', null)
        .execute();
      if (ahead.length > 0)
        await db
          .updateTable('bookings')
          .set({ cancelled_at: now })
          .where(
            'id',
            'in',
            ahead.map((row) => row.id),
          )
          .execute();
      const erased = await db
        .updateTable('bookings')
        .set({ contact_name: ERASED_CONTACT.name, contact_email: ERASED_CONTACT.email, erased_at: now })
        .where('contact_email', '=', email)
        .returning('id')
        .execute();
      const idsFrom = (source: BookingSource) => ahead.filter((row) => row.source === source).map((row) => row.id);
      return {
        ids: erased.map((row) => row.id),
        cancelledIds: idsFrom('tidycal'),
        cancelledOwnIds: idsFrom('builtin'),
      };
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
