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
 * A calendar day, `YYYY-MM-DD` (a due date, the day a level was set), in the visitor's locale: "2 May 2030".
 * A day is not an instant: it is the same day in every zone, so its parts are written as UTC's, never
 * moved into the visitor's zone (which would show it a day early west of the zone it was read in).
 */
export function formatDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return dateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, date),
  );
}
