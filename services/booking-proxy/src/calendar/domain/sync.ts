import { BOOKING_MESSAGES } from '@lezioni/contracts';
import type { CopiedBooking } from '../data/bookings.repository';
import { TidyCalError, type TidyCalBooking, type TidyCalClient } from '../data/tidycal.client';
import type { CalendarDeps } from './deps';
import { addCalendarMonths } from '../../shared/domain/clock';
import { publishLessons } from './lesson-events';
import { settleLedger } from '../../credits/domain/ledger';
import { confirmNewLessons, keepRemindersInStep } from './reminders';

export type SyncOutcome = { isSynced: boolean; problem: string | null; bookings: number };

const DEFAULT_TIMEZONE = 'Europe/Rome';
const UNEXPECTED_FAILURE = 'The sync failed unexpectedly; see the booking service logs.';

function toCopiedBooking(booking: TidyCalBooking): CopiedBooking {
  const email = booking.contact.email.trim().toLowerCase();
  return {
    id: booking.id,
    contactId: booking.contact_id,
    bookingTypeId: booking.booking_type_id,
    contactEmail: email,
    contactName: booking.contact.name?.trim() || email,
    bookingTypeName: booking.booking_type.title ?? booking.booking_type.name ?? 'Lesson',
    // The time actually booked, which is what the student sees, even if the type changed since.
    durationMinutes: Math.round((booking.ends_at.getTime() - booking.starts_at.getTime()) / 60_000),
    startsAt: booking.starts_at,
    endsAt: booking.ends_at,
    cancelledAt: booking.cancelled_at ?? null,
    timezone: booking.timezone || DEFAULT_TIMEZONE,
    meetingUrl: booking.meeting_url || null,
  };
}

/**
 * Cancels at TidyCal lessons cancelled here, so their slots are free on the booking page. A failure
 * is logged: the sync finds the lesson still held there and tries again (copyCalendar).
 */
export async function cancelAtCalendar(deps: CalendarDeps, bookingIds: string[]): Promise<void> {
  for (const bookingId of bookingIds) {
    await deps.tidycal?.cancelBooking(bookingId).catch((err: unknown) => {
      deps.logger.warn(
        { bookingId, err: (err as Error).message },
        'lesson not cancelled at TidyCal yet: the sync retries',
      );
    });
  }
}

/**
 * Fetches TidyCal's three lists and writes them over the copy in one transaction, with the events of
 * the lessons it changed; the students whose lessons changed get new answer versions. Lessons of
 * deleted accounts that TidyCal still holds ahead are cancelled there.
 */
async function copyCalendar(deps: CalendarDeps, tidycal: TidyCalClient, now: Date): Promise<number> {
  const window = {
    from: addCalendarMonths(now, -deps.syncWindow.monthsBack),
    to: addCalendarMonths(now, deps.syncWindow.monthsAhead),
  };
  const bookings = await tidycal.listBookings(window);
  const bookingTypes = await tidycal.listBookingTypes();
  const contacts = await tidycal.listContacts();
  const toCancelAtCalendar = await deps.inTransaction(async (data, changed) => {
    await data.bookingTypes.copy(
      bookingTypes.map((type) => ({
        id: type.id,
        name: type.title ?? type.name ?? 'Lesson',
        durationMinutes: type.duration_minutes,
      })),
      now,
    );
    await data.contacts.copy(
      contacts.map((contact) => {
        const email = contact.email.trim().toLowerCase();
        return { id: contact.id, name: contact.name?.trim() || email, email };
      }),
      now,
    );
    const copy = await data.bookings.copy(bookings.map(toCopiedBooking), now);
    await publishLessons(data, copy.changedIds, now);
    changed(...(await data.students.verifiedStudentIdsOf(copy.changedEmails)));
    return copy.toCancelAtCalendar;
  });
  await cancelAtCalendar(deps, toCancelAtCalendar);
  return bookings.length;
}

/**
 * One sync run (ARCHITECTURE D9): refreshes the calendar copy from TidyCal, records how it went,
 * confirms the new lessons, keeps the lesson reminders in step and settles the ledger. TidyCal failing is an outcome, not an
 * error: the run keeps the previous copy, which the answers go on serving with its age. Safe to overlap with another run
 * (a second replica): every write is an idempotent upsert.
 */
export async function runSync(deps: CalendarDeps, now = new Date()): Promise<SyncOutcome> {
  let outcome: SyncOutcome;
  if (!deps.tidycal) {
    outcome = { isSynced: false, problem: BOOKING_MESSAGES.noCalendar, bookings: 0 };
    // Every interval, and the teacher's dashboard says it: not worth a line at the default level.
    deps.logger.debug('tidycal sync skipped: no calendar connected (TIDYCAL_API_TOKEN is not set)');
  } else {
    try {
      const bookings = await copyCalendar(deps, deps.tidycal, now);
      outcome = { isSynced: true, problem: null, bookings };
      deps.logger.debug({ bookings }, 'tidycal sync done');
    } catch (err) {
      const problem = err instanceof TidyCalError ? err.message : UNEXPECTED_FAILURE;
      if (err instanceof TidyCalError) deps.logger.warn({ problem }, 'tidycal sync failed: the previous copy stays');
      else deps.logger.error({ err }, 'tidycal sync failed unexpectedly: the previous copy stays');
      outcome = { isSynced: false, problem, bookings: 0 };
    }
  }

  await deps.syncState.recordOutcome({ startedAt: now, finishedAt: new Date(), error: outcome.problem });
  await confirmNewLessons(deps, now);
  await keepRemindersInStep(deps, now);
  // Expiries and settlements are due whatever TidyCal's state; a failure here is retried next run.
  await settleLedger(deps, now).catch((err: unknown) => deps.logger.error({ err }, 'ledger settlement failed'));
  return outcome;
}
