import type { Slot } from '@lezioni/contracts';
import { BOOKING_MAX_AHEAD_MONTHS } from '@lezioni/contracts/values';
import { calendarDayOf, dateTimeFormat } from '@lezioni/web-kit';
import type { StudentT } from '../texts';

/** How many days of free times are asked for at first, and added by "Show later days". */
export const SLOT_PAGE_DAYS = 14;
const DAY_MS = 24 * 3_600_000;

/** The last instant she can be booked for, seen from `start`: the server lists nothing later. */
export function lastBookable(start: number): number {
  const last = new Date(start);
  last.setMonth(last.getMonth() + BOOKING_MAX_AHEAD_MONTHS);
  return last.getTime();
}

/** The end of the window after `pages` pages of days from `start`, never past what can be booked. */
export const windowEnd = (start: number, pages: number): number =>
  Math.min(start + pages * SLOT_PAGE_DAYS * DAY_MS, lastBookable(start));

/** Free times by calendar day in the visitor's zone, days and times in order as the server lists them. */
export function groupByDay(slots: readonly Slot[]): { day: string; slots: [Slot, ...Slot[]] }[] {
  const days = new Map<string, [Slot, ...Slot[]]>();
  for (const slot of slots) {
    const day = calendarDayOf(new Date(slot.startsAt));
    const earlier = days.get(day);
    if (earlier) earlier.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** "Tuesday 8 December", in the visitor's locale and zone. */
export const formatSlotDay = (iso: string) =>
  dateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));

/** "10:00", in the visitor's locale and zone. */
export const formatSlotTime = (iso: string) =>
  dateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The zone the times are written in, named for the visitor: "Europe/Rome". */
export const shownTimeZone = () => dateTimeFormat(undefined, { hour: '2-digit' }).resolvedOptions().timeZone;

/** A lesson named in full, for a button's name or a sentence: "Tuesday 8 December, 10:00, 50 minutes". */
export const describeLesson = (t: StudentT, startsAt: string, minutes: number) =>
  t('freeTimes.lessonName', { day: formatSlotDay(startsAt), time: formatSlotTime(startsAt), minutes });
