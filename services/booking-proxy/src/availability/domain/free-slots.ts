import {
  BOOKING_MAX_AHEAD_MONTHS,
  BOOKING_MIN_NOTICE_HOURS,
  SCHEDULE_DEFAULTS,
  type DateHours,
  type HoursRange,
  type LESSON_DURATIONS_MIN,
  type WeeklyHours,
} from '@lezioni/contracts';
import { addCalendarMonths } from '../../shared/domain/clock';
import { isoWeekdayOf, localDateOf, minutesOfDay, nextDate, zonedTimeToUtc } from './wall-clock';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// Slots start every 15 minutes from a range's start; zones shift by whole quarter hours, so these stay wall-clock quarters.
export const SLOT_STEP_MIN = 15;

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export type LessonMinutes = (typeof LESSON_DURATIONS_MIN)[number];

/** What the teacher sets: her week; the terms (notice, horizon) hold for every booking. */
export interface Availability {
  week: WeeklyHours[];
  dates: DateHours[];
  timeZone?: string;
  bufferMinutes?: number;
}

/** What one answer is asked: a lesson's length within [from, to], given what already fills her time. */
export interface SlotQuery {
  /** Lessons, pending requests and her own calendar's events: each blocks its time and the buffer either side. */
  busy: Interval[];
  durationMinutes: LessonMinutes;
  from: Date;
  to: Date;
  now: Date;
}

/**
 * The lessons of `durationMinutes` the teacher is free for within [from, to], earliest first: each
 * inside one range of her hours on its local date, clear of every busy time and its buffer, at
 * least the minimum notice after `now` and ending within the horizon.
 */
export function findFreeSlots(availability: Availability, query: SlotQuery): Interval[] {
  const timeZone = availability.timeZone ?? SCHEDULE_DEFAULTS.timeZone;
  const bufferMinutes = availability.bufferMinutes ?? SCHEDULE_DEFAULTS.bufferMinutes;
  const earliestStart = Math.max(query.from.getTime(), query.now.getTime() + BOOKING_MIN_NOTICE_HOURS * HOUR_MS);
  const latestEnd = Math.min(query.to.getTime(), addCalendarMonths(query.now, BOOKING_MAX_AHEAD_MONTHS).getTime());
  const durationMs = query.durationMinutes * MINUTE_MS;
  if (earliestStart + durationMs > latestEnd) return [];

  const blocked = mergeBlocked(query.busy, bufferMinutes * MINUTE_MS);
  const hoursOnDate = hoursByDate(availability);
  const slots: Interval[] = [];
  // Slots come out in time order, so the first blocked time that may touch the next slot only moves forward.
  let next = 0;
  const lastDate = localDateOf(new Date(latestEnd), timeZone);
  for (let date = localDateOf(new Date(earliestStart), timeZone); date <= lastDate; date = nextDate(date)) {
    for (const range of hoursOnDate(date)) {
      const rangeStart = zonedTimeToUtc(date, range.start, timeZone).getTime();
      const rangeEnd = Math.min(zonedTimeToUtc(date, range.end, timeZone).getTime(), latestEnd);
      for (let start = rangeStart; start + durationMs <= rangeEnd; start += SLOT_STEP_MIN * MINUTE_MS) {
        if (start < earliestStart) continue;
        const end = start + durationMs;
        let blocking = blocked[next];
        while (blocking && blocking.end <= start) blocking = blocked[++next];
        if (blocking && blocking.start < end) continue;
        slots.push({ startsAt: new Date(start), endsAt: new Date(end) });
      }
    }
  }
  return slots;
}

interface Span {
  start: number;
  end: number;
}

/** Busy times widened by the buffer, sorted and merged: their ends rise with their starts, as the moving index needs. */
function mergeBlocked(busy: Interval[], bufferMs: number): Span[] {
  const widened = busy
    .map(({ startsAt, endsAt }) => ({ start: startsAt.getTime() - bufferMs, end: endsAt.getTime() + bufferMs }))
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of widened) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * A date's ranges, earliest first: its own if it has them, else its weekday's. Overlapping ranges
 * are read as one (09–12 and 11–14 is 09–14), so slots keep time order; ranges that only touch stay two.
 */
function hoursByDate({ week, dates }: Availability): (date: string) => HoursRange[] {
  const ownHours = new Map(dates.map(({ date, hours }) => [date, joinOverlapping(hours)]));
  const weekdayHours = new Map<number, HoursRange[]>();
  for (const weekday of [1, 2, 3, 4, 5, 6, 7]) {
    weekdayHours.set(weekday, joinOverlapping(week.filter((range) => range.weekday === weekday)));
  }
  return (date) => ownHours.get(date) ?? weekdayHours.get(isoWeekdayOf(date)) ?? [];
}

function joinOverlapping(ranges: HoursRange[]): HoursRange[] {
  const sorted = ranges
    .map(({ start, end }) => ({ start, end, from: minutesOfDay(start), to: minutesOfDay(end) }))
    .filter((range) => range.from < range.to)
    .sort((a, b) => a.from - b.from);
  const joined: typeof sorted = [];
  for (const range of sorted) {
    const last = joined.at(-1);
    if (last && range.from < last.to) {
      if (range.to > last.to) Object.assign(last, { end: range.end, to: range.to });
    } else joined.push({ ...range });
  }
  return joined.map(({ start, end }) => ({ start, end }));
}
