import type { Freshness, Logger, MailQueue, PushQueue } from '@lezioni/service-kit';
import type { OutboxRepository } from '../data/outbox.repository';
import type { StudentsRepository } from '../data/students.repository';

/** The repositories every wing builds on: the platform's users as auth's events tell them, and the outbox of lesson events. */
export type SharedData = { students: StudentsRepository; outbox: OutboxRepository };

/** Names the students whose lessons or credits a transaction changed. */
export type StudentsChanged = (...studentIds: string[]) => void;

/**
 * Runs `work` with the repositories bound to one transaction (service-kit's createTransactionRunner).
 * The students `work` names through `changed` get new versions of their answers once it has committed
 * (freshness.ts): never before, or a poll in between would keep the old data under the new version;
 * not at all if it fails.
 */
export type InTransaction<Data> = <T>(work: (data: Data, changed: StudentsChanged) => Promise<T>) => Promise<T>;

/**
 * What a wing's use cases are given: `Data`, the repositories of the wing and of the wings it builds
 * on, bound to the pool; `inTransaction` for writes that commit together; and the stores every wing
 * uses. Each wing's deps add what it alone is set up with (its `Settings`).
 */
export type DepsOf<Data> = Data & {
  inTransaction: InTransaction<Data>;
  /** Where lesson mails, receipts and reminders (delayed) wait for the mailer. */
  mailQueue: MailQueue;
  /** Where pushes to the students' and the teacher's devices wait for auth's push worker (D33). */
  pushQueue: PushQueue;
  /** Versions of the students' polled answers (freshness.ts). */
  freshness: Freshness;
  logger: Logger;
};
