import {
  AVAILABILITY_MESSAGES as M,
  type Schedule,
  type ScheduleAnswer,
  type Slot,
  type SlotsQuery,
} from '@lezioni/contracts';
import { AppError, notFound } from '@lezioni/service-kit';
import { readBusyCalendar, SAVE_READ_TIMEOUT_MS } from './busy-calendar';
import type { AvailabilityData, AvailabilityDeps } from './deps';
import { findFreeSlots } from './free-slots';

const MINUTE_MS = 60_000;

/** Her week, with her calendar's address and how its reads went: hers alone to read. */
export async function readSchedule(deps: AvailabilityData): Promise<ScheduleAnswer> {
  const [schedule, busyCalendar] = await Promise.all([deps.schedule.read(), deps.busyCalendar.status()]);
  return { ...schedule, busyCalendar };
}

/**
 * Her week from now on, whole: the free times follow at once. Another calendar address (or none)
 * drops what was read from the old one, and a new one is read before she is answered, so her
 * answer says whether it could be read.
 */
export async function saveSchedule(deps: AvailabilityDeps, schedule: Schedule, now: Date): Promise<ScheduleAnswer> {
  const address = schedule.busyCalendarUrl ?? null;
  if (address && deps.ownCalendar.requireHttps && new URL(address).protocol !== 'https:')
    throw new AppError('bad_input', M.badBusyCalendarUrl);
  const isNewAddress = await deps.inTransaction(async (data) => {
    const before = await data.busyCalendar.addressForUpdate();
    await data.schedule.replace(schedule, now);
    if (before === address) return false;
    await data.busyCalendar.forget();
    return address !== null;
  });
  // Saved either way: a read that breaks is the repeating job's to retry.
  if (isNewAddress)
    await readBusyCalendar(deps, now, SAVE_READ_TIMEOUT_MS).catch((err: unknown) =>
      deps.logger.error({ err }, 'her new calendar address not read: the next run tries again'),
    );
  return readSchedule(deps);
}

/**
 * Her free times for a lesson of `query.duration` minutes within [from, to], under the terms: her
 * week less every lesson and its buffer (a lesson just outside the window still blocks its buffer),
 * but for the lesson `query.moving`, when the times are for moving it.
 */
export async function listFreeSlots(deps: AvailabilityData, query: SlotsQuery, now: Date): Promise<Slot[]> {
  const schedule = await deps.schedule.read();
  const bufferMs = schedule.bufferMinutes * MINUTE_MS;
  const busy = await deps.busyTimes.between(
    new Date(query.from.getTime() - bufferMs),
    new Date(query.to.getTime() + bufferMs),
    query.moving,
  );
  const slots = findFreeSlots(schedule, { busy, durationMinutes: query.duration, from: query.from, to: query.to, now });
  return slots.map(({ startsAt, endsAt }) => ({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }));
}

/**
 * GET /api/availability/slots for `user`: a lesson named as being moved must be the student's own,
 * or the answer would tell the time of another's lesson (404, as for a lesson that does not exist).
 */
export async function listFreeSlotsFor(
  deps: AvailabilityData,
  query: SlotsQuery,
  user: { id: string },
  now: Date,
): Promise<Slot[]> {
  if (query.moving && !(await deps.busyTimes.isStudentsLesson(query.moving, user.id))) throw notFound();
  return listFreeSlots(deps, query, now);
}
