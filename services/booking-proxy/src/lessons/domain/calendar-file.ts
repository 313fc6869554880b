import type { Language } from '@lezioni/contracts';
import { lessonCalendar } from '@lezioni/service-kit/calendar';
import { lessonUidOf, organizerOf } from '../../calendar/domain/reminders';
import type { SeriesWithOccurrences } from '../../requests/data/lesson-series.repository';
import { weeklyStarts } from '../../availability/domain/wall-clock';
import type { FeedContent } from './calendar-feeds';
import type { LessonsDeps } from './deps';

/** A feed's words in each language: the calendar's name, each lesson's summary, the room's label. */
const FEED_WORDS = {
  en: {
    teacherCalendar: (teacher: string) => `${teacher}: lessons`,
    studentCalendar: (teacher: string) => `Italian lessons with ${teacher}`,
    teacherLesson: (student: string) => `Lesson with ${student}`,
    studentLesson: (teacher: string) => `Italian lesson with ${teacher}`,
    room: 'Lesson room',
    weekly: (minutes: number) => `Weekly lesson, ${minutes} minutes. Each week's room opens from your dashboard.`,
  },
  it: {
    teacherCalendar: (teacher: string) => `${teacher}: lezioni`,
    studentCalendar: (teacher: string) => `Lezioni di italiano con ${teacher}`,
    teacherLesson: (student: string) => `Lezione con ${student}`,
    studentLesson: (teacher: string) => `Lezione di italiano con ${teacher}`,
    room: 'Aula della lezione',
    weekly: (minutes: number) =>
      `Lezione settimanale, ${minutes} minuti. L’aula di ogni settimana si apre dalla tua area personale.`,
  },
} satisfies Record<Language, unknown>;

/** The series' weeks whose lesson is booked, not cancelled and still at the week's time. */
const keptWeeks = (series: SeriesWithOccurrences) =>
  series.occurrences.filter(
    (week) => week.lessonId && !week.cancelled && week.lessonStartsAt?.getTime() === week.startsAt.getTime(),
  );

/**
 * A weekly series as one repeating event: from its first lesson to the last week it has reached
 * (so the feed shows no week not booked), every week not kept (passed over, cancelled, moved, not
 * booked for want of a credit) excluded. Its SEQUENCE grows with each week reached or excluded and
 * with its end, so calendars take each change as an update of the same UID.
 */
function seriesEvent(series: SeriesWithOccurrences) {
  const until = series.occurrences.at(-1)!.startsAt;
  const kept = new Set(keptWeeks(series).map((week) => week.startsAt.getTime()));
  const except = weeklyStarts(series.startsAt, series.timeZone, until).filter((week) => !kept.has(week.getTime()));
  return {
    startsAt: series.startsAt,
    endsAt: new Date(series.startsAt.getTime() + series.durationMinutes * 60_000),
    weekly: { timeZone: series.timeZone, until, except },
    sequence: series.sequence + series.occurrences.length + except.length,
  };
}

/**
 * A feed's lessons as an iCalendar file in its owner's language, whose events calendar apps keep in
 * step by UID. A cancelled lesson stays, `STATUS:CANCELLED`, so a subscribed calendar drops it rather
 * than missing the change. A weekly series is one repeating event with its exceptions, in place of
 * its lessons at their weeks' times (one moved stays an event of its own). The student's events
 * name the teacher, the teacher's the student.
 */
export function calendarFileOf(deps: LessonsDeps, feed: FeedContent): string {
  const { teacherName, pageUrlOf } = deps.room;
  const words = FEED_WORDS[feed.language];
  const isTeacher = feed.role === 'admin';
  const series = feed.series.filter((one) => one.occurrences.length > 0);
  const inSeries = new Set(
    feed.series.flatMap((one) =>
      one.occurrences.flatMap((week) =>
        week.lessonId && week.lessonStartsAt?.getTime() === week.startsAt.getTime() ? [week.lessonId] : [],
      ),
    ),
  );
  return lessonCalendar({
    name: isTeacher ? words.teacherCalendar(teacherName) : words.studentCalendar(teacherName),
    language: feed.language,
    lessons: [
      ...feed.lessons
        .filter((lesson) => !inSeries.has(lesson.id))
        .map((lesson) => ({
          uid: lessonUidOf(deps, lesson.id),
          startsAt: lesson.startsAt,
          endsAt: lesson.endsAt,
          summary: isTeacher ? words.teacherLesson(lesson.contactName) : words.studentLesson(teacherName),
          description: `${lesson.bookingTypeName}\n${words.room}: ${pageUrlOf(lesson.id)}`,
          url: pageUrlOf(lesson.id),
          isCancelled: lesson.cancelledAt !== null,
          sequence: lesson.sequence,
          organizer: organizerOf(deps),
        })),
      ...series.map((one) => ({
        uid: lessonUidOf(deps, one.id),
        ...seriesEvent(one),
        summary: isTeacher ? words.teacherLesson(one.studentName) : words.studentLesson(teacherName),
        description: words.weekly(one.durationMinutes),
        // No week kept (ended, every lesson ahead cancelled): cancelled, as a cancelled lesson stays.
        isCancelled: keptWeeks(one).length === 0,
        organizer: organizerOf(deps),
      })),
    ],
  });
}
