import { createHash } from 'node:crypto';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { PUSH_QUEUE, PushJobSchema } from '@lezioni/contracts';
import { redisRetryDelayMs, type Logger } from '@lezioni/service-kit';
import type { AuthConfig } from '../config';
import type { AuthDeps } from '../domain/deps';
import { deliverPush } from '../domain/push-delivery';

/**
 * The devices a job's earlier tries reached, kept in its data so a retry pushes to the others only:
 * by a digest of their endpoints, which are the devices' addresses and stay out of Redis.
 */
type Progress = { reached?: string[] };
const digestOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url').slice(0, 22);

/**
 * Works the push queue (D33): producers (chat, booking-proxy) name a user and a kind; this process,
 * which owns the subscriptions, the language and the preferences, renders and sends. A job that
 * does not match the contract fails at once; a push service that is away fails the try, and BullMQ
 * tries again with backoff (PUSH_JOB_OPTIONS). `close()` lets the pushes in hand finish.
 */
export function startPushWorker(deps: {
  config: Pick<AuthConfig, 'REDIS_URL' | 'REDIS_PREFIX' | 'PUSH_CONCURRENCY'>;
  authDeps: Pick<AuthDeps, 'users' | 'push' | 'pushSettings' | 'logger'>;
  logger: Logger;
}): Worker {
  const { config, authDeps, logger } = deps;
  const worker = new Worker(
    PUSH_QUEUE,
    async (job: Job<unknown>) => {
      const parsed = PushJobSchema.safeParse(job.data);
      if (!parsed.success)
        throw new UnrecoverableError(`invalid push job: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
      const reached = new Set((job.data as Progress).reached ?? []);
      const progress = {
        isReached: (endpoint: string) => reached.has(digestOf(endpoint)),
        onReached: async (endpoint: string) => {
          reached.add(digestOf(endpoint));
          await job.updateData({ ...(job.data as object), reached: [...reached] });
        },
      };
      const { sent } = await deliverPush(authDeps, parsed.data, progress);
      return { sent };
    },
    {
      // A worker blocks on Redis: its own connection, which waits instead of failing fast.
      connection: { url: config.REDIS_URL, maxRetriesPerRequest: null, retryStrategy: redisRetryDelayMs },
      prefix: config.REDIS_PREFIX,
      concurrency: config.PUSH_CONCURRENCY,
    },
  );
  worker.on('failed', (job, err) => {
    if (!job) return;
    logger.warn({ jobId: job.id, kind: job.name, tries: job.attemptsMade, err: err.message }, 'push not delivered');
  });
  worker.on('error', (err) => logger.warn({ err: err.message }, 'push worker: redis unavailable'));
  return worker;
}
