import { appendLessonEvent, type Redis } from '@lezioni/service-kit';
import type { StoredLessonEvent } from './outbox.repository';

/** Where relayed outbox rows go: the lesson events stream, each event versioned by its row's id. */
export function createOutboxPublisher(redis: Redis, prefix: string) {
  return {
    /** Rejects while Redis is away. An event sent twice (a crash before its row was deleted) is harmless: consumers ignore a version they hold. */
    async send(message: StoredLessonEvent): Promise<void> {
      await appendLessonEvent(redis, prefix, { ...message.event, version: message.id });
    },
  };
}
