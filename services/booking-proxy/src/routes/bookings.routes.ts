import { Router } from 'express';
import { SYNCED_AT_HEADER, type StudentBooking } from '@lezioni/contracts';
import { NO_STORE, requireUser } from '@lezioni/service-kit';
import { listMyBookings } from '../domain/bookings';
import type { BookingDeps } from '../domain/deps';

/** GET /api/my-bookings: the signed-in user's lessons from the calendar copy (spec §7). */
export function createBookingsRouter(deps: BookingDeps) {
  const router = Router();
  router.get('/api/my-bookings', requireUser, async (req, res) => {
    const { bookings, syncedAt } = await listMyBookings(deps, req.user!, new Date());
    if (syncedAt) res.set(SYNCED_AT_HEADER, syncedAt.toISOString());
    // Lessons change with every sync: no cache may answer for the server.
    res.set(NO_STORE).json(bookings satisfies StudentBooking[]);
  });
  return router;
}
