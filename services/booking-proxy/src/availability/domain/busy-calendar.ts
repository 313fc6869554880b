import { BOOKING_MAX_AHEAD_MONTHS, type BusyCalendarError } from '@lezioni/contracts';
import { addCalendarMonths } from '../../shared/domain/clock';
import { busyTimesInFile, NotACalendar } from './calendar-file';
import type { AvailabilityDeps } from './deps';
import type { Interval } from './free-slots';

const DAY_MS = 24 * 60 * 60_000;
/** A read of the repeating job may take this long; saving waits less (the gateway gives up at 10 s). */
export const POLL_READ_TIMEOUT_MS = 20_000;
export const SAVE_READ_TIMEOUT_MS = 5_000;

/** What her calendar's busy times are kept for: from now to the booking horizon, and a day for the buffers past it. */
const windowFrom = (now: Date): Interval => ({
  startsAt: now,
  endsAt: new Date(addCalendarMonths(now, BOOKING_MAX_AHEAD_MONTHS).getTime() + DAY_MS),
});

/**
 * Reads her calendar's address once (the repeating job, every BUSY_CALENDAR_POLL_MINUTES; and
 * saving a new address): a good read's busy times replace the last ones whole, in one transaction;
 * a failed read keeps them and records why. An outcome is written only while the address is still
 * the one read (she may have changed it meanwhile). Nothing logged names the address: it is a secret.
 */
export async function readBusyCalendar(
  deps: AvailabilityDeps,
  now: Date,
  timeoutMs = POLL_READ_TIMEOUT_MS,
): Promise<void> {
  const { busyCalendarUrl: address, timeZone } = await deps.schedule.read();
  if (!address) return;
  const read = await deps.ownCalendar.read(address, timeoutMs);
  let times: Interval[] | undefined;
  let error: BusyCalendarError | undefined;
  if ('error' in read) {
    error = read.error;
  } else {
    try {
      times = busyTimesInFile(read.text, windowFrom(now), timeZone);
    } catch (err) {
      if (!(err instanceof NotACalendar)) throw err;
      error = 'not_calendar';
    }
  }
  await deps.inTransaction(async (data) => {
    if ((await data.busyCalendar.addressForUpdate()) !== address) return;
    if (times) await data.busyCalendar.replaceTimes(times, now);
    else await data.busyCalendar.recordFailure(error ?? 'unreachable', now);
  });
  if (error) deps.logger.warn({ error }, 'her calendar not read: the busy times of its last good read stay');
}
