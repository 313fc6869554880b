import { BUSY_CALENDAR_POLL_MINUTES } from '@lezioni/contracts';
import type { Logger } from '@lezioni/service-kit';
import { startRepeatingJob } from './repeating.job';

/** The BullMQ queue of the reads of her own calendar's address, under the deployment's REDIS_PREFIX. */
export const BUSY_CALENDAR_QUEUE = 'busy-calendar';

/**
 * Reads her calendar's address at start and every BUSY_CALENDAR_POLL_MINUTES, one read at a time
 * across the replicas; a read replaces the busy times whole, so an overlap is harmless.
 */
export function startBusyCalendarWorker(options: {
  redisUrl: string;
  prefix: string;
  logger: Logger;
  read: () => Promise<void>;
}) {
  return startRepeatingJob({
    ...options,
    queueName: BUSY_CALENDAR_QUEUE,
    intervalMs: BUSY_CALENDAR_POLL_MINUTES * 60_000,
    run: options.read,
  });
}
