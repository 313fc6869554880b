import { MailJobSchema } from '@lezioni/contracts';
import type { RequestsDeps } from './deps';

/**
 * Queues a mail about a request or an offer, once per `jobId`. What it is about stands whatever the
 * queue does: a mail that could not be queued (Redis away) is logged, not retried; the pages show
 * the request or the offer either way.
 */
export async function mailAbout(deps: RequestsDeps, job: unknown, jobId: string): Promise<void> {
  const mail = MailJobSchema.safeParse(job);
  if (!mail.success) {
    deps.logger.warn({ jobId, err: mail.error.issues[0]?.message }, 'lesson request mail not sent: bad data');
    return;
  }
  await deps.mailQueue.enqueue(mail.data, jobId).catch((err: unknown) => {
    deps.logger.warn({ jobId, err: (err as Error).message }, 'lesson request mail not queued');
  });
}
