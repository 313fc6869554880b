import { UnrecoverableError, type Job } from 'bullmq';
import { MailJobSchema } from '@lezioni/contracts';
import { LinkNotOpened, sendMail, type MailDeps } from '../domain/mail';

/**
 * The processor of the mail queue. A payload that doesn't match the contract, or whose sealed link
 * does not open, can never succeed, so it fails at once (kept in the failed set); an SMTP failure
 * rejects, and BullMQ tries again later.
 */
export function createMailProcessor(deps: MailDeps) {
  return async (job: Job<unknown>): Promise<void> => {
    const parsed = MailJobSchema.safeParse(job.data);
    if (!parsed.success)
      throw new UnrecoverableError(`invalid mail job payload: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
    await sendMail(deps, parsed.data).catch((err: unknown) => {
      throw err instanceof LinkNotOpened ? new UnrecoverableError(err.message) : err;
    });
  };
}
