import { sql } from 'kysely';
import type { Db } from './db';

/** A student claimed for a push about their words due, and how many cards are due. */
export type ClaimedReviewPush = { studentId: string; count: number };

export function createReviewPushesRepository(db: Db) {
  return {
    /**
     * Claims, in one statement, every student with cards due at `now` who was last pushed about them
     * before `pushedBefore` (or never) and rated no card after `reviewedBefore`: their row's
     * `pushed_at` becomes `now`. Safe on several replicas at once: an upsert that finds the row
     * claimed meanwhile by another re-reads it and its WHERE no longer holds, so one replica wins.
     */
    async claimDue(
      now: Date,
      { pushedBefore, reviewedBefore }: { pushedBefore: Date; reviewedBefore: Date },
    ): Promise<ClaimedReviewPush[]> {
      const rows = await db
        .with('due', (qb) =>
          qb
            .selectFrom('review_cards as c')
            .leftJoin('review_pushes as p', 'p.student_id', 'c.student_id')
            .select((eb) => ['c.student_id', eb.fn.countAll<string>().filterWhere('c.due', '<=', now).as('count')])
            .where((eb) => eb.or([eb('p.pushed_at', 'is', null), eb('p.pushed_at', '<=', pushedBefore)]))
            .groupBy('c.student_id')
            .having((eb) => eb.fn.countAll().filterWhere('c.due', '<=', now), '>', 0)
            .having((eb) =>
              eb.or([eb(eb.fn.max('c.last_review'), 'is', null), eb(eb.fn.max('c.last_review'), '<=', reviewedBefore)]),
            ),
        )
        .with('claimed', (qb) =>
          qb
            .insertInto('review_pushes')
            .columns(['student_id', 'pushed_at'])
            .expression((eb) =>
              eb.selectFrom('due').select(['due.student_id', sql<Date>`${now}::timestamptz`.as('pushed_at')]),
            )
            .onConflict((conflict) =>
              conflict
                .column('student_id')
                .doUpdateSet({ pushed_at: (eb) => eb.ref('excluded.pushed_at') })
                .where('review_pushes.pushed_at', '<=', pushedBefore),
            )
            .returning('student_id'),
        )
        .selectFrom('claimed')
        .innerJoin('due', 'due.student_id', 'claimed.student_id')
        .select(['claimed.student_id', 'due.count'])
        .execute();
      return rows.map((row) => ({ studentId: row.student_id, count: Number(row.count) }));
    },

    /** Undoes the claims made at `pushedAt` of students not pushed after all (the queue was away): the next run claims them again. */
    async release(studentIds: string[], pushedAt: Date): Promise<void> {
      if (studentIds.length === 0) return;
      await db
        .deleteFrom('review_pushes')
        .where('student_id', 'in', studentIds)
        .where('pushed_at', '=', pushedAt)
        .execute();
    },

    /** Forgets when the student was last pushed (their account is deleted). */
    async deleteOfStudent(studentId: string): Promise<void> {
      await db.deleteFrom('review_pushes').where('student_id', '=', studentId).execute();
    },
  };
}
export type ReviewPushesRepository = ReturnType<typeof createReviewPushesRepository>;
