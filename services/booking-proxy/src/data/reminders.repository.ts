import { sql } from 'kysely';
import type { Language } from '@lezioni/contracts';
import type { Db } from './db';
import { toLesson, type Lesson } from './lessons.repository';

/**
 * A lesson whose reminder must change, with its platform student's name, the zone of their last
 * visit and their account's language (null: no platform student, or not known).
 */
export type LessonToRemind = Lesson & {
  studentName: string | null;
  studentTimeZone: string | null;
  studentLanguage: Language | null;
};

/** Which reminder mail each lesson has scheduled (`bookings.reminder_for`): the reminders' own column. */
export function createRemindersRepository(db: Db) {
  return {
    /**
     * Lessons whose reminder is not what it should be: one of a verified platform student's lessons more than
     * `leadMs` ahead with none scheduled, or one scheduled for a start time the lesson no longer has
     * (moved or cancelled).
     */
    async lessonsToChange(now: Date, leadMs: number): Promise<LessonToRemind[]> {
      const rows = await db
        .selectFrom('bookings as b')
        .leftJoin('students as s', (join) =>
          join.onRef('s.email', '=', 'b.contact_email').on('s.role', '=', 'student').on('s.email_verified', '=', true),
        )
        .selectAll('b')
        .select(['s.name as student_name', 's.time_zone as student_time_zone', 's.language as student_language'])
        .where((eb) =>
          eb.or([
            eb.and([
              eb('b.reminder_for', 'is not', null),
              eb.or([eb('b.cancelled_at', 'is not', null), eb('b.reminder_for', '<>', eb.ref('b.starts_at'))]),
            ]),
            eb.and([
              eb('b.reminder_for', 'is', null),
              eb('b.cancelled_at', 'is', null),
              eb('s.id', 'is not', null),
              eb('b.starts_at', '>', new Date(now.getTime() + leadMs)),
            ]),
          ]),
        )
        .orderBy('b.starts_at')
        .execute();
      return rows.map(({ student_name, student_time_zone, student_language, ...row }) => ({
        ...toLesson(row),
        studentName: student_name,
        studentTimeZone: student_time_zone,
        studentLanguage: student_language,
      }));
    },

    /** Records the reminder now scheduled, unless another run changed it meanwhile; true when written. */
    async record(lessonId: string, from: Date | null, to: Date | null): Promise<boolean> {
      const result = await db
        .updateTable('bookings')
        .set({ reminder_for: to })
        .where('id', '=', lessonId)
        .where(sql<boolean>`reminder_for is not distinct from ${from}`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
