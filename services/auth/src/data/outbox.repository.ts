import type { MailJob, UserEvent } from '@lezioni/contracts';
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

type RelayOutcome = { claimed: number; relayed: number; error?: unknown };

const toMessage = (row: { id: number; topic: OutboxMessage['topic']; payload: unknown }): StoredOutboxMessage =>
  row.topic === 'mail'
    ? { id: row.id, topic: 'mail', ...(row.payload as { jobId: string; job: MailJob }) }
    : { id: row.id, topic: 'user-events', event: row.payload as UserEventDraft };

/** `queuePrefix`: the deployment's REDIS_PREFIX; its rows are written and relayed under it. */
export function createOutboxRepository(db: Db, queuePrefix: string) {
  return {
    /** Call in the transaction of the change the message tells about: both commit, or neither. */
    async add(message: OutboxMessage): Promise<void> {
      const payload = message.topic === 'mail' ? { jobId: message.jobId, job: message.job } : message.event;
      await db
        .insertInto('outbox')
        .values({ topic: message.topic, queue_prefix: queuePrefix, payload: JSON.stringify(payload) })
        .execute();
    },

    /**
     * Claims up to `limit` of the oldest rows no other relay holds, hands each to `send` in id
     * order, and deletes the ones sent, in one transaction. Stops at the first `send` that fails:
     * that row and the rest stay for the next try, and the error is returned.
     */
    async relayOldest(limit: number, send: (message: StoredOutboxMessage) => Promise<void>): Promise<RelayOutcome> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('outbox')
          .select(['id', 'topic', 'payload'])
          .where((eb) => eb.or([eb('queue_prefix', '=', queuePrefix), eb('queue_prefix', 'is', null)]))
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        const sent: number[] = [];
        let error: unknown;
        for (const row of rows) {
          try {
            await send(toMessage(row));
            sent.push(row.id);
          } catch (err) {
            error = err;
            break;
          }
        }
        if (sent.length > 0) await trx.deleteFrom('outbox').where('id', 'in', sent).execute();
        return { claimed: rows.length, relayed: sent.length, error };
      });
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
