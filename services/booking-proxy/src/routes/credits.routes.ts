import { Router } from 'express';
import type { CreditRecord } from '@lezioni/contracts';
import { NO_STORE, requireRole } from '@lezioni/service-kit';
import type { BookingDeps } from '../domain/deps';
import { listCreditRecords } from '../domain/ledger';

/** GET /api/my-credits: students only (spec §6); the teacher has no credits and gets 403. */
export function createCreditsRouter(deps: BookingDeps) {
  const router = Router();
  router.get('/api/my-credits', requireRole('student'), async (req, res) => {
    const records: CreditRecord[] = await listCreditRecords(deps, req.user!.id, new Date());
    // A balance changes with every sync: no cache may answer for the server.
    res.set(NO_STORE).json(records);
  });
  return router;
}
