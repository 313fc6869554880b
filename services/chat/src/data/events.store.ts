import type { ConversationEvent, MessageEvent } from '@lezioni/contracts';
import { createFanOut, type Logger, type Redis } from '@lezioni/service-kit';

/** Who receives an event: every admin (the teacher's side) or one user. */
export type Audience = 'admins' | `user:${string}`;

export type LiveEvent = { type: 'message'; data: MessageEvent } | { type: 'conversation'; data: ConversationEvent };

/**
 * Live events over Redis pub/sub (ARCHITECTURE D14), one channel per audience, so a message posted on
 * one replica reaches a stream held by another; events published while the subscriber is away are
 * lost (clients poll too).
 */
export function createEventsStore(redis: Redis, prefix: string, logger: Logger) {
  // Under the platform's prefix: two platforms on one Redis must not hear each other's 'admins'.
  const fanOut = createFanOut<LiveEvent>(redis, `${prefix}:chat:events:`, logger, 'chat events');
  return {
    publish: (audience: Audience, event: LiveEvent) => fanOut.publish(audience, event),
    listen: (audience: Audience) => fanOut.listen(audience),
    unlisten: (audience: Audience) => fanOut.unlisten(audience),
    onEvent(handle: (audience: Audience, event: LiveEvent) => void): void {
      fanOut.onMessage((name, event) => handle(name as Audience, event));
    },
    close: fanOut.close,
  };
}
export type EventsStore = ReturnType<typeof createEventsStore>;
