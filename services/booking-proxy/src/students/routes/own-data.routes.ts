import { MY_DATA_PATHS, type BookingExport } from '@lezioni/contracts';
import { NO_STORE, requireRole, createRouter } from '@lezioni/service-kit';
import type { StudentsDeps } from '../domain/deps';
import { exportBookings } from '../domain/own-data';

/** booking-proxy's part of a student's "Download my data" (the teacher gets 403). */
export function createOwnDataRouter(deps: StudentsDeps) {
  const router = createRouter();
  router.get(MY_DATA_PATHS.lessons, requireRole('student'), async (req, res) => {
    res.set(NO_STORE).json((await exportBookings(deps, req.user!.id, new Date())) satisfies BookingExport);
  });
  return router;
}
