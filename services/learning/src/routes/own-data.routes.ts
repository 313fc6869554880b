import { MY_DATA_PATHS, type LearningExport } from '@lezioni/contracts';
import { NO_STORE, requireRole, createRouter } from '@lezioni/service-kit';
import type { LearningDeps } from '../domain/deps';
import { exportLearning } from '../domain/own-data';

/** learning's part of a student's "Download my data" (the teacher gets 403). */
export function createOwnDataRouter(deps: LearningDeps) {
  const router = createRouter();
  router.get(MY_DATA_PATHS.learning, requireRole('student'), async (req, res) => {
    res.set(NO_STORE).json((await exportLearning(deps, req.user!)) satisfies LearningExport);
  });
  return router;
}
