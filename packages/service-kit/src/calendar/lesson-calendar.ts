import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { CALENDAR_REFRESH_MINUTES, DEFAULT_LANGUAGE, type Language } from '@lezioni/contracts';

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
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
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
    calendar.createEvent({
      id: lesson.uid,
      start: lesson.startsAt,
      end: lesson.endsAt,
      summary: lesson.summary,
      description: lesson.description,
      url: lesson.url,
      location: lesson.url,
      status: lesson.isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: lesson.organizer,
      attendees: lesson.attendee ? [lesson.attendee] : [],
    });
  }
  return calendar.toString();
}
