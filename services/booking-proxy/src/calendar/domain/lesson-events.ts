import type { CalendarData } from './deps';
import type { LessonSnapshot } from '../data/lessons.repository';
import type { LessonEventDraft } from '../../shared/data/outbox.repository';
import type { PlatformUser } from '../../shared/data/students.repository';

/** Lessons per outbox statement: a first sync publishes the whole calendar. */
const LESSONS_PER_BATCH = 500;

const toEvent = (lesson: LessonSnapshot, now: Date): LessonEventDraft => ({
  type: 'lesson.upserted',
  lesson: {
    id: lesson.id,
    studentId: lesson.studentId,
    startsAt: lesson.startsAt.toISOString(),
    endsAt: lesson.endsAt.toISOString(),
    durationMinutes: lesson.durationMinutes,
    title: lesson.bookingTypeName,
    cancelledAt: lesson.cancelledAt?.toISOString() ?? null,
    attendedAt: lesson.attendedAt?.toISOString() ?? null,
  },
  occurredAt: now.toISOString(),
});

/**
 * Writes a `lesson.upserted` for each of `bookingIds`, as the copy holds it now, to the outbox
 * (ARCHITECTURE D13): call it with the transaction that changed them, so the events commit with
 * the change. The relay sends them to the `lesson-events` stream.
 */
export async function publishLessons(data: CalendarData, bookingIds: string[], now: Date): Promise<void> {
  for (let start = 0; start < bookingIds.length; start += LESSONS_PER_BATCH) {
    const lessons = await data.lessons.snapshotsOf(bookingIds.slice(start, start + LESSONS_PER_BATCH));
    await data.outbox.addLessonEvents(lessons.map((lesson) => toEvent(lesson, now)));
  }
}

/** The address whose bookings are the user's (a verified student's), or null: the `/api/my-bookings` rule. */
const linkedEmailOf = (user: PlatformUser | undefined) =>
  user?.role === 'student' && user.emailVerified ? user.email : null;

/**
 * After the copy of a user changed from `before` to `after`: when that changed which bookings are
 * theirs (an address proven or changed, an account deleted), the lessons under the old and the new
 * address are published again, each with the student it belongs to now.
 */
export async function publishRelinkedLessons(
  data: CalendarData,
  before: PlatformUser | undefined,
  after: PlatformUser | undefined,
  now: Date,
): Promise<void> {
  const [was, is] = [linkedEmailOf(before), linkedEmailOf(after)];
  if (was === is) return;
  const emails = [was, is].filter((email): email is string => email !== null);
  const lessons = (await Promise.all(emails.map((email) => data.lessons.bookedBy(email)))).flat();
  await publishLessons(
    data,
    lessons.map((lesson) => lesson.id),
    now,
  );
}
