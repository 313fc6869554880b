import type { ColumnType, Generated, Kysely } from 'kysely';

/**
 * A service's outbox (ARCHITECTURE D13): messages written in the transaction of the change they
 * tell about, relayed to Redis afterwards. `queue_prefix` is the deployment's REDIS_PREFIX the row
 * was written under (null: any relay may send it, as rows a migration wrote).
 */
export interface OutboxTable<Topic extends string> {
  id: Generated<number>;
  topic: Topic;
  queue_prefix: string | null;
  payload: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, never, never>;
}

/** One row as the relay hands it on: its id is the message's version. */
export type OutboxRow<Topic extends string> = { id: number; topic: Topic; payload: unknown };

export type RelayOutcome = { claimed: number; relayed: number; error?: unknown };

/** Writes one message to the outbox; call it on the transaction of the change, so both commit or neither. */
export async function addToOutbox<Topic extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service schema with an `outbox` table
  db: Kysely<any>,
  queuePrefix: string,
  messages: Array<{ topic: Topic; payload: unknown }>,
): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('outbox')
    .values(
      messages.map((message) => ({
        topic: message.topic,
        queue_prefix: queuePrefix,
        payload: JSON.stringify(message.payload),
      })),
    )
    .execute();
}

/**
 * Claims up to `limit` of the oldest rows no other relay holds (of `queuePrefix`, or of none),
 * hands each to `send` in id order, and deletes the ones sent, in one transaction. Stops at the
 * first `send` that fails: that row and the rest stay for the next try, and the error is returned.
 */
export async function relayOldestOutboxRows<Topic extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service schema with an `outbox` table
  db: Kysely<any>,
  queuePrefix: string,
  limit: number,
  send: (row: OutboxRow<Topic>) => Promise<void>,
): Promise<RelayOutcome> {
  return db.transaction().execute(async (trx) => {
    const rows = (await trx
      .selectFrom('outbox')
      .select(['id', 'topic', 'payload'])
      .where((eb) => eb.or([eb('queue_prefix', '=', queuePrefix), eb('queue_prefix', 'is', null)]))
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute()) as Array<OutboxRow<Topic>>;
    const sent: number[] = [];
    let error: unknown;
    for (const row of rows) {
      try {
        await send(row);
        sent.push(row.id);
      } catch (err) {
        error = err;
        break;
      }
    }
    if (sent.length > 0) await trx.deleteFrom('outbox').where('id', 'in', sent).execute();
    return { claimed: rows.length, relayed: sent.length, error };
  });
}
