import ICAL from 'ical.js';
import { isKnownTimeZone } from '@lezioni/contracts';
import type { Interval } from './free-slots';
import { zonedTimeToUtc } from './wall-clock';

/**
 * Occurrences walked per recurring event at most, from its first (the library cannot skip ahead):
 * a daily event since 1970 is about 21,000; a rule every minute stops here, after about a second.
 */
const MAX_OCCURRENCES_PER_EVENT = 50_000;
/** Busy times kept from one file at most: months of a very full calendar are a few hundred. */
export const MAX_BUSY_TIMES = 10_000;

/** The text read is not an iCalendar file. */
export class NotACalendar extends Error {
  override name = 'NotACalendar';
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (time: ICAL.Time) => `${time.year}-${pad(time.month)}-${pad(time.day)}`;

/**
 * The instant `time` stands for. A date (an all-day event) starts at midnight on `timeZone`'s
 * clock, her zone. A time with a zone the file defines (or UTC) is exact; a floating one (no zone,
 * or a TZID the file left undefined) is read on the clock of its TZID when that names an IANA zone,
 * else on hers.
 */
function instantOf(time: ICAL.Time, tzid: string | undefined, timeZone: string): Date {
  if (time.isDate) return zonedTimeToUtc(dateOf(time), '00:00', timeZone);
  if (time.zone !== ICAL.Timezone.localTimezone) return time.toJSDate();
  const zone = tzid && isKnownTimeZone(tzid) ? tzid : timeZone;
  const minute = zonedTimeToUtc(dateOf(time), `${pad(time.hour)}:${pad(time.minute)}`, zone);
  return new Date(minute.getTime() + time.second * 1000);
}

/** Whether an event (or one occurrence's exception) leaves her free: cancelled, or shown as free. */
function isFree(event: ICAL.Event): boolean {
  const status = event.component.getFirstPropertyValue('status');
  const transparency = event.component.getFirstPropertyValue('transp');
  return String(status).toUpperCase() === 'CANCELLED' || String(transparency).toUpperCase() === 'TRANSPARENT';
}

const tzidOf = (event: ICAL.Event) => {
  const tzid = event.component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
};

function parseCalendar(text: string): ICAL.Component {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (err) {
    throw new NotACalendar('not iCalendar text', { cause: err });
  }
  // A file of several calendars parses to a list of them; hers is one.
  const first: unknown = Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal[0] : jcal;
  if (!Array.isArray(first) || first[0] !== 'vcalendar') throw new NotACalendar('no VCALENDAR');
  return new ICAL.Component(first as unknown[]);
}

/**
 * The times an iCalendar file says she is busy within `window`, earliest first: each event's, and
 * each occurrence of a recurring one (RRULE, RDATE, less EXDATE; an occurrence moved or changed
 * by its own VEVENT with RECURRENCE-ID is taken as changed), but for cancelled ones and those shown
 * as free (TRANSP:TRANSPARENT). All-day events block her whole days, on her clock (`timeZone`).
 * An event the library cannot read is left out; a file that is no calendar throws NotACalendar.
 */
export function busyTimesInFile(text: string, window: Interval, timeZone: string): Interval[] {
  const calendar = parseCalendar(text);
  const masters: ICAL.Event[] = [];
  const byUid = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) {
      exceptions.push(event);
    } else {
      masters.push(event);
      if (event.uid) byUid.set(event.uid, event);
    }
  }
  for (const exception of exceptions) {
    const master = byUid.get(exception.uid);
    // An exception whose series is not in the file stands for itself.
    if (master) master.relateException(exception);
    else masters.push(exception);
  }

  const from = window.startsAt.getTime();
  const to = window.endsAt.getTime();
  const busy: Interval[] = [];
  const add = (event: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (isFree(event)) return;
    const tzid = tzidOf(event);
    const startsAt = instantOf(start, tzid, timeZone);
    const endsAt = instantOf(end, tzid, timeZone);
    if (startsAt.getTime() < to && endsAt.getTime() > from && endsAt > startsAt) busy.push({ startsAt, endsAt });
  };

  for (const event of masters) {
    try {
      if (!event.isRecurring()) {
        add(event, event.startDate, event.endDate);
        continue;
      }
      const occurrences = event.iterator();
      for (let walked = 0; walked < MAX_OCCURRENCES_PER_EVENT; walked += 1) {
        const occurrence = occurrences.next();
        if (!occurrence || instantOf(occurrence, tzidOf(event), timeZone).getTime() >= to) break;
        const details = event.getOccurrenceDetails(occurrence);
        add(details.item, details.startDate, details.endDate);
      }
    } catch {
      // One event the library cannot read (a broken rule or date) leaves the others standing.
    }
  }
  return busy.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).slice(0, MAX_BUSY_TIMES);
}
