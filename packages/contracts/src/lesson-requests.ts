import { z } from 'zod';
import { AVAILABILITY_MESSAGES as M } from './availability-values';
import { LESSON_DURATIONS_MIN } from './constants';

/**
 * Booking with the teacher's own calendar (issue 44) is asking: a request holds a credit and its
 * time until she approves it (a lesson), declines it, or it expires; the student may withdraw it.
 */

/** POST /api/lesson-requests: one of her free times (GET /api/availability/slots) for a lesson of that length. */
export const LessonRequestInputSchema = z.object(
  {
    startsAt: z.iso
      .datetime({ offset: true, error: M.badLessonRequest })
      .transform((value) => new Date(value))
      .meta({ description: 'A free time, as /api/availability/slots lists it.' }),
    durationMinutes: z
      .number({ error: M.badDuration })
      .refine((minutes) => (LESSON_DURATIONS_MIN as readonly number[]).includes(minutes), { error: M.badDuration })
      .transform((minutes) => minutes as (typeof LESSON_DURATIONS_MIN)[number]),
  },
  { error: M.badLessonRequest },
);
export type LessonRequestInput = z.infer<typeof LessonRequestInputSchema>;

/** POST /api/my-bookings/{id}/reschedule: another of her free times for the lesson, of its length. */
export const RescheduleInputSchema = LessonRequestInputSchema.pick({ startsAt: true });
export type RescheduleInput = z.infer<typeof RescheduleInputSchema>;

export const LESSON_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'expired', 'cancelled'] as const;
export const LessonRequestStatusSchema = z.enum(LESSON_REQUEST_STATUSES);
export type LessonRequestStatus = z.infer<typeof LessonRequestStatusSchema>;

/** A request as its student sees it; once approved, `id` is the lesson's. */
export const LessonRequestSchema = z.object({
  id: z.string(),
  status: LessonRequestStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
});
export type LessonRequest = z.infer<typeof LessonRequestSchema>;

/** GET /api/admin/lesson-requests: those awaiting her answer, earliest lesson first, with who asks. */
export const AdminLessonRequestSchema = LessonRequestSchema.extend({
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** When the request expires unanswered, and its credit comes back. */
  expiresAt: z.string(),
  /** For a request to move a lesson: the lesson's start now, where it stays unless she approves. */
  movingFrom: z.string().nullable(),
});
export type AdminLessonRequest = z.infer<typeof AdminLessonRequestSchema>;
export const AdminLessonRequestsResponseSchema = z.object({ requests: z.array(AdminLessonRequestSchema) });
export type AdminLessonRequestsResponse = z.infer<typeof AdminLessonRequestsResponseSchema>;

/**
 * POST /api/my-bookings/{id}/cancel (a student's lesson or request) and /api/admin/lessons/{id}/cancel:
 * whether the credit comes back. A student's lesson cancelled at least FREE_CANCELLATION_HOURS ahead
 * gets it back, later forfeits it; a request withdrawn, and any lesson she cancels, always gets it back.
 */
export const CancellationSchema = z.object({
  id: z.string(),
  status: z.literal('cancelled'),
  creditBack: z.boolean(),
});
export type Cancellation = z.infer<typeof CancellationSchema>;

/**
 * GET /api/lesson-requests: the student's requests she answered (or let expire) in the last
 * LESSON_REQUEST_ANSWERS_SHOWN_DAYS, latest answer first, for the bell.
 */
export const AnsweredLessonRequestSchema = LessonRequestSchema.extend({
  status: z.enum(['approved', 'declined', 'expired']),
  answeredAt: z.string(),
  /** A request to move a lesson (`id` is then the request's, not the lesson's). */
  isMove: z.boolean(),
});
export type AnsweredLessonRequest = z.infer<typeof AnsweredLessonRequestSchema>;
export const AnsweredLessonRequestsResponseSchema = z.object({ answered: z.array(AnsweredLessonRequestSchema) });
export type AnsweredLessonRequestsResponse = z.infer<typeof AnsweredLessonRequestsResponseSchema>;
