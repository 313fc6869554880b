import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import { MAIL_QUEUE, QUEUES_DASHBOARD_PATH } from '@lezioni/contracts';
import type { Redis } from '@lezioni/service-kit';
import { SYNC_QUEUE } from './sync.job';

/**
 * The teacher's dashboard of the platform's queues (bull-board) at QUEUES_DASHBOARD_PATH: the mail
 * queue (password resets, and lesson reminders waiting as delayed jobs until they are due) and
 * the TidyCal sync. Read-only, enforced by bull-board's API too: a mistaken click cannot empty the
 * mail queue or stop the sync. The caller mounts it behind the admin check.
 */
export function createQueuesDashboard(redis: Redis, prefix: string) {
  const queues = [
    new Queue(MAIL_QUEUE, { connection: redis, prefix }),
    new Queue(SYNC_QUEUE, { connection: redis, prefix }),
  ];
  const descriptions: Record<string, string> = {
    [MAIL_QUEUE]: 'Mail to send: password resets, and lesson reminders (delayed until 24 hours before the lesson).',
    [SYNC_QUEUE]: 'Copies of the TidyCal calendar, run on a schedule.',
  };
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUES_DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map(
      (queue) => new BullMQAdapter(queue, { readOnlyMode: true, description: descriptions[queue.name] ?? '' }),
    ),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'lezioni queues' } },
  });
  return {
    router: serverAdapter.getRouter(),
    /** Lets go of the queues' listeners; the Redis connection is the service's and stays open. */
    async close(): Promise<void> {
      await Promise.all(queues.map((queue) => queue.close()));
    },
  };
}
export type QueuesDashboard = ReturnType<typeof createQueuesDashboard>;
