import type { LessonEvent } from '@lezioni/contracts';
import { addToOutbox, relayOldestOutboxRows, type RelayOutcome } from '@lezioni/service-kit';
import type { Db } from './db';

/** A lesson event as written: its `version` is the outbox row's id, known once the row is. */
export type LessonEventDraft = Omit<LessonEvent, 'version'>;

/** A lesson event read back from its row, with the row's id. */
export type StoredLessonEvent = { id: number; event: LessonEventDraft };

/** `queuePrefix`: the deployment's REDIS_PREFIX; its rows are written and relayed under it. */
export function createOutboxRepository(db: Db, queuePrefix: string) {
  return {
    /** Call in the transaction of the change the events tell about: both commit, or neither. */
    async addLessonEvents(events: LessonEventDraft[]): Promise<void> {
      await addToOutbox(
        db,
        queuePrefix,
        events.map((event) => ({ topic: 'lesson-events', payload: event })),
      );
    },

    /** The oldest rows to `send`, in order (service-kit's relayOldestOutboxRows). */
    relayOldest(limit: number, send: (message: StoredLessonEvent) => Promise<void>): Promise<RelayOutcome> {
      return relayOldestOutboxRows<'lesson-events'>(db, queuePrefix, limit, (row) =>
        send({ id: row.id, event: row.payload as LessonEventDraft }),
      );
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
