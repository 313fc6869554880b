import {
  StudentDirectoryQuerySchema,
  type AdminBookingsResponse,
  type AdminStudentsResponse,
  type AnalyticsResponse,
  type StudentDirectoryResponse,
  type StudentPageResponse,
} from '@lezioni/contracts';
import { NO_STORE, idParam, parseInput, requireRole, createRouter } from '@lezioni/service-kit';
import { listLatestBookings } from '../domain/bookings';
import { listStudents, readAnalytics } from '../domain/dashboard';
import type { BookingDeps } from '../domain/deps';
import { listStudentDirectory, readStudentPage } from '../domain/students';

/**
 * The teacher's dashboard data (spec §2 /admin-dashboard), her Students page and each student's
 * page (issue 26); 401 signed out, 403 for students.
 */
export function createAdminRouter(deps: BookingDeps) {
  const router = createRouter();
  router.get('/api/admin/bookings', requireRole('admin'), async (_req, res) => {
    const answer: AdminBookingsResponse = await listLatestBookings(deps, new Date());
    res.set(NO_STORE).json(answer);
  });

  router.get('/api/admin/students', requireRole('admin'), async (_req, res) => {
    const answer: AdminStudentsResponse = await listStudents(deps);
    res.set(NO_STORE).json(answer);
  });

  router.get('/api/admin/student-directory', requireRole('admin'), async (req, res) => {
    const query = parseInput(StudentDirectoryQuerySchema, req.query);
    const answer: StudentDirectoryResponse = await listStudentDirectory(deps, query, new Date());
    res.set(NO_STORE).json(answer);
  });

  router.get('/api/admin/students/:id', requireRole('admin'), async (req, res) => {
    const answer: StudentPageResponse = await readStudentPage(deps, idParam(req), new Date());
    res.set(NO_STORE).json(answer);
  });

  router.get('/api/admin/analytics', requireRole('admin'), async (_req, res) => {
    const answer: AnalyticsResponse = await readAnalytics(deps, new Date());
    res.set(NO_STORE).json(answer);
  });
  return router;
}
