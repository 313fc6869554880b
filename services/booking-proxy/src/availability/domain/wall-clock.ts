import { offsetMinutesAt, wallClockParts } from '@lezioni/service-kit/calendar';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export { offsetMinutesAt };

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Minutes since midnight of `HH:MM`; `24:00` is the day's end. */
export function minutesOfDay(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || Number(match[2]) > 59 || minutes > 24 * 60) throw new RangeError(`Not an HH:MM time: ${time}`);
  return minutes;
}

/**
 * The instant the clocks of `timeZone` read `time` on `date`. A time the spring change skips
 * (02:30 in Rome on the last Sunday of March) moves forward by the gap, to 03:30; a time the
 * autumn change shows twice is its first showing, still on summer time (as Temporal's
 * 'compatible'): a lesson is never placed in an hour that does not exist, nor an hour late.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = parseDate(date);
  const wallAsUtc = Date.UTC(year, month - 1, day) + minutesOfDay(time) * MINUTE_MS;
  // A zone changes its offset at most once within a day, so the offsets a day either side are
  // the two it can have here; try the earlier one first.
  const offsetBefore = offsetMinutesAt(wallAsUtc - DAY_MS, timeZone);
  const offsetAfter = offsetMinutesAt(wallAsUtc + DAY_MS, timeZone);
  for (const offset of [offsetBefore, offsetAfter]) {
    const candidate = wallAsUtc - offset * MINUTE_MS;
    if (offsetMinutesAt(candidate, timeZone) === offset) return new Date(candidate);
  }
  // In the gap neither offset reads the time: the one before the change carries it past the gap.
  return new Date(wallAsUtc - offsetBefore * MINUTE_MS);
}

/** The calendar date (`YYYY-MM-DD`) that `timeZone`'s clocks show at `instant`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClockParts(instant.getTime(), timeZone);
  return formatDate(Date.UTC(year, month - 1, day));
}

/** The time of day (`HH:MM`) that `timeZone`'s clocks show at `instant`. */
export function localTimeOf(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClockParts(instant.getTime(), timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The calendar date `days` after `date`, counted on the calendar, not in hours (a day may last 23 or 25). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return formatDate(Date.UTC(year, month - 1, day + days));
}

/** The calendar date after `date`. */
export const nextDate = (date: string): string => addDays(date, 1);

/**
 * The weekly starts from `first` up to `until`: the same weekday and time on `timeZone`'s clock,
 * counted on the calendar, so 18:00 stays 18:00 across daylight-saving changes (a weekly series).
 */
export function weeklyStarts(first: Date, timeZone: string, until: Date): Date[] {
  const date = localDateOf(first, timeZone);
  const time = localTimeOf(first, timeZone);
  const starts: Date[] = [];
  for (let week = 0; ; week += 1) {
    const startsAt = week === 0 ? first : zonedTimeToUtc(addDays(date, 7 * week), time, timeZone);
    if (startsAt > until) return starts;
    starts.push(startsAt);
  }
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekdayOf(date: string): number {
  const [year, month, day] = parseDate(date);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

function formatDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}
