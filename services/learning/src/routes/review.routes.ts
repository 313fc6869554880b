import { RateReviewCardRequestSchema, type MyReview, type ReviewCardRated } from '@lezioni/contracts';
import { NO_STORE, createRouter, idParam, parseInput, requireRole } from '@lezioni/service-kit';
import type { LearningDeps } from '../domain/deps';
import { dueReview, rateCard } from '../domain/review';

/** A student's review deck (issue 45); 401 signed out, 403 for the teacher. */
export function createReviewRouter(deps: LearningDeps) {
  const router = createRouter();
  router.get('/api/learning/me/review', requireRole('student'), async (req, res) => {
    const review: MyReview = await dueReview(deps, req.user!, new Date());
    res.set(NO_STORE).json(review);
  });

  router.post('/api/learning/me/review/:id', requireRole('student'), async (req, res) => {
    const input = parseInput(RateReviewCardRequestSchema, req.body);
    const rated: ReviewCardRated = await rateCard(deps, req.user!, idParam(req), input, new Date());
    res.json(rated);
  });
  return router;
}
