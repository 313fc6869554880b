import type { Language } from '@lezioni/contracts';
import { lessonCalendar } from '@lezioni/service-kit/calendar';
import type { Lesson } from '../data/lessons.repository';
import type { BookingDeps } from './deps';

/** A lesson's UID in every calendar file (the feeds, the reminder's invitation): its id at the site's host. */
export const lessonUidOf = (deps: BookingDeps, lessonId: string) => `${lessonId}@${deps.calendar.uidDomain}`;

/** The teacher as organiser of every lesson, when her address is known (ADMIN_EMAIL). */
export const organizerOf = (deps: BookingDeps) =>
  deps.room.teacherEmail ? { name: deps.room.teacherName, email: deps.room.teacherEmail } : undefined;

/** A feed's words in each language: the calendar's name, each lesson's summary, the room's label. */
const FEED_WORDS = {
  en: {
    teacherCalendar: (teacher: string) => `${teacher}: lessons`,
    studentCalendar: (teacher: string) => `Italian lessons with ${teacher}`,
    teacherLesson: (student: string) => `Lesson with ${student}`,
    studentLesson: (teacher: string) => `Italian lesson with ${teacher}`,
    room: 'Lesson room',
  },
  it: {
    teacherCalendar: (teacher: string) => `${teacher}: lezioni`,
    studentCalendar: (teacher: string) => `Lezioni di italiano con ${teacher}`,
    teacherLesson: (student: string) => `Lezione con ${student}`,
    studentLesson: (teacher: string) => `Lezione di italiano con ${teacher}`,
    room: 'Aula della lezione',
  },
} satisfies Record<Language, unknown>;

/**
 * A feed's lessons as an iCalendar file in its owner's language, whose events calendar apps keep in
 * step by UID. A cancelled lesson stays, `STATUS:CANCELLED`, so a subscribed calendar drops it rather
 * than missing the change. The student's events name the teacher, the teacher's the student.
 */
export function calendarFileOf(
  deps: BookingDeps,
  feed: { role: 'admin' | 'student'; lessons: Lesson[]; language: Language },
): string {
  const { teacherName, pageUrlOf } = deps.room;
  const words = FEED_WORDS[feed.language];
  const isTeacher = feed.role === 'admin';
  return lessonCalendar({
    name: isTeacher ? words.teacherCalendar(teacherName) : words.studentCalendar(teacherName),
    language: feed.language,
    lessons: feed.lessons.map((lesson) => ({
      uid: lessonUidOf(deps, lesson.id),
      startsAt: lesson.startsAt,
      endsAt: lesson.endsAt,
      summary: isTeacher ? words.teacherLesson(lesson.contactName) : words.studentLesson(teacherName),
      description: `${lesson.bookingTypeName}\n${words.room}: ${pageUrlOf(lesson.id)}`,
      url: pageUrlOf(lesson.id),
      isCancelled: lesson.cancelledAt !== null,
      organizer: organizerOf(deps),
    })),
  });
}
