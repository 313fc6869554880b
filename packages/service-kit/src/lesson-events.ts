import type { Redis } from 'ioredis';
import { LESSON_EVENTS_STREAM, type LessonEvent } from '@lezioni/contracts';
import { EVENT_FIELD } from './user-events/consume-user-events';

/** The lesson events stream's Redis key in a deployment: under its REDIS_PREFIX, like the user events. */
export const lessonEventsStreamKey = (prefix: string) => `${prefix}:${LESSON_EVENTS_STREAM}`;

/**
 * Appends one event to the stream (booking-proxy's outbox relay is the only writer), in the
 * user events' entry format. Never trimmed: its history is how a consumer that starts later gets
 * every lesson.
 */
export async function appendLessonEvent(redis: Redis, prefix: string, event: LessonEvent): Promise<void> {
  await redis.xadd(lessonEventsStreamKey(prefix), '*', EVENT_FIELD, JSON.stringify(event));
}
