import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import { Router, type RequestHandler } from 'express';
import {
  MAIL_QUEUE,
  QUEUES_DASHBOARD_PATH,
  SERVER_MESSAGES,
  messageForStatus,
  type ErrorBody,
} from '@lezioni/contracts';
import type { Logger, Redis } from '@lezioni/service-kit';
import { SYNC_QUEUE } from './sync.job';

/**
 * What the dashboard shows of a mail job's data: which mail, to whom, in which language, about which
 * lesson. Every other field reads REDACTED: a sealed link, a meeting link, the live `resetUrl` of
 * jobs queued before links were sealed, and whatever a new kind of mail adds until it is listed here.
 * Failed jobs stay in the queue for weeks; their secrets must not reach a page, even the teacher's.
 */
const SHOWN_MAIL_FIELDS = new Set([
  'kind',
  'to',
  'name',
  'language',
  'startsAt',
  'durationMinutes',
  'bookingTypeName',
  'timezone',
]);
const REDACTED = '[redacted]';

function redactMailJobData(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return REDACTED;
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => [field, SHOWN_MAIL_FIELDS.has(field) ? value : REDACTED]),
  );
}

/**
 * The teacher's dashboard of the platform's queues (bull-board) at QUEUES_DASHBOARD_PATH: the mail
 * queue (password resets, address confirmations, and lesson reminders waiting as delayed jobs until
 * they are due; data redacted) and the TidyCal sync. Read-only, enforced by bull-board's API too: a
 * mistaken click cannot empty the mail queue or stop the sync. The caller mounts it behind the admin check.
 */
export function createQueuesDashboard(redis: Redis, prefix: string, logger: Logger) {
  const queues = [
    new Queue(MAIL_QUEUE, { connection: redis, prefix }),
    new Queue(SYNC_QUEUE, { connection: redis, prefix }),
  ];
  const descriptions: Record<string, string> = {
    [MAIL_QUEUE]:
      'Mail to send: password resets, address confirmations, and lesson reminders (delayed until 24 hours before the lesson). Links are not shown.',
    [SYNC_QUEUE]: 'Copies of the TidyCal calendar, run on a schedule.',
  };
  const adapters = queues.map((queue) => {
    const adapter = new BullMQAdapter(queue, { readOnlyMode: true, description: descriptions[queue.name] ?? '' });
    if (queue.name === MAIL_QUEUE) adapter.setFormatter('data', redactMailJobData);
    return adapter;
  });
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUES_DASHBOARD_PATH);
  createBullBoard({
    queues: adapters,
    serverAdapter,
    options: { uiConfig: { boardTitle: 'lezioni queues' } },
  });
  return {
    router: Router().use(answerInOurErrorShape(logger), serverAdapter.getRouter()),
    /** Lets go of the queues' listeners; the Redis connection is the service's and stays open. */
    async close(): Promise<void> {
      await Promise.all(queues.map((queue) => queue.close()));
    },
  };
}
export type QueuesDashboard = ReturnType<typeof createQueuesDashboard>;

/** bull-board's failures by status, in our shape; any other is a 400 or a 500. */
const DASHBOARD_ERRORS: Record<number, ErrorBody> = {
  404: { error: SERVER_MESSAGES.notFound, code: 'not_found' },
  405: { error: SERVER_MESSAGES.readOnly, code: 'read_only' },
};

/**
 * bull-board answers its failures in a shape of its own (`{ error: { key } }`, and a thrown error's
 * message): they leave in ours (ARCHITECTURE "Errors"), the message going to the log only.
 */
function answerInOurErrorShape(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const status = res.statusCode;
      if (status < 400) return json(body);
      if (status >= 500) logger.error({ reqId: req.id, answer: body }, 'queue dashboard failed');
      const fallback: ErrorBody =
        status < 500
          ? { error: messageForStatus(400), code: 'bad_input' }
          : { error: SERVER_MESSAGES.internal, code: 'internal' };
      return json(DASHBOARD_ERRORS[status] ?? fallback);
    };
    next();
  };
}
