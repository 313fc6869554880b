import type { LessonEvent } from '@lezioni/contracts';
import type { LearningDeps } from './deps';
import { myMaterialsChanged } from './freshness';

/**
 * Applies one of booking-proxy's lesson events to learning's copy: the newer version wins. The
 * student's materials show the lesson with its note: the student it had and the one it has get
 * new versions (a stale event renews them needlessly, which costs one full answer).
 */
export async function applyLessonEvent(deps: LearningDeps, event: LessonEvent): Promise<void> {
  const now = new Date();
  const studentBefore = await deps.inTransaction(async (data) => {
    const before = await data.lessons.lockStudentOf(event.lesson.id);
    await data.lessons.apply(event.lesson, event.version, now);
    // A lesson known before that moved to another student takes its shared note's words to their deck.
    if (before !== undefined && before !== event.lesson.studentId) {
      for (const studentId of [before, event.lesson.studentId]) {
        if (studentId) await data.reviewCards.syncDeckOf(studentId, now);
      }
    }
    return before ?? null;
  });
  await myMaterialsChanged(deps, [studentBefore, event.lesson.studentId]);
}
