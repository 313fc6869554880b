import { z } from 'zod';

/**
 * Events booking-proxy emits about the lessons of its calendar copy (issue 26), the same durable
 * way auth emits user events: written to its outbox in the transaction that changes the copy, and
 * relayed to the Redis stream LESSON_EVENTS_STREAM (under the deployment's REDIS_PREFIX). Each
 * consumer reads it with its own consumer group. Delivery is at least once and in order per
 * lesson: consumers apply `lesson.upserted` idempotently and ignore an event whose `version` is not
 * newer than the one they hold.
 */
export const LESSON_EVENTS_STREAM = 'lesson-events';

export const LessonUpsertedEventSchema = z.object({
  type: z.literal('lesson.upserted'),
  /** The outbox row's id: grows with every change, so it orders the events of one lesson. */
  version: z.number().int().positive(),
  lesson: z.object({
    /** The scheduler's booking id, the lesson's id everywhere (the lesson room's `/lesson/{id}`). */
    id: z.string(),
    /**
     * The platform student it belongs to by booking-proxy's rule (the booking's email is a verified
     * student's), or null. Published again when that link changes.
     */
    studentId: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    durationMinutes: z.number().int().positive(),
    /** The booking type's name, e.g. "Single Lesson (60 min)". */
    title: z.string(),
    /** Set once the lesson is cancelled (in the scheduler). */
    cancelledAt: z.string().nullable(),
    /** When the lesson room recorded the student joining, or null. */
    attendedAt: z.string().nullable(),
  }),
  occurredAt: z.string(),
});
export const LessonEventSchema = z.discriminatedUnion('type', [LessonUpsertedEventSchema]);
export type LessonEvent = z.infer<typeof LessonEventSchema>;
