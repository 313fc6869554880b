import { sql, type Selectable } from 'kysely';
import type { LessonRequestStatus } from '@lezioni/contracts';
import type { Db, LessonRequestsTable } from '../../shared/data/db';

/** A lesson request as this service works with it. */
export type StoredLessonRequest = {
  id: string;
  studentId: string;
  /** The lesson it is for: `id` for a new lesson, another lesson's id for a request to move that one. */
  lessonId: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  status: LessonRequestStatus;
  createdAt: Date;
};

/** A request she approved or declined, or that expired, and when. */
export type AnsweredRequest = StoredLessonRequest & { status: 'approved' | 'declined' | 'expired'; answeredAt: Date };

/** A pending request with who asks (and for a move, the lesson's start now), for the teacher's list. */
export type RequestToAnswer = StoredLessonRequest & {
  studentName: string;
  studentEmail: string;
  movingFrom: Date | null;
};

/** PostgreSQL's exclusion_violation: another pending or approved request holds part of that time. */
const EXCLUSION_VIOLATION = '23P01';

/** Runs a write that takes time: false when another request holds part of it (the transaction is then aborted). */
async function unlessTimeTaken(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === EXCLUSION_VIOLATION) return false;
    throw err;
  }
}

const COLUMNS = [
  'id',
  'student_id',
  'lesson_id',
  'starts_at',
  'ends_at',
  'duration_minutes',
  'status',
  'created_at',
] as const;

/** A row read with COLUMNS whose status is a request's (the query left the waitlist's offers out). */
type RequestRow = Pick<Selectable<LessonRequestsTable>, (typeof COLUMNS)[number]> & { status: LessonRequestStatus };

const toRequest = (row: RequestRow): StoredLessonRequest => ({
  id: row.id,
  studentId: row.student_id,
  lessonId: row.lesson_id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  durationMinutes: row.duration_minutes,
  status: row.status,
  createdAt: row.created_at,
});

/** A request's statuses, not the waitlist's offers' (waitlist.repository). */
const REQUEST_STATUSES = ['pending', 'approved', 'declined', 'expired', 'cancelled'] as const;

/** Students' requests for lessons with the teacher's own calendar (issue 44). */
export function createLessonRequestsRepository(db: Db) {
  return {
    /**
     * A new pending request holding its lesson and the `bufferMinutes` after it. False when another
     * request holds part of that time (the table's exclusion constraint): the transaction it ran in
     * is then aborted, and must end. A request to move a lesson holds nothing yet (an empty range):
     * its lesson's own request holds the old time, which the new one may overlap, and takes the new
     * time when she approves (moveTo).
     */
    async add(request: Omit<StoredLessonRequest, 'status'> & { bufferMinutes: number }): Promise<boolean> {
      const isMove = request.lessonId !== request.id;
      const heldUntil = isMove ? request.startsAt : new Date(request.endsAt.getTime() + request.bufferMinutes * 60_000);
      return unlessTimeTaken(() =>
        db
          .insertInto('lesson_requests')
          .values({
            id: request.id,
            student_id: request.studentId,
            lesson_id: request.lessonId,
            starts_at: request.startsAt,
            ends_at: request.endsAt,
            duration_minutes: request.durationMinutes,
            held: sql<string>`tstzrange(${request.startsAt}, ${heldUntil}, '[)')`,
            status: 'pending',
            created_at: request.createdAt,
            decided_at: null,
          })
          .execute(),
      );
    },

    /** The request, locked until the transaction ends: two answers to it never both pass. An offer is none. */
    async findForUpdate(id: string): Promise<StoredLessonRequest | undefined> {
      const row = await db
        .selectFrom('lesson_requests')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('status', 'in', REQUEST_STATUSES)
        .$narrowType<{ status: LessonRequestStatus }>()
        .forUpdate()
        .executeTakeFirst();
      return row && toRequest(row);
    },

    /** Ends a pending request as `status`; its time is free again unless approved. */
    async decide(id: string, status: Exclude<LessonRequestStatus, 'pending'>, at: Date): Promise<void> {
      await db
        .updateTable('lesson_requests')
        .set({ status, decided_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    /**
     * The time the lesson `lessonId` holds (its approved request) moves to [startsAt, endsAt) and
     * the buffer after it. False when another request holds part of it: the transaction is then
     * aborted, and must end.
     */
    async moveTo(lessonId: string, lesson: { startsAt: Date; endsAt: Date; bufferMinutes: number }): Promise<boolean> {
      const heldUntil = new Date(lesson.endsAt.getTime() + lesson.bufferMinutes * 60_000);
      return unlessTimeTaken(() =>
        db
          .updateTable('lesson_requests')
          .set({
            starts_at: lesson.startsAt,
            ends_at: lesson.endsAt,
            held: sql<string>`tstzrange(${lesson.startsAt}, ${heldUntil}, '[)')`,
          })
          .where('id', '=', lessonId)
          .where('status', '=', 'approved')
          .execute(),
      );
    },

    /** Frees the times the lessons `lessonIds` hold (their approved requests): the lessons were cancelled or moved. */
    async releaseTimes(lessonIds: string[]): Promise<void> {
      if (lessonIds.length === 0) return;
      await db
        .updateTable('lesson_requests')
        .set({ status: 'cancelled' })
        .where('lesson_id', 'in', lessonIds)
        .where('status', '=', 'approved')
        .execute();
    },

    /** The student's requests awaiting an answer, earliest lesson first. */
    async pendingOf(studentId: string): Promise<StoredLessonRequest[]> {
      const rows = await db
        .selectFrom('lesson_requests')
        .select(COLUMNS)
        .where('student_id', '=', studentId)
        .where('status', '=', 'pending')
        .$narrowType<{ status: 'pending' }>()
        .orderBy('starts_at')
        .execute();
      return rows.map(toRequest);
    },

    /** The student's requests answered (or expired) since `since`, latest answer first, at most `limit`. */
    async answeredOf(studentId: string, since: Date, limit: number): Promise<AnsweredRequest[]> {
      const rows = await db
        .selectFrom('lesson_requests')
        .select([...COLUMNS, 'decided_at'])
        .where('student_id', '=', studentId)
        .where('status', 'in', ['approved', 'declined', 'expired'])
        .where('decided_at', '>=', since)
        // A weekly series' later weeks are booked by the platform, not answered by her.
        .where(
          sql<boolean>`not exists (select 1 from lesson_series_occurrences o join lesson_series l on l.id = o.series_id
            where o.lesson_id = lesson_requests.id and l.first_request_id <> lesson_requests.id)`,
        )
        .$narrowType<{ status: AnsweredRequest['status']; decided_at: Date }>()
        .orderBy('decided_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...toRequest(row), status: row.status, answeredAt: row.decided_at }));
    },

    /** Every request awaiting her answer with who asks, earliest lesson first; a series' first lesson is answered with the series. */
    async toAnswer(): Promise<RequestToAnswer[]> {
      const rows = await db
        .selectFrom('lesson_requests as r')
        .innerJoin('students as s', 's.id', 'r.student_id')
        // A request to move a lesson names it; a new lesson's request names itself, not in the copy yet.
        .leftJoin('bookings as b', (join) => join.onRef('b.id', '=', 'r.lesson_id').onRef('r.lesson_id', '<>', 'r.id'))
        .select([
          'r.id',
          'r.student_id',
          'r.lesson_id',
          'r.starts_at',
          'r.ends_at',
          'r.duration_minutes',
          'r.status',
          'r.created_at',
        ])
        .select(['s.name', 's.email', 'b.starts_at as moving_from'])
        .where('r.status', '=', 'pending')
        // A weekly series' first lesson is answered with its series, in her list of series.
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('lesson_series as l').select('l.id').whereRef('l.first_request_id', '=', 'r.id'))),
        )
        .$narrowType<{ status: 'pending' }>()
        .orderBy('r.starts_at')
        .execute();
      return rows.map((row) => ({
        ...toRequest(row),
        studentName: row.name,
        studentEmail: row.email,
        movingFrom: row.moving_from,
      }));
    },

    /** Pending requests for lessons that start by `before`: unanswered too long. */
    async pendingStartingBy(before: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('lesson_requests')
        .select('id')
        .where('status', '=', 'pending')
        .where('starts_at', '<=', before)
        .orderBy('starts_at')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
export type LessonRequestsRepository = ReturnType<typeof createLessonRequestsRepository>;
