import { dateTimeFormat } from './intl';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

/** A time in the visitor's own locale and time zone: "Wed, 1 May, 12:00". */
export const formatDateTime = (date: Date | string) => dateTimeFormat(undefined, DATE_TIME).format(new Date(date));

/**
 * A lesson's time, where the zone matters (a student and the teacher live in different ones): in the
 * visitor's locale and zone, the zone named: "Wed, 1 May, 12:00 (Europe/Rome)".
 */
export function formatLessonTime(date: Date | string): string {
  const format = dateTimeFormat(undefined, DATE_TIME);
  return `${format.format(new Date(date))} (${format.resolvedOptions().timeZone})`;
}

/**
 * A weekly lesson's day and time on the clock of the zone that keeps it (the teacher's), in the
 * visitor's locale, the zone named: `{ weekday: 'Tuesday', time: '18:00 (Europe/Rome)' }`.
 */
export function formatWeekly(firstStartsAt: string, timeZone: string): { weekday: string; time: string } {
  const first = new Date(firstStartsAt);
  return {
    weekday: dateTimeFormat(undefined, { weekday: 'long', timeZone }).format(first),
    time: `${dateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone }).format(first)} (${timeZone})`,
  };
}

/** Year, month (1–12) and day of a calendar day written `YYYY-MM-DD`. */
function partsOfDay(day: string): [number, number, number] {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

/**
 * A calendar day, `YYYY-MM-DD` (a due date, the day a level was set), in the visitor's locale: "2 May 2030".
 * A day is not an instant: it is the same day in every zone, so its parts are written as UTC's, never
 * moved into the visitor's zone (which would show it a day early west of the zone it was read in).
 */
export function formatDay(day: string): string {
  const [year, month, date] = partsOfDay(day);
  return dateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, date),
  );
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};

/** What the visitor's clock and calendar say at `instant`, in their zone, as if that were UTC (ms). */
function wallClockOf(instant: number): { day: string; asUtc: number } {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', WALL_CLOCK)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
    asUtc: Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second),
  };
}

/**
 * The calendar day, `YYYY-MM-DD`, that `date` falls on for the visitor: in the zone the pages write
 * times in (the account's choice, the rendered visitor's on the server), not the device's own.
 */
export const calendarDayOf = (date: Date): string => wallClockOf(date.getTime()).day;

/** When calendar day `day` (`YYYY-MM-DD`) ends for the visitor: the first instant of the next one in their zone. */
export function dayEndOf(day: string): Date {
  const [year, month, date] = partsOfDay(day);
  const nextMidnight = Date.UTC(year, month - 1, date + 1);
  // That wall-clock time as an instant: moved by the zone's offset, again if a clock change lies between.
  let instant = nextMidnight;
  for (let step = 0; step < 2; step += 1) instant += nextMidnight - wallClockOf(instant).asUtc;
  return new Date(instant);
}
