import {
  ADMIN_LESSONS_API,
  ADMIN_LESSON_REQUESTS_API,
  LESSON_REQUESTS_API,
  LessonRequestInputSchema,
  RescheduleInputSchema,
  type AdminLessonRequestsResponse,
  type AnsweredLessonRequestsResponse,
  type Cancellation,
  type LessonRequest,
} from '@lezioni/contracts';
import { NO_STORE, createRouter, idParam, parseInput, requireRole } from '@lezioni/service-kit';
import type { RequestsDeps } from '../domain/deps';
import {
  approveRequest,
  askForLesson,
  declineRequest,
  listAnsweredRequests,
  listRequestsToAnswer,
} from '../domain/lesson-requests';
import { askToMove, cancelLessonForStudent, cancelOwnBooking, waiveForfeit } from '../domain/lesson-changes';

/** Booking with the teacher's own calendar (issue 44): students ask, withdraw and cancel; she answers and cancels. */
export function createLessonRequestsRouter(deps: RequestsDeps) {
  const router = createRouter();
  const studentOnly = requireRole('student');
  const teacherOnly = requireRole('admin');

  router.get(LESSON_REQUESTS_API, studentOnly, async (req, res) => {
    const answered = await listAnsweredRequests(deps, req.user!.id, new Date());
    res.set(NO_STORE).json({ answered } satisfies AnsweredLessonRequestsResponse);
  });

  router.post(LESSON_REQUESTS_API, studentOnly, async (req, res) => {
    const input = parseInput(LessonRequestInputSchema, req.body);
    res.status(201).json((await askForLesson(deps, req.user!.id, input, new Date())) satisfies LessonRequest);
  });

  router.post('/api/my-bookings/:id/cancel', studentOnly, async (req, res) => {
    res.json((await cancelOwnBooking(deps, req.user!.id, idParam(req), new Date())) satisfies Cancellation);
  });

  router.post('/api/my-bookings/:id/reschedule', studentOnly, async (req, res) => {
    const input = parseInput(RescheduleInputSchema, req.body);
    res
      .status(201)
      .json((await askToMove(deps, req.user!.id, idParam(req), input, new Date())) satisfies LessonRequest);
  });

  router.post(`${ADMIN_LESSONS_API}/:id/cancel`, teacherOnly, async (req, res) => {
    res.json((await cancelLessonForStudent(deps, idParam(req), new Date())) satisfies Cancellation);
  });

  router.post(`${ADMIN_LESSONS_API}/:id/waive-forfeit`, teacherOnly, async (req, res) => {
    res.json((await waiveForfeit(deps, idParam(req), new Date())) satisfies Cancellation);
  });

  router.get(ADMIN_LESSON_REQUESTS_API, teacherOnly, async (_req, res) => {
    res.set(NO_STORE).json({ requests: await listRequestsToAnswer(deps) } satisfies AdminLessonRequestsResponse);
  });

  router.post(`${ADMIN_LESSON_REQUESTS_API}/:id/approve`, teacherOnly, async (req, res) => {
    res.json((await approveRequest(deps, idParam(req), new Date())) satisfies LessonRequest);
  });

  router.post(`${ADMIN_LESSON_REQUESTS_API}/:id/decline`, teacherOnly, async (req, res) => {
    res.json((await declineRequest(deps, idParam(req), new Date())) satisfies LessonRequest);
  });

  return router;
}
