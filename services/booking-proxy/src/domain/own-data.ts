import type { BookingExport } from '@lezioni/contracts';
import { listMyBookings } from './bookings';
import type { BookingDeps } from './deps';
import { listOrdersOf } from './orders';

/** booking-proxy's part of a student's "Download my data": lessons, orders, every ledger row and room stay. */
export async function exportBookings(deps: BookingDeps, studentId: string, now: Date): Promise<BookingExport> {
  const [{ bookings }, orders, ledger, stays] = await Promise.all([
    listMyBookings(deps, { id: studentId, role: 'student' }, now),
    listOrdersOf(deps, studentId),
    deps.ledger.entriesOf(studentId),
    deps.roomAttendance.staysOf(studentId),
  ]);
  const roomVisits = stays.map((stay) => ({
    lessonId: stay.bookingId,
    joinedAt: stay.joinedAt.toISOString(),
    leftAt: stay.leftAt?.toISOString() ?? null,
  }));
  return { lessons: bookings, orders, ledger, roomVisits };
}
