import type { BookingExport } from '@lezioni/contracts';
import { listMyBookings } from '../../lessons/domain/bookings';
import type { StudentsDeps } from './deps';
import { listOrdersOf } from '../../credits/domain/orders';
import { listOwnSeries } from '../../requests/domain/lesson-series';
import { listWaitlist } from '../../requests/domain/waitlist';

/**
 * booking-proxy's part of a student's "Download my data": lessons, orders, every ledger row and room
 * stay, the shared pages of their lessons, their weekly series and their waitlist.
 */
export async function exportBookings(deps: StudentsDeps, studentId: string, now: Date): Promise<BookingExport> {
  const [{ bookings }, orders, ledger, stays, series, waitlist] = await Promise.all([
    listMyBookings(deps, { id: studentId, role: 'student' }, now),
    listOrdersOf(deps, studentId),
    deps.ledger.entriesOf(studentId),
    deps.roomAttendance.staysOf(studentId),
    listOwnSeries(deps, studentId, now),
    listWaitlist(deps, studentId, now),
  ]);
  const roomVisits = stays.map((stay) => ({
    lessonId: stay.bookingId,
    joinedAt: stay.joinedAt.toISOString(),
    leftAt: stay.leftAt?.toISOString() ?? null,
  }));
  const pages = await deps.lessonPages.textsOf(bookings.map((booking) => booking.id));
  const lessonPages = pages.map((page) => ({
    lessonId: page.bookingId,
    text: page.text,
    updatedAt: page.updatedAt.toISOString(),
  }));
  return { lessons: bookings, orders, ledger, roomVisits, lessonPages, series, waitlist };
}
