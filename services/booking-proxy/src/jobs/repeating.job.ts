import { Queue, Worker } from 'bullmq';
import { redisRetryDelayMs, type Logger } from '@lezioni/service-kit';

/**
 * Runs `run` once at start and then every `intervalMs` on the BullMQ queue `queueName`. The
 * schedule lives in Redis, so replicas share one: each run goes to one worker, and this process
 * runs one at a time. Two runs may still overlap (a slow run and the next one elsewhere): `run`
 * must be idempotent. While Redis is away nothing runs; the schedule resumes by itself.
 */
export function startRepeatingJob(options: {
  queueName: string;
  redisUrl: string;
  prefix: string;
  intervalMs: number;
  logger: Logger;
  run: () => Promise<unknown>;
}) {
  const { logger, queueName } = options;
  // Both wait for Redis instead of failing fast: nothing is waiting on them but the schedule.
  const connection = { url: options.redisUrl, maxRetriesPerRequest: null, retryStrategy: redisRetryDelayMs };
  const queue = new Queue(queueName, { connection, prefix: options.prefix });
  const worker = new Worker(queueName, () => options.run(), { connection, prefix: options.prefix, concurrency: 1 });
  worker.on('failed', (_job, err) => logger.error({ err }, `${queueName} run failed`));
  worker.on('error', (err) => logger.warn({ err: err.message }, `${queueName} worker: redis unavailable`));
  queue.on('error', (err) => logger.warn({ err: err.message }, `${queueName} queue: redis unavailable`));

  const jobOptions = { removeOnComplete: true, removeOnFail: 100 };
  const scheduled = Promise.all([
    queue.upsertJobScheduler(
      `${queueName}-every-interval`,
      { every: options.intervalMs },
      { name: 'run', opts: jobOptions },
    ),
    queue.add('run', {}, jobOptions),
  ]).catch((err: unknown) => logger.error({ err }, `${queueName} could not be scheduled`));

  return {
    /** Lets the run in hand finish, then lets go of the queue. */
    async close(): Promise<void> {
      await worker.close();
      await scheduled;
      await queue.close();
    },
  };
}
