import type { StudentBooking } from '@lezioni/contracts';
import { FREE_CANCELLATION_HOURS } from '@lezioni/contracts/values';
import type { StudentT } from '../../texts';

type Lessons = { upcoming: StudentBooking[]; past: StudentBooking[] };

/**
 * Splits bookings into upcoming lessons (scheduled, and those asked for awaiting the teacher's
 * answer) and completed (past) ones, soonest and latest first.
 */
export function splitLessons(bookings: readonly StudentBooking[]): Lessons {
  const byDate = (a: StudentBooking, b: StudentBooking) => a.scheduledAt.localeCompare(b.scheduledAt);
  return {
    upcoming: bookings.filter((b) => b.status === 'scheduled' || b.status === 'pending').sort(byDate),
    past: bookings
      .filter((b) => b.status === 'completed')
      .sort(byDate)
      .reverse(),
  };
}

/** The booking button's text (spec §2). */
export function chooseBookingButtonText({ upcoming, past }: Lessons, t: StudentT): string {
  if (past.length > 0) return t('booking.bookNext');
  if (upcoming.length > 0) return t('booking.bookALesson');
  return t('booking.bookFirst');
}

/** The last moment a lesson starting at `startsAtMs` can be cancelled with its credit back (the terms). */
export const freeCancellationEnd = (startsAtMs: number) => startsAtMs - FREE_CANCELLATION_HOURS * 3_600_000;

/** Whether cancelling at `now` gets the credit back under the terms: FREE_CANCELLATION_HOURS' notice or more. */
export const isCreditKeptOnCancel = (startsAt: string, now: number) => now <= freeCancellationEnd(Date.parse(startsAt));

// The platform's own calendar names its lessons so; TidyCal's cannot be moved here.
const OWN_CALENDAR_ID_PREFIX = 'lz-';

/** Whether the student may ask at `now` to move the lesson: one of her own calendar, FREE_CANCELLATION_HOURS ahead or more. */
export const isMovable = (lesson: StudentBooking, now: number) =>
  lesson.status === 'scheduled' &&
  lesson.id.startsWith(OWN_CALENDAR_ID_PREFIX) &&
  now <= freeCancellationEnd(Date.parse(lesson.scheduledAt));
