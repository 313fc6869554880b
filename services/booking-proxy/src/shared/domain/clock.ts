/**
 * `date` plus whole calendar months, in UTC; a day the target month lacks becomes its last day
 * (31 August + 6 months is 28 or 29 February): a lot never outlives its months, and the synced
 * window never reaches into the month after the one it names.
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The first of `moments` (ms) after `now`: when an answer that changes with the clock next does; null for never. */
export function firstAfter(moments: number[], now: Date): Date | null {
  const ahead = moments.filter((moment) => moment > now.getTime());
  return ahead.length > 0 ? new Date(Math.min(...ahead)) : null;
}
