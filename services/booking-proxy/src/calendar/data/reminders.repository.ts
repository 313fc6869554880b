import { sql } from 'kysely';
import type { Language } from '@lezioni/contracts';
import type { Confirmation, Db } from '../../shared/data/db';
import { toLesson, type Lesson } from './lessons.repository';

/**
 * A lesson whose mails must change, with what became of its confirmation, its platform student's
 * name, the zone of their last visit and their account's language (null: no platform student, or
 * not known).
 */
export type LessonToRemind = Lesson & {
  confirmation: Confirmation | null;
  studentName: string | null;
  studentTimeZone: string | null;
  studentLanguage: Language | null;
};

type LessonRow = Parameters<typeof toLesson>[0] & {
  student_name: string | null;
  student_time_zone: string | null;
  student_language: Language | null;
};
const toLessonToRemind = ({ student_name, student_time_zone, student_language, ...row }: LessonRow) => ({
  ...toLesson(row),
  confirmation: row.confirmation,
  studentName: student_name,
  studentTimeZone: student_time_zone,
  studentLanguage: student_language,
});

/**
 * The lesson mails' own columns: which reminder each lesson has scheduled (`bookings.reminder_for`)
 * and what became of its booking confirmation (`bookings.confirmation`).
 */
export function createRemindersRepository(db: Db) {
  /** The copy's lessons with the verified platform student whose address they carry, if any (`lessonsOfStudent`'s rule). */
  const lessonsWithStudent = () =>
    db
      .selectFrom('bookings as b')
      .leftJoin('students as s', (join) =>
        join.onRef('s.email', '=', 'b.contact_email').on('s.role', '=', 'student').on('s.email_verified', '=', true),
      )
      .selectAll('b')
      .select([
        's.id as student_id',
        's.name as student_name',
        's.time_zone as student_time_zone',
        's.language as student_language',
      ]);

  return {
    /**
     * Lessons the sync copied and no run decided on a confirmation for yet, each with its verified
     * platform student (null: none, so no confirmation).
     */
    async lessonsToConfirm(): Promise<Array<LessonToRemind & { studentId: string | null }>> {
      const rows = await lessonsWithStudent().where('b.confirmation', 'is', null).orderBy('b.starts_at').execute();
      return rows.map(({ student_id, ...row }) => ({ ...toLessonToRemind(row), studentId: student_id }));
    },

    /** Records what became of a lesson's confirmation, unless another run changed it meanwhile; true when written. */
    async recordConfirmation(lessonId: string, from: Confirmation | null, to: Confirmation | null): Promise<boolean> {
      const result = await db
        .updateTable('bookings')
        .set({ confirmation: to })
        .where('id', '=', lessonId)
        .where(sql<boolean>`confirmation is not distinct from ${from}`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Lessons whose reminder is not what it should be: one of a verified platform student's lessons more than
     * `leadMs` ahead with none scheduled, or one scheduled for a start time the lesson no longer has
     * (moved or cancelled); and the cancelled lessons whose confirmation went out.
     */
    async lessonsToChange(now: Date, leadMs: number): Promise<Array<LessonToRemind & { studentId: string | null }>> {
      const rows = await lessonsWithStudent()
        .where((eb) =>
          eb.or([
            eb.and([eb('b.confirmation', '=', 'sent'), eb('b.cancelled_at', 'is not', null)]),
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
      return rows.map(({ student_id, ...row }) => ({ ...toLessonToRemind(row), studentId: student_id }));
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
