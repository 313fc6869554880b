import { Router } from 'express';
import type { AdminBookingsResponse, AdminStudentsResponse, AnalyticsResponse } from '@lezioni/contracts';
import { NO_STORE, requireRole } from '@lezioni/service-kit';
import { listLatestBookings } from '../domain/bookings';
import { listStudents, readAnalytics } from '../domain/dashboard';
import type { BookingDeps } from '../domain/deps';

/** The teacher's dashboard data (spec §2 /admin-dashboard); 401 signed out, 403 for students. */
export function createAdminRouter(deps: BookingDeps) {
  const router = Router();
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
