import type { MailJob, UserEvent } from '@lezioni/contracts';
import { addToOutbox, relayOldestOutboxRows, type OutboxRow, type RelayOutcome } from '@lezioni/service-kit';
import type { Db } from './db';

/** A user event as written: its `version` is the outbox row's id, known once the row is. */
export type UserEventDraft = UserEvent extends infer Event
  ? Event extends UserEvent
    ? Omit<Event, 'version'>
    : never
  : never;

/** What the outbox carries: a user event for the stream, or a mail for the mailer's queue. */
export type OutboxMessage =
  { topic: 'user-events'; event: UserEventDraft } | { topic: 'mail'; jobId: string; job: MailJob };

/** A message read back from its row, with the row's id. */
export type StoredOutboxMessage = OutboxMessage & { id: number };

const toMessage = (row: OutboxRow<OutboxMessage['topic']>): StoredOutboxMessage =>
  row.topic === 'mail'
    ? { id: row.id, topic: 'mail', ...(row.payload as { jobId: string; job: MailJob }) }
    : { id: row.id, topic: 'user-events', event: row.payload as UserEventDraft };

/** `queuePrefix`: the deployment's REDIS_PREFIX; its rows are written and relayed under it. */
export function createOutboxRepository(db: Db, queuePrefix: string) {
  return {
    /** Call in the transaction of the change the message tells about: both commit, or neither. */
    async add(message: OutboxMessage): Promise<void> {
      const payload = message.topic === 'mail' ? { jobId: message.jobId, job: message.job } : message.event;
      await addToOutbox(db, queuePrefix, [{ topic: message.topic, payload }]);
    },

    /** The oldest rows to `send`, in order (service-kit's relayOldestOutboxRows). */
    relayOldest(limit: number, send: (message: StoredOutboxMessage) => Promise<void>): Promise<RelayOutcome> {
      return relayOldestOutboxRows<OutboxMessage['topic']>(db, queuePrefix, limit, (row) => send(toMessage(row)));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
