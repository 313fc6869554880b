import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { PUSH_JOB_OPTIONS, PUSH_QUEUE, type PushJob } from '@lezioni/contracts';
import { withTimeout } from './timeout';

const QUEUE_TIMEOUT_MS = 2_000;

/**
 * The producer side of the push queue (ARCHITECTURE D33), on the service's fail-fast Redis client,
 * made on first use. Producers name a user and a kind; auth's push worker finds the devices.
 */
export function createPushQueue(redis: Redis, prefix: string) {
  let queue: Queue | undefined;
  const open = () => (queue ??= new Queue(PUSH_QUEUE, { connection: redis, prefix }));
  return {
    /**
     * Adds a push, sent after `delayMs` if given, or rejects within QUEUE_TIMEOUT_MS while Redis is
     * away. With a `jobId`, the same id twice adds one job (a replayed run pushes once).
     */
    async enqueue(job: PushJob, options: { jobId?: string; delayMs?: number } = {}): Promise<void> {
      await withTimeout(
        open().add(job.kind, job, { ...PUSH_JOB_OPTIONS, jobId: options.jobId, delay: options.delayMs }),
        QUEUE_TIMEOUT_MS,
        'push queue: redis did not answer in time',
      );
    },
    /** Withdraws a push not sent yet (a delayed reminder whose lesson moved); unknown ids are fine. */
    async remove(jobId: string): Promise<void> {
      await withTimeout(open().remove(jobId), QUEUE_TIMEOUT_MS, 'push queue: redis did not answer in time');
    },
    async close(): Promise<void> {
      await queue?.close();
    },
  };
}
export type PushQueue = ReturnType<typeof createPushQueue>;
