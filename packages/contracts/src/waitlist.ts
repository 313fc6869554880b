import { z } from 'zod';
import { AVAILABILITY_MESSAGES as M } from './availability-values';
import { TimeOfDaySchema, isCalendarDate } from './availability';
import { LESSON_DURATIONS_MIN } from './constants';
import { isKnownTimeZone } from './time-zones';

/**
 * The waitlist (issue 44): a student names a day and hours; when a lesson of her length frees up
 * within them, it is offered to the students waiting, in the order they joined, and held for the
 * first one for a short time (WAITLIST_OFFER_HOLD_MINUTES).
 */

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** POST /api/waitlist: a day and hours on the student's clock, for a lesson of that length. */
export const WaitlistInputSchema = z
  .object(
    {
      date: z
        .string({ error: M.badDate })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.badDate })
        .refine(isCalendarDate, {
          error: M.badDate,
        }),
      fromTime: TimeOfDaySchema,
      toTime: TimeOfDaySchema,
      durationMinutes: z
        .number({ error: M.badDuration })
        .refine((minutes) => (LESSON_DURATIONS_MIN as readonly number[]).includes(minutes), { error: M.badDuration })
        .transform((minutes) => minutes as (typeof LESSON_DURATIONS_MIN)[number]),
      timeZone: z
        .string({ error: M.badTimeZone })
        .max(100, { error: M.badTimeZone })
        .refine(isKnownTimeZone, { error: M.badTimeZone })
        .optional()
        .meta({ description: 'The zone the hours are on; without it, the zone of the student’s visits.' }),
    },
    { error: M.badWaitlistEntry },
  )
  .refine(({ fromTime, toTime, durationMinutes }) => minutesOf(toTime) - minutesOf(fromTime) >= durationMinutes, {
    error: M.waitlistWindowTooShort,
    path: ['toTime'],
  });
export type WaitlistInput = z.infer<typeof WaitlistInputSchema>;

/** A student's waiting entry: the hours as instants, and the lesson length. */
export const WaitlistEntrySchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  durationMinutes: z.number().int(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/** A freed time held for the student until `heldUntil`: taking it asks for it as POST /api/lesson-requests would. */
export const WaitlistOfferSchema = z.object({
  id: z.string(),
  entryId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  heldUntil: z.string(),
});
export type WaitlistOffer = z.infer<typeof WaitlistOfferSchema>;

/** GET /api/waitlist: the student's waiting entries (earliest hours first) and the offers held for them. */
export const WaitlistResponseSchema = z.object({
  entries: z.array(WaitlistEntrySchema),
  offers: z.array(WaitlistOfferSchema),
});
export type WaitlistResponse = z.infer<typeof WaitlistResponseSchema>;
