import type { HomeworkItem } from '@lezioni/contracts';
import { notFound } from '@lezioni/service-kit';
import { countWrite, isLessonId, type LearningUser } from './access';
import type { LearningDeps } from './deps';
import { myMaterialsChanged } from './freshness';

/**
 * Marks the homework of one of the student's shared notes done, or not done again (undo). Another
 * student's lesson, a draft, a note without homework: the same `not_found`.
 */
export async function markHomework(
  deps: LearningDeps,
  user: LearningUser,
  lessonId: string,
  isDone: boolean,
): Promise<HomeworkItem> {
  if (!isLessonId(lessonId)) throw notFound();
  await countWrite(deps, user);
  const homework = await deps.notes.setHomeworkDone(lessonId, user.id, isDone ? new Date() : null);
  if (!homework) throw notFound();
  await myMaterialsChanged(deps, [user.id]);
  return homework;
}
