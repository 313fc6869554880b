import type { StudentBooking } from '@lezioni/contracts';

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
export function chooseBookingButtonText({ upcoming, past }: Lessons): string {
  if (past.length > 0) return 'Book Your Next Lesson';
  if (upcoming.length > 0) return 'Book a Lesson';
  return 'Book Your First Lesson';
}
