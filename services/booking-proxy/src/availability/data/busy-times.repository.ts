import type { Db } from '../../shared/data/db';

/** A time the teacher is taken. */
export type BusyTime = { startsAt: Date; endsAt: Date };

/**
 * What fills the teacher's time: the calendar copy's lessons that are not cancelled, the requests
 * awaiting her answer, the freed times held for students on the waitlist, and the busy times of
 * her own calendar (issue 44).
 */
export function createBusyTimesRepository(db: Db) {
  return {
    /**
     * Every lesson not cancelled, every pending request or held offer, and every busy time of her
     * own calendar that overlaps [from, to), earliest first; but for the lesson `exceptLessonId` and requests to move it (a lesson being moved
     * does not stand in its own way).
     */
    async between(from: Date, to: Date, exceptLessonId = ''): Promise<BusyTime[]> {
      const rows = await db
        .selectFrom('bookings')
        .select(['starts_at', 'ends_at'])
        .where('cancelled_at', 'is', null)
        .where('starts_at', '<', to)
        .where('ends_at', '>', from)
        .where('id', '<>', exceptLessonId)
        .unionAll(
          db
            .selectFrom('lesson_requests')
            .select(['starts_at', 'ends_at'])
            .where('status', 'in', ['pending', 'offered'])
            .where('starts_at', '<', to)
            .where('ends_at', '>', from)
            .where('lesson_id', '<>', exceptLessonId),
        )
        .unionAll(
          db
            .selectFrom('calendar_busy_times')
            .select(['starts_at', 'ends_at'])
            .where('starts_at', '<', to)
            .where('ends_at', '>', from),
        )
        .orderBy('starts_at')
        .execute();
      return rows.map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));
    },

    /** Whether lesson `lessonId` is the verified student `studentId`'s own (booked under their address). */
    async isStudentsLesson(lessonId: string, studentId: string): Promise<boolean> {
      const row = await db
        .selectFrom('bookings as b')
        .innerJoin('students as s', 's.email', 'b.contact_email')
        .select('b.id')
        .where('b.id', '=', lessonId)
        .where('s.id', '=', studentId)
        .where('s.role', '=', 'student')
        .where('s.email_verified', '=', true)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type BusyTimesRepository = ReturnType<typeof createBusyTimesRepository>;
