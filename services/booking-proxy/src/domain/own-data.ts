import type { BookingExport } from '@lezioni/contracts';
import { listMyBookings } from './bookings';
import type { BookingDeps } from './deps';
import { listOrdersOf } from './orders';

/** booking-proxy's part of a student's "Download my data": lessons, orders and every ledger row. */
export async function exportBookings(deps: BookingDeps, studentId: string, now: Date): Promise<BookingExport> {
  const [{ bookings }, orders, ledger] = await Promise.all([
    listMyBookings(deps, { id: studentId, role: 'student' }, now),
    listOrdersOf(deps, studentId),
    deps.ledger.entriesOf(studentId),
  ]);
  return { lessons: bookings, orders, ledger };
}
