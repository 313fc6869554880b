import { SetLevelRequestSchema, type SkillLevel, type TeacherStudentView } from '@lezioni/contracts';
import { NO_STORE, idParam, parseInput, requireRole, createRouter } from '@lezioni/service-kit';
import type { LearningDeps } from '../domain/deps';
import { setLevel } from '../domain/levels';
import { readStudent } from '../domain/students';

/** The teacher's page of one student; 401 signed out, 403 for students. */
export function createStudentsRouter(deps: LearningDeps) {
  const router = createRouter();
  router.get('/api/learning/students/:studentId', requireRole('admin'), async (req, res) => {
    const view: TeacherStudentView = await readStudent(deps, idParam(req, 'studentId'), new Date());
    res.set(NO_STORE).json(view);
  });

  router.post('/api/learning/students/:studentId/levels', requireRole('admin'), async (req, res) => {
    const input = parseInput(SetLevelRequestSchema, req.body);
    const levels: SkillLevel[] = await setLevel(deps, req.user!, idParam(req, 'studentId'), input);
    res.status(201).json(levels);
  });
  return router;
}
