import type { LessonEvent } from '@lezioni/contracts';
import type { LearningDeps } from './deps';

/** Applies one of booking-proxy's lesson events to learning's copy: the newer version wins. */
export async function applyLessonEvent(deps: LearningDeps, event: LessonEvent): Promise<void> {
  await deps.lessons.apply(event.lesson, event.version, new Date());
}
