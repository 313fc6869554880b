import type { LearningDeps } from './deps';

const HOUR_MS = 60 * 60_000;
/** A student is pushed about their words due at most once in this long. */
const PUSH_EVERY_MS = 24 * HOUR_MS;
/** Nor while reviewing: "again" brings a card back in ten minutes, which is no news to them. */
const QUIET_AFTER_REVIEW_MS = HOUR_MS;

/** One push per student and (UTC) day: a run replayed after a lost answer from Redis adds no second job. */
export const wordsDuePushJobId = (studentId: string, now: Date) =>
  `words-due-${studentId}-${now.toISOString().slice(0, 10)}`;

/**
 * Tells each student with review cards due at `now` how many (a `words-due` push, D33, opening
 * `/review`), once a day at most and not within the hour after their last rating. Students are
 * claimed in PostgreSQL first (review_pushes), so replicas running this at once push each once;
 * while Redis is away the claims not pushed are undone and the next run tries again. Auth's worker
 * skips a student who turned the kind off or has no device. Answers how many were queued.
 */
export async function pushDueWords(
  deps: Pick<LearningDeps, 'reviewPushes' | 'pushQueue' | 'logger'>,
  now: Date,
): Promise<number> {
  const claimed = await deps.reviewPushes.claimDue(now, {
    pushedBefore: new Date(now.getTime() - PUSH_EVERY_MS),
    reviewedBefore: new Date(now.getTime() - QUIET_AFTER_REVIEW_MS),
  });
  for (const [index, { studentId, count }] of claimed.entries()) {
    try {
      await deps.pushQueue.enqueue(
        { kind: 'words-due', to: studentId, count },
        { jobId: wordsDuePushJobId(studentId, now) },
      );
    } catch (err) {
      await deps.reviewPushes.release(
        claimed.slice(index).map((claim) => claim.studentId),
        now,
      );
      deps.logger.warn({ err: (err as Error).message }, 'push queue unavailable: words due wait for the next run');
      return index;
    }
  }
  return claimed.length;
}
