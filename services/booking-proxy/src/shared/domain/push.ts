import type { PushJob } from '@lezioni/contracts';
import type { Logger, PushQueue } from '@lezioni/service-kit';

/**
 * Queues a push (D33) for auth's worker, which finds the devices, the language and the choices.
 * What it tells stands whatever the queue does: a push not queued (Redis away) is logged, not
 * retried; the mail and the pages tell it too.
 */
export async function pushAbout(
  deps: { pushQueue: PushQueue; logger: Logger },
  job: PushJob,
  options: { jobId: string; delayMs?: number },
): Promise<void> {
  await deps.pushQueue.enqueue(job, options).catch((err: unknown) => {
    deps.logger.warn({ jobId: options.jobId, err: (err as Error).message }, 'push not queued');
  });
}
