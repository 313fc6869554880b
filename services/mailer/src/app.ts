import { Queue } from 'bullmq';
import { MAIL_QUEUE } from '@lezioni/contracts';
import { createServiceApp, pingRedis, withTimeout, type Logger, type Redis } from '@lezioni/service-kit';
import type { MailerConfig } from './config';

type AppDeps = { config: MailerConfig; redis: Redis; logger: Logger };

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
const QUEUE_COUNT_TIMEOUT_MS = 1_000;

/**
 * The mailer's small HTTP face for operators: /healthz, /readyz (Redis) and /metrics (queue depth
 * by state; the worker adds mails sent and failed tries). The work itself is jobs/mail-worker.ts.
 */
export function createApp({ config, redis, logger }: AppDeps) {
  // For counts only, on the fail-fast client: a scrape must not hang while Redis is away.
  const queue = new Queue(MAIL_QUEUE, { connection: redis, prefix: config.REDIS_PREFIX });
  const { app, metrics } = createServiceApp({
    name: 'mailer',
    logger,
    trustProxy: config.TRUST_PROXY,
    readiness: { redis: () => pingRedis(redis) },
  });
  metrics.gauge('mail_queue_jobs', 'Jobs on the mail queue, by state', ['state'], async (gauge) => {
    try {
      const counts = await withTimeout(
        queue.getJobCounts(...QUEUE_STATES),
        QUEUE_COUNT_TIMEOUT_MS,
        'queue counts timed out',
      );
      for (const state of QUEUE_STATES) gauge.set({ state }, counts[state] ?? 0);
    } catch {
      // Redis is away: the gauges keep their last values, and /readyz says why.
    }
  });
  return { app, metrics, close: () => queue.close() };
}
