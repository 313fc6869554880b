import { z } from 'zod';
import { LessonRequestInputSchema } from './lesson-requests';

/**
 * A standing weekly lesson (issue 44): the student asks once for a weekly time, she approves once,
 * and each week's lesson is booked up to the horizon as the student's credits allow.
 */

/** POST /api/lesson-series: the first lesson, one of her free times; the rest follow weekly at that time on her clock. */
export const LessonSeriesInputSchema = LessonRequestInputSchema;
export type LessonSeriesInput = z.infer<typeof LessonSeriesInputSchema>;

export const LESSON_SERIES_STATUSES = ['pending', 'active', 'paused', 'ended', 'declined', 'expired'] as const;
export const LessonSeriesStatusSchema = z.enum(LESSON_SERIES_STATUSES);
export type LessonSeriesStatus = z.infer<typeof LessonSeriesStatusSchema>;

/** A series as its student sees it. */
export const LessonSeriesSchema = z.object({
  id: z.string(),
  status: LessonSeriesStatusSchema,
  /** The first lesson's start. */
  firstStartsAt: z.string(),
  durationMinutes: z.number().int(),
  /** Her zone, whose clock keeps the weekly time (18:00 stays 18:00 across daylight saving). */
  timeZone: z.string(),
  /** The weekday (1 Monday … 7 Sunday) and time (HH:MM) on her clock. */
  weekday: z.number().int().min(1).max(7),
  time: z.string(),
  /** The next week's lesson within the booking horizon not booked yet, if any. */
  nextUnbooked: z.string().nullable(),
  /** True when that lesson cannot be booked: the student has no credit left. */
  creditsShort: z.boolean(),
});
export type LessonSeries = z.infer<typeof LessonSeriesSchema>;
export const LessonSeriesListSchema = z.object({ series: z.array(LessonSeriesSchema) });
export type LessonSeriesList = z.infer<typeof LessonSeriesListSchema>;

/** GET /api/admin/lesson-series: those awaiting her answer or running, with who asks. */
export const AdminLessonSeriesSchema = LessonSeriesSchema.extend({
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminLessonSeries = z.infer<typeof AdminLessonSeriesSchema>;
export const AdminLessonSeriesListSchema = z.object({ series: z.array(AdminLessonSeriesSchema) });
export type AdminLessonSeriesList = z.infer<typeof AdminLessonSeriesListSchema>;
