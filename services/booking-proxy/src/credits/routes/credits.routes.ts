import type { CreditRecord } from '@lezioni/contracts';
import { answerFresh, requireRole, createRouter } from '@lezioni/service-kit';
import type { CreditsDeps } from '../domain/deps';
import { studentAnswersName } from '../../shared/domain/freshness';
import { listCreditRecords, nextCreditsChange } from '../domain/ledger';

/**
 * GET /api/my-credits: students only (spec §6); the teacher has no credits and gets 403. Polled:
 * unchanged, it is a 304 (shared/domain/freshness.ts).
 */
export function createCreditsRouter(deps: CreditsDeps) {
  const router = createRouter();
  router.get('/api/my-credits', requireRole('student'), async (req, res) => {
    const studentId = req.user!.id;
    const now = new Date();
    await answerFresh(
      req,
      res,
      deps.freshness,
      studentAnswersName(studentId),
      (): Promise<CreditRecord[]> => listCreditRecords(deps, studentId, now),
      { changesAt: (records) => nextCreditsChange(records, now) },
    );
  });
  return router;
}
