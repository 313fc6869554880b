import { z } from 'zod';
import {
  AVAILABILITY_MESSAGES as M,
  BUSY_CALENDAR_ERRORS,
  SCHEDULE_MAX_BUFFER_MINUTES,
  SCHEDULE_MAX_DATES,
  SCHEDULE_MAX_RANGES_PER_DAY,
} from './availability-values';
import { BOOKING_MAX_AHEAD_MONTHS, LESSON_DURATIONS_MIN } from './constants';
import { isKnownTimeZone } from './time-zones';

/**
 * The teacher's own calendar (issue 44): her week, and the free times it leaves. Times of day are
 * `HH:MM` on her clock (`24:00` ends a day); instants are ISO 8601 strings in UTC.
 */

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
export const TimeOfDaySchema = z
  .string({ error: M.badTime })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: M.badTime });

const startsBeforeEnd = ({ start, end }: { start: string; end: string }) => minutesOf(start) < minutesOf(end);
export const HoursRangeSchema = z
  .object({ start: TimeOfDaySchema, end: TimeOfDaySchema })
  .refine(startsBeforeEnd, { error: M.badRange });
export type HoursRange = z.infer<typeof HoursRangeSchema>;

/** Whether two of `ranges` share a minute (touching, 09:00–12:00 and 12:00–15:00, is fine). */
const overlaps = (ranges: readonly HoursRange[]) => {
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  return sorted.some((range, i) => i > 0 && minutesOf(range.start) < minutesOf(sorted[i - 1]!.end));
};

/** Hours she works every such weekday. */
export const WeeklyHoursSchema = z
  .object({
    weekday: z
      .number({ error: M.badWeekday })
      .int({ error: M.badWeekday })
      .min(1, { error: M.badWeekday })
      .max(7, { error: M.badWeekday })
      .meta({ description: 'ISO: Monday 1 … Sunday 7.' }),
    start: TimeOfDaySchema,
    end: TimeOfDaySchema,
  })
  .refine(startsBeforeEnd, { error: M.badRange });
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

export const isCalendarDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};
/** A date's own hours in place of its weekday's; none is a day off. */
export const DateHoursSchema = z.object({
  date: z
    .string({ error: M.badDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.badDate })
    .refine(isCalendarDate, {
      error: M.badDate,
    }),
  hours: z
    .array(HoursRangeSchema, { error: M.badSchedule })
    .max(SCHEDULE_MAX_RANGES_PER_DAY, { error: M.tooManyRanges })
    .refine((hours) => !overlaps(hours), { error: M.overlappingRanges }),
});
export type DateHours = z.infer<typeof DateHoursSchema>;

const MAX_ADDRESS_LENGTH = 2_048;
/** A web address with no user name or password in it; the service alone insists on https (in production). */
const isCalendarAddress = (text: string) => {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
};

/** PUT /api/admin/schedule: her hours each weekday, the dates with hours of their own, her zone, the buffer. */
export const ScheduleSchema = z.object(
  {
    timeZone: z
      .string({ error: M.badTimeZone })
      .max(100, { error: M.badTimeZone })
      .refine(isKnownTimeZone, { error: M.badTimeZone })
      .meta({ description: 'Her IANA time zone: the hours are on its clock, across daylight-saving changes.' }),
    bufferMinutes: z
      .number({ error: M.badBuffer })
      .int({ error: M.badBuffer })
      .min(0, { error: M.badBuffer })
      .max(SCHEDULE_MAX_BUFFER_MINUTES, { error: M.badBuffer })
      .meta({ description: 'Minutes kept free before and after every lesson.' }),
    autoApproveReturning: z
      .boolean({ error: M.badSchedule })
      .default(false)
      .meta({ description: 'Requests of students who have had a lesson are approved at once.' }),
    week: z
      .array(WeeklyHoursSchema, { error: M.badSchedule })
      .max(7 * SCHEDULE_MAX_RANGES_PER_DAY, { error: M.tooManyRanges })
      .refine(
        (week) => [1, 2, 3, 4, 5, 6, 7].every((day) => !overlaps(week.filter(({ weekday }) => weekday === day))),
        {
          error: M.overlappingRanges,
        },
      ),
    dates: z
      .array(DateHoursSchema, { error: M.badSchedule })
      .max(SCHEDULE_MAX_DATES, { error: M.tooManyDates })
      .refine((dates) => new Set(dates.map(({ date }) => date)).size === dates.length, { error: M.repeatedDate }),
    busyCalendarUrl: z
      .string({ error: M.badBusyCalendarUrl })
      .max(MAX_ADDRESS_LENGTH, { error: M.badBusyCalendarUrl })
      .refine(isCalendarAddress, { error: M.badBusyCalendarUrl })
      .nullish()
      .meta({
        description:
          "Her own calendar's private iCalendar address: its events block her times; none when left out. A secret: hers alone to read.",
      }),
  },
  { error: M.badSchedule },
);
export type Schedule = z.infer<typeof ScheduleSchema>;

/** How the last reads of her calendar's address went: the last good one, the last try, and why it failed. */
export const BusyCalendarStatusSchema = z.object({
  lastReadAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  error: z.enum(BUSY_CALENDAR_ERRORS).nullable(),
});
export type BusyCalendarStatus = z.infer<typeof BusyCalendarStatusSchema>;

/** GET /api/admin/schedule and PUT's answer: her week as saved, and how her calendar's address reads. */
export const ScheduleAnswerSchema = ScheduleSchema.extend({
  busyCalendarUrl: z.string().nullable(),
  busyCalendar: BusyCalendarStatusSchema,
});
export type ScheduleAnswer = z.infer<typeof ScheduleAnswerSchema>;

const InstantSchema = z.iso.datetime({ offset: true, error: M.badWindow }).transform((value) => new Date(value));
const MAX_WINDOW_MS = (BOOKING_MAX_AHEAD_MONTHS * 31 + 1) * 24 * 60 * 60 * 1000;
const isWindow = (from: Date, to: Date) => from instanceof Date && to instanceof Date;
/**
 * GET /api/availability/slots?from=…&to=…&duration=25|50|75[&moving=<lesson id>]: with `moving`, a
 * student's own lesson they are moving does not stand in its own way (another's is a 404).
 */
export const SlotsQuerySchema = z
  .object({
    from: InstantSchema,
    to: InstantSchema,
    duration: z.coerce
      .number({ error: M.badDuration })
      .refine((minutes) => (LESSON_DURATIONS_MIN as readonly number[]).includes(minutes), { error: M.badDuration })
      .transform((minutes) => minutes as (typeof LESSON_DURATIONS_MIN)[number]),
    moving: z.string({ error: M.badMoving }).min(1, { error: M.badMoving }).max(200, { error: M.badMoving }).optional(),
  })
  // zod runs these even when a field failed: only two times are compared.
  .refine(({ from, to }) => !isWindow(from, to) || from < to, { error: M.badWindow })
  .refine(({ from, to }) => !isWindow(from, to) || to.getTime() - from.getTime() <= MAX_WINDOW_MS, {
    error: M.windowTooLong,
  });
export type SlotsQuery = z.infer<typeof SlotsQuerySchema>;

export const SlotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof SlotSchema>;
/**
 * Her free times for a lesson of `duration` minutes within [from, to], earliest first: inside her
 * hours, clear of lessons and their buffers, at least 24 hours and at most 3 months ahead.
 */
export const SlotsResponseSchema = z.object({ slots: z.array(SlotSchema) });
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;
