import { SYNCED_AT_HEADER, type StudentBooking } from '@lezioni/contracts';
import { NO_STORE, answerFresh, requireUser, createRouter } from '@lezioni/service-kit';
import { listMyBookings, nextBookingsChange } from '../domain/bookings';
import type { LessonsDeps } from '../domain/deps';
import { studentAnswersName } from '../../shared/domain/freshness';

/**
 * GET /api/my-bookings: the signed-in user's lessons from the calendar copy (spec §7). A student's
 * is polled: unchanged, it is a 304 (shared/domain/freshness.ts). The teacher's, always empty, is not.
 */
export function createBookingsRouter(deps: LessonsDeps) {
  const router = createRouter();
  router.get('/api/my-bookings', requireUser, async (req, res) => {
    const user = req.user!;
    const now = new Date();
    const load = async () => {
      const { bookings, syncedAt } = await listMyBookings(deps, user, now);
      // The sync's time as of this answer: after a 304 the browser keeps the one of its last full answer.
      if (syncedAt) res.set(SYNCED_AT_HEADER, syncedAt.toISOString());
      return bookings satisfies StudentBooking[];
    };
    if (user.role === 'admin') return void res.set(NO_STORE).json(await load());
    await answerFresh(req, res, deps.freshness, studentAnswersName(user.id), load, {
      changesAt: (bookings) => nextBookingsChange(bookings, now),
    });
  });
  return router;
}
