import { localDayStart } from '@lezioni/contracts/values';
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

/** A calendar day, `YYYY-MM-DD` (a due date, the day a level was set), as that day in the visitor's locale: "2 May 2030". */
export const formatDay = (day: string) =>
  dateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(localDayStart(day));
