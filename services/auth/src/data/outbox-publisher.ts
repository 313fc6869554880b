import { appendUserEvent, createMailQueue, type Redis } from '@lezioni/service-kit';
import type { StoredOutboxMessage } from './outbox.repository';

/** Where relayed outbox messages go: user events to the stream, mails to the mailer's queue. */
export function createOutboxPublisher(redis: Redis, prefix: string) {
  const mailQueue = createMailQueue(redis, prefix);
  return {
    /** Rejects while Redis is away. A message sent twice (a crash before its row was deleted) is harmless: consumers ignore a version they hold, and the queue adds one job per id. */
    async send(message: StoredOutboxMessage): Promise<void> {
      if (message.topic === 'mail') {
        await mailQueue.enqueue(message.job, message.jobId);
      } else {
        await appendUserEvent(redis, prefix, { ...message.event, version: message.id });
      }
    },
    close: () => mailQueue.close(),
  };
}
export type OutboxPublisher = ReturnType<typeof createOutboxPublisher>;
