import { type AdminBookingsResponse, type AdminStudentsResponse, type AnalyticsResponse } from '@lezioni/contracts';
import { NO_STORE, requireRole, createRouter } from '@lezioni/service-kit';
import { listLatestBookings } from '../domain/bookings';
import { listStudents, readAnalytics } from '../domain/dashboard';
import type { LessonsDeps } from '../domain/deps';

/** The teacher's dashboard data (spec §2 /admin-dashboard); 401 signed out, 403 for students. */
export function createDashboardRouter(deps: LessonsDeps) {
  const router = createRouter();
  router.get('/api/admin/bookings', requireRole('admin'), async (_req, res) => {
    const answer: AdminBookingsResponse = await listLatestBookings(deps, new Date());
    res.set(NO_STORE).json(answer);
  });

  router.get('/api/admin/students', requireRole('admin'), async (_req, res) => {
    const answer: AdminStudentsResponse = await listStudents(deps);
    res.set(NO_STORE).json(answer);
  });

  router.get('/api/admin/analytics', requireRole('admin'), async (_req, res) => {
    const answer: AnalyticsResponse = await readAnalytics(deps, new Date());
    res.set(NO_STORE).json(answer);
  });
  return router;
}
