import type { Logger } from '@lezioni/service-kit';
import type { SyncOutcome } from '../calendar/domain/sync';
import { startRepeatingJob } from './repeating.job';

/** The BullMQ queue of sync runs, under the deployment's REDIS_PREFIX. */
export const SYNC_QUEUE = 'tidycal-sync';

/**
 * Runs `sync` once at start and then every `intervalMs` (ARCHITECTURE D9), one run at a time across
 * the replicas; `sync` is idempotent, so an overlap of a slow run and the next one is harmless.
 */
export function startSyncWorker(options: {
  redisUrl: string;
  prefix: string;
  intervalMs: number;
  logger: Logger;
  sync: () => Promise<SyncOutcome>;
}) {
  return startRepeatingJob({ ...options, queueName: SYNC_QUEUE, run: options.sync });
}
