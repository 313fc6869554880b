import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { MAIL_JOB_OPTIONS, MAIL_QUEUE, type MailJob } from '@lezioni/contracts';
import { withTimeout } from '@lezioni/service-kit';

const ENQUEUE_TIMEOUT_MS = 2_000;

/**
 * The producer side of the mail queue, on the service's fail-fast Redis client. The queue is made on
 * first use: a process that never sends mail never touches it.
 */
export function createMailQueue(redis: Redis, prefix: string) {
  let queue: Queue | undefined;
  return {
    /**
     * Adds a mail job, or rejects within ENQUEUE_TIMEOUT_MS while Redis is away. The same `jobId`
     * twice adds one job, so an add that timed out but landed later is not sent twice by a retry.
     */
    async enqueue(job: MailJob, jobId: string): Promise<void> {
      queue ??= new Queue(MAIL_QUEUE, { connection: redis, prefix });
      await withTimeout(
        queue.add(job.kind, job, { ...MAIL_JOB_OPTIONS, jobId }),
        ENQUEUE_TIMEOUT_MS,
        'mail queue: redis did not answer in time',
      );
    },
    async close(): Promise<void> {
      await queue?.close();
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
