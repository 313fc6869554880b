import {
  WAITLIST_API,
  WaitlistInputSchema,
  type LessonRequest,
  type WaitlistEntry,
  type WaitlistResponse,
} from '@lezioni/contracts';
import { NO_STORE, createRouter, idParam, parseInput, requireRole } from '@lezioni/service-kit';
import type { RequestsDeps } from '../domain/deps';
import { joinWaitlist, leaveWaitlist, listWaitlist, takeOffer } from '../domain/waitlist';

/** The waitlist (issue 44): a student's entries, and the freed times held for them. Students only. */
export function createWaitlistRouter(deps: RequestsDeps) {
  const router = createRouter();
  const studentOnly = requireRole('student');

  router.get(WAITLIST_API, studentOnly, async (req, res) => {
    res.set(NO_STORE).json((await listWaitlist(deps, req.user!.id, new Date())) satisfies WaitlistResponse);
  });

  router.post(WAITLIST_API, studentOnly, async (req, res) => {
    const input = parseInput(WaitlistInputSchema, req.body);
    res.status(201).json((await joinWaitlist(deps, req.user!.id, input, new Date())) satisfies WaitlistEntry);
  });

  router.delete(`${WAITLIST_API}/:id`, studentOnly, async (req, res) => {
    await leaveWaitlist(deps, req.user!.id, idParam(req), new Date());
    res.status(204).end();
  });

  router.post(`${WAITLIST_API}/offers/:id/take`, studentOnly, async (req, res) => {
    res.status(201).json((await takeOffer(deps, req.user!.id, idParam(req), new Date())) satisfies LessonRequest);
  });

  return router;
}
