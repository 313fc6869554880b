import { sql, type Selectable } from 'kysely';
import type { LessonSeriesStatus } from '@lezioni/contracts';
import type { Db, LessonSeriesTable } from '../../shared/data/db';

/** A weekly series as this service works with it. */
export type StoredSeries = {
  id: string;
  studentId: string;
  firstRequestId: string;
  /** The first lesson's start: the weekday and time, on `timeZone`'s clock, of every week's. */
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  status: LessonSeriesStatus;
  createdAt: Date;
  endedAt: Date | null;
  sequence: number;
  warnedFor: Date | null;
};

/** A week the series reached: its lesson (where it is now, and whether cancelled), or none when passed over. */
export type Occurrence = {
  startsAt: Date;
  lessonId: string | null;
  lessonStartsAt: Date | null;
  cancelled: boolean;
};

/** A series with whose it is and the weeks it reached, for the feeds. */
export type SeriesWithOccurrences = StoredSeries & { studentName: string; occurrences: Occurrence[] };

const toSeries = (row: Selectable<LessonSeriesTable>): StoredSeries => ({
  id: row.id,
  studentId: row.student_id,
  firstRequestId: row.first_request_id,
  startsAt: row.starts_at,
  durationMinutes: row.duration_minutes,
  timeZone: row.time_zone,
  status: row.status,
  createdAt: row.created_at,
  endedAt: row.ended_at,
  sequence: row.sequence,
  warnedFor: row.warned_for,
});

const RUNNING: LessonSeriesStatus[] = ['pending', 'active', 'paused'];

/** Students' standing weekly lessons (issue 44) and the weeks each has reached. */
export function createLessonSeriesRepository(db: Db) {
  async function occurrencesOf(seriesIds: string[]): Promise<Map<string, Occurrence[]>> {
    const bySeries = new Map<string, Occurrence[]>(seriesIds.map((id) => [id, []]));
    if (seriesIds.length === 0) return bySeries;
    const rows = await db
      .selectFrom('lesson_series_occurrences as o')
      .leftJoin('bookings as b', 'b.id', 'o.lesson_id')
      .select(['o.series_id', 'o.starts_at', 'o.lesson_id', 'b.starts_at as lesson_starts_at', 'b.cancelled_at'])
      .where('o.series_id', 'in', seriesIds)
      .orderBy('o.starts_at')
      .execute();
    for (const row of rows) {
      bySeries.get(row.series_id)?.push({
        startsAt: row.starts_at,
        lessonId: row.lesson_id,
        lessonStartsAt: row.lesson_starts_at,
        cancelled: row.cancelled_at !== null,
      });
    }
    return bySeries;
  }

  return {
    async add(series: Omit<StoredSeries, 'endedAt' | 'sequence' | 'warnedFor'>): Promise<void> {
      await db
        .insertInto('lesson_series')
        .values({
          id: series.id,
          student_id: series.studentId,
          first_request_id: series.firstRequestId,
          starts_at: series.startsAt,
          duration_minutes: series.durationMinutes,
          time_zone: series.timeZone,
          status: series.status,
          created_at: series.createdAt,
          decided_at: null,
          ended_at: null,
          warned_for: null,
        })
        .execute();
    },

    async find(id: string): Promise<StoredSeries | undefined> {
      const row = await db.selectFrom('lesson_series').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toSeries(row);
    },

    /** The series, locked until the transaction ends: two changes of it never both pass. */
    async findForUpdate(id: string): Promise<StoredSeries | undefined> {
      const row = await db.selectFrom('lesson_series').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      return row && toSeries(row);
    },

    /** The student's series not over (pending, active, paused), first lesson first. */
    async runningOf(studentId: string): Promise<StoredSeries[]> {
      const rows = await db
        .selectFrom('lesson_series')
        .selectAll()
        .where('student_id', '=', studentId)
        .where('status', 'in', RUNNING)
        .orderBy('starts_at')
        .execute();
      return rows.map(toSeries);
    },

    /** Every series not over, with who asks, first lesson first: her list. */
    async runningWithStudents(): Promise<(StoredSeries & { studentName: string; studentEmail: string })[]> {
      const rows = await db
        .selectFrom('lesson_series as l')
        .innerJoin('students as s', 's.id', 'l.student_id')
        .selectAll('l')
        .select(['s.name as student_name', 's.email as student_email'])
        .where('l.status', 'in', RUNNING)
        .orderBy('l.starts_at')
        .execute();
      return rows.map((row) => ({ ...toSeries(row), studentName: row.student_name, studentEmail: row.student_email }));
    },

    /** Active series: those whose weeks are booked. */
    async active(): Promise<StoredSeries[]> {
      const rows = await db.selectFrom('lesson_series').selectAll().where('status', '=', 'active').execute();
      return rows.map(toSeries);
    },

    /** The series whose first lesson `requestId` asks for, if any. */
    async findByFirstRequest(requestId: string): Promise<StoredSeries | undefined> {
      const row = await db
        .selectFrom('lesson_series')
        .selectAll()
        .where('first_request_id', '=', requestId)
        .executeTakeFirst();
      return row && toSeries(row);
    },

    /** A pending series ends with its first lesson's request: declined, expired, or withdrawn (ended). */
    async endPendingWith(requestId: string, status: 'declined' | 'expired' | 'ended', at: Date): Promise<void> {
      await db
        .updateTable('lesson_series')
        .set({ status, decided_at: at, ...(status === 'ended' ? { ended_at: at } : {}) })
        .where('first_request_id', '=', requestId)
        .where('status', '=', 'pending')
        .execute();
    },

    /** The series' status from now on (active, paused, ended); ending it records when, and changes its feed event. */
    async setStatus(id: string, status: 'active' | 'paused' | 'ended', at: Date): Promise<void> {
      await db
        .updateTable('lesson_series')
        .set((eb) => ({
          status,
          // Her approval is the first activation; resuming keeps it.
          ...(status === 'active' ? { decided_at: eb.fn.coalesce('decided_at', eb.val(at)) } : {}),
          ...(status === 'ended' ? { ended_at: at, sequence: eb('sequence', '+', 1) } : {}),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** A deleted account's series not over end, in the deletion's transaction. */
    async endAllOf(studentId: string, at: Date): Promise<void> {
      await db
        .updateTable('lesson_series')
        .set((eb) => ({ status: 'ended', ended_at: at, sequence: eb('sequence', '+', 1) }))
        .where('student_id', '=', studentId)
        .where('status', 'in', RUNNING)
        .execute();
    },

    /** Records the student told of the week at `startsAt`; false when they were told already. */
    async warn(id: string, startsAt: Date): Promise<boolean> {
      const result = await db
        .updateTable('lesson_series')
        .set({ warned_for: startsAt })
        .where('id', '=', id)
        .where(sql<boolean>`warned_for is distinct from ${startsAt}`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The weeks the series has reached, earliest first. */
    async occurrencesOf(seriesId: string): Promise<Occurrence[]> {
      return (await occurrencesOf([seriesId])).get(seriesId) ?? [];
    },

    /** Records the week at `startsAt` reached: its lesson, or none (passed over). False when it was recorded already. */
    async addOccurrence(seriesId: string, startsAt: Date, lessonId: string | null, at: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('lesson_series_occurrences')
        .values({ series_id: seriesId, starts_at: startsAt, lesson_id: lessonId, created_at: at })
        .onConflict((oc) => oc.columns(['series_id', 'starts_at']).doNothing())
        .returning('series_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Series that have booked a lesson (the student's, or every student's), with their weeks: for the feeds. */
    async withOccurrences(studentId?: string): Promise<SeriesWithOccurrences[]> {
      let query = db
        .selectFrom('lesson_series as l')
        .innerJoin('students as s', 's.id', 'l.student_id')
        .selectAll('l')
        .select('s.name as student_name')
        .where('l.status', 'in', ['active', 'paused', 'ended'])
        .orderBy('l.starts_at');
      if (studentId) query = query.where('l.student_id', '=', studentId);
      const rows = await query.execute();
      const occurrences = await occurrencesOf(rows.map((row) => row.id));
      return rows.map((row) => ({
        ...toSeries(row),
        studentName: row.student_name,
        occurrences: occurrences.get(row.id) ?? [],
      }));
    },
  };
}
export type LessonSeriesRepository = ReturnType<typeof createLessonSeriesRepository>;
