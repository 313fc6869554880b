import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus } from 'ical-generator';
import { CALENDAR_REFRESH_MINUTES, DEFAULT_LANGUAGE, type Language } from '@lezioni/contracts';
import { vtimezoneOf, wallClockIn } from './time-zones';

/** A lesson as an event of an iCalendar file (RFC 5545). */
export type CalendarLesson = {
  /** The same for the lesson wherever it appears (the feeds, the invitations): calendars keep one event per UID. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** The lesson's room. */
  url?: string;
  isCancelled: boolean;
  /** How often it changed: a calendar takes an event of the same UID with a higher SEQUENCE as its update. */
  sequence?: number;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
  /**
   * A weekly series (one event for all its lessons): `startsAt` is the first, repeated every week
   * at the same time on `timeZone`'s clock up to `until`, but for the weeks `except`.
   */
  weekly?: { timeZone: string; until: Date; except: Date[] };
};

/**
 * Lessons as an iCalendar file (ical-generator, 10.x: the last that runs on Node 20), times in UTC
 * so each calendar shows them in its own zone. A feed (booking-proxy's, `name` set) is fetched again
 * every CALENDAR_REFRESH_MINUTES; an invitation (the mailer's) is `method: 'request'`, which mail
 * clients offer to add. The texts are the caller's, in `language`, which the file's PRODID names.
 */
export function lessonCalendar(options: {
  lessons: CalendarLesson[];
  name?: string;
  method?: 'request' | 'cancel';
  /** The language the texts (name, summaries, descriptions) are written in; English when unsaid. */
  language?: Language;
}): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'lezioni', product: 'lessons', language: (options.language ?? DEFAULT_LANGUAGE).toUpperCase() },
    ...(options.name ? { ttl: CALENDAR_REFRESH_MINUTES * 60 } : {}),
    ...(options.method
      ? { method: options.method === 'request' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL }
      : {}),
  });
  for (const lesson of options.lessons) {
    const { weekly } = lesson;
    // A series' times are written on its zone's clock with its TZID, so each week keeps the wall-clock time.
    const onClock = (date: Date) => (weekly ? wallClockIn(date, weekly.timeZone) : date);
    calendar.createEvent({
      id: lesson.uid,
      start: onClock(lesson.startsAt),
      end: onClock(lesson.endsAt),
      ...(weekly && {
        timezone: weekly.timeZone,
        repeating: { freq: ICalEventRepeatingFreq.WEEKLY, until: weekly.until, exclude: weekly.except.map(onClock) },
      }),
      summary: lesson.summary,
      description: lesson.description,
      url: lesson.url,
      location: lesson.url,
      status: lesson.isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: lesson.sequence,
      organizer: lesson.organizer,
      attendees: lesson.attendee ? [lesson.attendee] : [],
    });
  }
  const series = options.lessons.flatMap((lesson) =>
    lesson.weekly ? [{ ...lesson.weekly, from: lesson.startsAt }] : [],
  );
  if (series.length > 0) {
    // Each zone's changes of offset over the weeks its series span, for calendars that do not know the zone.
    calendar.timezone({
      name: null,
      generator: (timeZone) => {
        const ofZone = series.filter((one) => one.timeZone === timeZone);
        const from = new Date(Math.min(...ofZone.map((one) => one.from.getTime())));
        const to = new Date(Math.max(...ofZone.map((one) => one.until.getTime())));
        return vtimezoneOf(timeZone, from, to);
      },
    });
  }
  return calendar.toString();
}
