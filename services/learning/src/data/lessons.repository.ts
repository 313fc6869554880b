import { sql } from 'kysely';
import { upsertNewerVersion } from '@lezioni/service-kit';
import type { LearningLesson, LessonEvent } from '@lezioni/contracts';
import type { Db, LessonsTable } from './db';

type LessonRow = Pick<
  LessonsTable,
  'id' | 'student_id' | 'starts_at' | 'ends_at' | 'duration_minutes' | 'title' | 'cancelled_at' | 'attended_at'
>;

export const toLesson = (row: LessonRow): LearningLesson => ({
  id: row.id,
  studentId: row.student_id,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  durationMinutes: row.duration_minutes,
  title: row.title,
  cancelledAt: row.cancelled_at?.toISOString() ?? null,
  attendedAt: row.attended_at?.toISOString() ?? null,
});

const optionalDate = (value: string | null) => (value === null ? null : new Date(value));

export function createLessonsRepository(db: Db) {
  return {
    /** Applies a lesson from booking-proxy's events, unless the copy already holds that version or a newer one. */
    async apply(lesson: LessonEvent['lesson'], version: number, now: Date): Promise<void> {
      await upsertNewerVersion(db, 'lessons', {
        id: lesson.id,
        student_id: lesson.studentId,
        starts_at: new Date(lesson.startsAt),
        ends_at: new Date(lesson.endsAt),
        duration_minutes: lesson.durationMinutes,
        title: lesson.title,
        cancelled_at: optionalDate(lesson.cancelledAt),
        attended_at: optionalDate(lesson.attendedAt),
        version,
        updated_at: now,
      });
    },

    /**
     * The lesson's student, with its row locked until the transaction ends: an event of the same
     * lesson applied meanwhile waits and then reads the student this one leaves. Undefined when new.
     */
    async lockStudentOf(id: string): Promise<string | null | undefined> {
      if (!db.isTransaction) throw new Error('lockStudentOf must run in a transaction');
      const row = await db
        .selectFrom('lessons')
        .select('student_id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      return row?.student_id;
    },

    async findById(id: string): Promise<LearningLesson | undefined> {
      const row = await db.selectFrom('lessons').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toLesson(row);
    },

    /** The student's lessons ended by `now` and not cancelled: how many, and their booked minutes. */
    async takenBy(studentId: string, now: Date): Promise<{ count: number; minutes: number }> {
      const row = await db
        .selectFrom('lessons')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number>('duration_minutes'), sql<number>`0`).as('minutes'),
        ])
        .where('student_id', '=', studentId)
        .where('cancelled_at', 'is', null)
        .where('ends_at', '<=', now)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), minutes: Number(row.minutes) };
    },

    /**
     * The Mondays (`YYYY-MM-DD`) of the weeks in `timeZone` in which the student had a lesson
     * started by `now` and not cancelled, newest first, and the Monday of `now`'s week.
     */
    async lessonWeeks(studentId: string, now: Date, timeZone: string): Promise<{ thisWeek: string; weeks: string[] }> {
      const weekOf = (instant: unknown) =>
        sql<string>`to_char(date_trunc('week', ${instant}::timestamptz at time zone ${timeZone}), 'YYYY-MM-DD')`;
      const [rows, current] = await Promise.all([
        db
          .selectFrom('lessons')
          .select(weekOf(sql.ref('starts_at')).as('week'))
          .distinct()
          .where('student_id', '=', studentId)
          .where('cancelled_at', 'is', null)
          .where('starts_at', '<=', now)
          .orderBy('week', 'desc')
          .execute(),
        sql<{ week: string }>`select ${weekOf(now)} as week`.execute(db),
      ]);
      return { thisWeek: current.rows[0]!.week, weeks: rows.map((row) => row.week) };
    },
  };
}
export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
