import ical, { ICalEventStatus } from 'ical-generator';
import { CALENDAR_REFRESH_MINUTES } from '@lezioni/contracts';
import type { Lesson } from '../data/lessons.repository';
import type { BookingDeps } from './deps';

/**
 * A feed's lessons as an iCalendar file (RFC 5545), whose events calendar apps keep in step by UID:
 * the lesson's id, the same in every feed. Times are UTC, so each app shows them in its own zone; a
 * cancelled lesson stays, `STATUS:CANCELLED`, so a subscribed calendar drops it rather than missing
 * the change. The student's events name the teacher, the teacher's the student.
 */
export function calendarFileOf(deps: BookingDeps, feed: { role: 'admin' | 'student'; lessons: Lesson[] }): string {
  const { teacherName, teacherEmail, pageUrlOf } = deps.room;
  const calendar = ical({
    name: feed.role === 'admin' ? `${teacherName}: lessons` : `Italian lessons with ${teacherName}`,
    prodId: { company: 'lezioni', product: 'lessons', language: 'EN' },
    ttl: CALENDAR_REFRESH_MINUTES * 60,
  });
  for (const lesson of feed.lessons) {
    const roomUrl = pageUrlOf(lesson.id);
    calendar.createEvent({
      id: `${lesson.id}@${deps.calendar.uidDomain}`,
      start: lesson.startsAt,
      end: lesson.endsAt,
      summary: feed.role === 'admin' ? `Lesson with ${lesson.contactName}` : `Italian lesson with ${teacherName}`,
      description: `${lesson.bookingTypeName}\nLesson room: ${roomUrl}`,
      url: roomUrl,
      location: roomUrl,
      status: lesson.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: teacherEmail ? { name: teacherName, email: teacherEmail } : undefined,
    });
  }
  return calendar.toString();
}
