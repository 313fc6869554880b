import {
  ADMIN_SCHEDULE_API,
  AVAILABILITY_SLOTS_API,
  ScheduleSchema,
  SlotsQuerySchema,
  type ScheduleAnswer,
  type SlotsResponse,
} from '@lezioni/contracts';
import { NO_STORE, createRouter, parseInput, requireRole, requireUser } from '@lezioni/service-kit';
import type { AvailabilityDeps } from '../domain/deps';
import { listFreeSlotsFor, readSchedule, saveSchedule } from '../domain/schedule';

/**
 * The teacher's week with her calendar's address (hers alone to read and set: the address is a
 * secret), and the free times they leave (anyone signed in).
 */
export function createAvailabilityRouter(deps: AvailabilityDeps) {
  const router = createRouter();

  router.get(ADMIN_SCHEDULE_API, requireRole('admin'), async (_req, res) => {
    res.set(NO_STORE).json((await readSchedule(deps)) satisfies ScheduleAnswer);
  });

  router.put(ADMIN_SCHEDULE_API, requireRole('admin'), async (req, res) => {
    const schedule = parseInput(ScheduleSchema, req.body);
    res.set(NO_STORE).json((await saveSchedule(deps, schedule, new Date())) satisfies ScheduleAnswer);
  });

  router.get(AVAILABILITY_SLOTS_API, requireUser, async (req, res) => {
    const query = parseInput(SlotsQuerySchema, req.query);
    const slots = await listFreeSlotsFor(deps, query, req.user!, new Date());
    res.set(NO_STORE).json({ slots } satisfies SlotsResponse);
  });

  return router;
}
