import { Router } from 'express';
import type { CreditRecord } from '@lezioni/contracts';
import { requireRole } from '@lezioni/service-kit';
import { listCreditRecords, type LedgerDeps } from '../domain/ledger';

/** GET /api/my-credits: students only (spec §6); the teacher has no credits and gets 403. */
export function createCreditsRouter(deps: LedgerDeps) {
  const router = Router();
  router.get('/api/my-credits', requireRole('student'), async (req, res) => {
    const records: CreditRecord[] = await listCreditRecords(deps, req.user!.id, new Date());
    // A balance changes with every sync: no cache may answer for the server.
    res.set('Cache-Control', 'no-store').json(records);
  });
  return router;
}
