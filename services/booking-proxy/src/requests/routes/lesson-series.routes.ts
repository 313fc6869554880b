import {
  ADMIN_LESSON_SERIES_API,
  LESSON_SERIES_API,
  LessonSeriesInputSchema,
  type AdminLessonSeriesList,
  type LessonSeries,
  type LessonSeriesList,
} from '@lezioni/contracts';
import { NO_STORE, createRouter, idParam, parseInput, requireRole } from '@lezioni/service-kit';
import type { RequestsDeps } from '../domain/deps';
import {
  approveSeries,
  askForSeries,
  declineSeries,
  endSeries,
  listOwnSeries,
  listSeriesForTeacher,
  pauseSeries,
  resumeSeries,
} from '../domain/lesson-series';

/** Standing weekly lessons (issue 44): students ask, pause, resume and end theirs; she answers and ends any. */
export function createLessonSeriesRouter(deps: RequestsDeps) {
  const router = createRouter();
  const studentOnly = requireRole('student');
  const teacherOnly = requireRole('admin');

  router.post(LESSON_SERIES_API, studentOnly, async (req, res) => {
    const input = parseInput(LessonSeriesInputSchema, req.body);
    res.status(201).json((await askForSeries(deps, req.user!.id, input, new Date())) satisfies LessonSeries);
  });

  router.get(LESSON_SERIES_API, studentOnly, async (req, res) => {
    res.set(NO_STORE).json({ series: await listOwnSeries(deps, req.user!.id, new Date()) } satisfies LessonSeriesList);
  });

  router.post(`${LESSON_SERIES_API}/:id/pause`, studentOnly, async (req, res) => {
    res.json((await pauseSeries(deps, req.user!.id, idParam(req), new Date())) satisfies LessonSeries);
  });

  router.post(`${LESSON_SERIES_API}/:id/resume`, studentOnly, async (req, res) => {
    res.json((await resumeSeries(deps, req.user!.id, idParam(req), new Date())) satisfies LessonSeries);
  });

  router.post(`${LESSON_SERIES_API}/:id/end`, studentOnly, async (req, res) => {
    res.json((await endSeries(deps, req.user!.id, idParam(req), new Date())) satisfies LessonSeries);
  });

  router.get(ADMIN_LESSON_SERIES_API, teacherOnly, async (_req, res) => {
    res.set(NO_STORE).json({ series: await listSeriesForTeacher(deps, new Date()) } satisfies AdminLessonSeriesList);
  });

  router.post(`${ADMIN_LESSON_SERIES_API}/:id/approve`, teacherOnly, async (req, res) => {
    res.json((await approveSeries(deps, idParam(req), new Date())) satisfies LessonSeries);
  });

  router.post(`${ADMIN_LESSON_SERIES_API}/:id/decline`, teacherOnly, async (req, res) => {
    res.json((await declineSeries(deps, idParam(req), new Date())) satisfies LessonSeries);
  });

  router.post(`${ADMIN_LESSON_SERIES_API}/:id/end`, teacherOnly, async (req, res) => {
    res.json((await endSeries(deps, undefined, idParam(req), new Date())) satisfies LessonSeries);
  });

  return router;
}
