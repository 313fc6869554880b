import { Queue, Worker } from 'bullmq';
import { redisRetryDelayMs, type Logger } from '@lezioni/service-kit';
import type { SyncOutcome } from '../domain/sync';

/** The BullMQ queue of sync runs, under the deployment's REDIS_PREFIX. */
export const SYNC_QUEUE = 'tidycal-sync';
const SCHEDULER_ID = 'tidycal-sync-every-interval';

/**
 * Runs `sync` once at start and then every `intervalMs` (ARCHITECTURE D9). The schedule lives in
 * Redis, so replicas share one: each run goes to one worker, and this process runs one at a time.
 * Two runs may still overlap (a slow run and the next one elsewhere); `sync` is idempotent.
 * While Redis is away nothing runs, and the schedule resumes by itself when it is back.
 */
export function startSyncWorker(options: {
  redisUrl: string;
  prefix: string;
  intervalMs: number;
  logger: Logger;
  sync: () => Promise<SyncOutcome>;
}) {
  const { logger } = options;
  // Both wait for Redis instead of failing fast: nothing is waiting on them but the schedule.
  const connection = { url: options.redisUrl, maxRetriesPerRequest: null, retryStrategy: redisRetryDelayMs };
  const queue = new Queue(SYNC_QUEUE, { connection, prefix: options.prefix });
  const worker = new Worker(SYNC_QUEUE, () => options.sync(), { connection, prefix: options.prefix, concurrency: 1 });
  worker.on('failed', (_job, err) => logger.error({ err }, 'tidycal sync run failed'));
  worker.on('error', (err) => logger.warn({ err: err.message }, 'tidycal sync worker: redis unavailable'));
  queue.on('error', (err) => logger.warn({ err: err.message }, 'tidycal sync queue: redis unavailable'));

  const jobOptions = { removeOnComplete: true, removeOnFail: 100 };
  const scheduled = Promise.all([
    queue.upsertJobScheduler(SCHEDULER_ID, { every: options.intervalMs }, { name: 'sync', opts: jobOptions }),
    queue.add('sync', {}, jobOptions),
  ]).catch((err: unknown) => logger.error({ err }, 'tidycal sync could not be scheduled'));

  return {
    /** Lets the run in hand finish, then lets go of the queue. */
    async close(): Promise<void> {
      await worker.close();
      await scheduled;
      await queue.close();
    },
  };
}
