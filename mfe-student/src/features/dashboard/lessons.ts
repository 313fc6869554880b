import type { StudentBooking } from '@lezioni/contracts';
import type { StudentT } from '../../texts';

type Lessons = { upcoming: StudentBooking[]; past: StudentBooking[] };

/** Splits bookings into scheduled (upcoming) and completed (past) lessons, soonest and latest first. */
export function splitLessons(bookings: readonly StudentBooking[]): Lessons {
  const byDate = (a: StudentBooking, b: StudentBooking) => a.scheduledAt.localeCompare(b.scheduledAt);
  return {
    upcoming: bookings.filter((b) => b.status === 'scheduled').sort(byDate),
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
