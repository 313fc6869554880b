import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { MAIL_JOB_OPTIONS, MAIL_QUEUE, type MailJob } from '@lezioni/contracts';
import { withTimeout } from './timeout';

const QUEUE_TIMEOUT_MS = 2_000;

/**
 * The producer side of the mailer's queue (ARCHITECTURE D10), on the service's fail-fast Redis
 * client. The queue is made on first use: a process that never sends mail never touches it.
 */
export function createMailQueue(redis: Redis, prefix: string) {
  let queue: Queue | undefined;
  const open = () => (queue ??= new Queue(MAIL_QUEUE, { connection: redis, prefix }));
  return {
    /**
     * Adds a mail job, sent after `delayMs` if given, or rejects within QUEUE_TIMEOUT_MS while Redis
     * is away. The same `jobId` twice adds one job, so an add that timed out but landed later is not
     * sent twice by a retry.
     */
    async enqueue(job: MailJob, jobId: string, options: { delayMs?: number } = {}): Promise<void> {
      await withTimeout(
        open().add(job.kind, job, { ...MAIL_JOB_OPTIONS, jobId, delay: options.delayMs }),
        QUEUE_TIMEOUT_MS,
        'mail queue: redis did not answer in time',
      );
    },
    /** Withdraws a mail not sent yet (a delayed reminder whose lesson moved); unknown ids are fine. */
    async remove(jobId: string): Promise<void> {
      await withTimeout(open().remove(jobId), QUEUE_TIMEOUT_MS, 'mail queue: redis did not answer in time');
    },
    async close(): Promise<void> {
      await queue?.close();
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
