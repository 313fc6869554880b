import {
  StudentDirectoryQuerySchema,
  type StudentDirectoryResponse,
  type StudentPageResponse,
} from '@lezioni/contracts';
import { NO_STORE, idParam, parseInput, requireRole, createRouter } from '@lezioni/service-kit';
import type { StudentsDeps } from '../domain/deps';
import { listStudentDirectory, readStudentPage } from '../domain/students';

/** The teacher's Students page and each student's page (issue 26); 401 signed out, 403 for students. */
export function createStudentsRouter(deps: StudentsDeps) {
  const router = createRouter();
  router.get('/api/admin/student-directory', requireRole('admin'), async (req, res) => {
    const query = parseInput(StudentDirectoryQuerySchema, req.query);
    const answer: StudentDirectoryResponse = await listStudentDirectory(deps, query, new Date());
    res.set(NO_STORE).json(answer);
  });

  router.get('/api/admin/students/:id', requireRole('admin'), async (req, res) => {
    const answer: StudentPageResponse = await readStudentPage(deps, idParam(req), new Date());
    res.set(NO_STORE).json(answer);
  });
  return router;
}
