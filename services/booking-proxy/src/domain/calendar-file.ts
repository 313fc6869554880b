import { lessonCalendar } from '@lezioni/service-kit/calendar';
import type { Lesson } from '../data/lessons.repository';
import type { BookingDeps } from './deps';

/** A lesson's UID in every calendar file (the feeds, the reminder's invitation): its id at the site's host. */
export const lessonUidOf = (deps: BookingDeps, lessonId: string) => `${lessonId}@${deps.calendar.uidDomain}`;

/** The teacher as organiser of every lesson, when her address is known (ADMIN_EMAIL). */
export const organizerOf = (deps: BookingDeps) =>
  deps.room.teacherEmail ? { name: deps.room.teacherName, email: deps.room.teacherEmail } : undefined;

/**
 * A feed's lessons as an iCalendar file, whose events calendar apps keep in step by UID. A cancelled
 * lesson stays, `STATUS:CANCELLED`, so a subscribed calendar drops it rather than missing the change.
 * The student's events name the teacher, the teacher's the student.
 */
export function calendarFileOf(deps: BookingDeps, feed: { role: 'admin' | 'student'; lessons: Lesson[] }): string {
  const { teacherName, pageUrlOf } = deps.room;
  return lessonCalendar({
    name: feed.role === 'admin' ? `${teacherName}: lessons` : `Italian lessons with ${teacherName}`,
    lessons: feed.lessons.map((lesson) => ({
      uid: lessonUidOf(deps, lesson.id),
      startsAt: lesson.startsAt,
      endsAt: lesson.endsAt,
      summary: feed.role === 'admin' ? `Lesson with ${lesson.contactName}` : `Italian lesson with ${teacherName}`,
      description: `${lesson.bookingTypeName}\nLesson room: ${pageUrlOf(lesson.id)}`,
      url: pageUrlOf(lesson.id),
      isCancelled: lesson.cancelledAt !== null,
      organizer: organizerOf(deps),
    })),
  });
}
