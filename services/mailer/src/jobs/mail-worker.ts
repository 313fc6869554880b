import { UnrecoverableError, Worker } from 'bullmq';
import { MAIL_QUEUE } from '@lezioni/contracts';
import { redisRetryDelayMs, type Logger, type Metrics } from '@lezioni/service-kit';
import type { MailerConfig } from '../config';
import type { SmtpTransport } from '../data/smtp-transport';
import { createMailProcessor } from './mail.job';

/** Wait before the next try after `attemptsMade` failed ones: doubling from the base, capped. */
export const retryDelayMs = (
  config: Pick<MailerConfig, 'MAIL_RETRY_BASE_MS' | 'MAIL_RETRY_MAX_MS'>,
  attemptsMade: number,
) => Math.min(config.MAIL_RETRY_MAX_MS, config.MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attemptsMade - 1));

/**
 * Works the mail queue (ARCHITECTURE D10), counting in `metrics` the mails sent and the failed
 * tries. A job whose worker dies mid-send is not lost: its lock expires and BullMQ's stalled-job
 * check puts it back on the queue. `close()` lets the jobs in hand finish (graceful shutdown).
 */
export function startMailWorker(deps: {
  config: MailerConfig;
  transport: SmtpTransport;
  logger: Logger;
  metrics: Metrics;
}): Worker {
  const { config, logger, metrics } = deps;
  const sent = metrics.counter('mails_sent_total', 'Mails the SMTP server accepted', ['kind']);
  const failed = metrics.counter(
    'mail_tries_failed_total',
    'Failed tries to send a mail; final="true" when no try is left',
    ['kind', 'final'],
  );

  const worker = new Worker(
    MAIL_QUEUE,
    createMailProcessor({
      transport: deps.transport,
      from: config.MAIL_FROM,
      teacherName: config.TEACHER_NAME,
      linkPrivateKey: config.MAIL_LINK_PRIVATE_KEY,
    }),
    {
      // A worker blocks on Redis: it needs its own connection that waits instead of failing fast.
      connection: { url: config.REDIS_URL, maxRetriesPerRequest: null, retryStrategy: redisRetryDelayMs },
      prefix: config.REDIS_PREFIX,
      concurrency: config.MAIL_CONCURRENCY,
      settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(config, attemptsMade) },
    },
  );
  worker.on('completed', (job) => {
    sent.inc({ kind: job.name });
    logger.info({ jobId: job.id, kind: job.name, tries: job.attemptsMade }, 'mail sent');
  });
  worker.on('failed', (job, err) => {
    if (!job) return;
    const final = err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    failed.inc({ kind: job.name, final: String(final) });
    const entry = { jobId: job.id, kind: job.name, tries: job.attemptsMade, err: err.message };
    if (final) logger.error(entry, 'mail not sent, no try left: kept in the failed set');
    else logger.warn(entry, 'mail not sent yet, will try again');
  });
  worker.on('error', (err) => logger.warn({ err: err.message }, 'mail worker: redis unavailable'));
  return worker;
}
