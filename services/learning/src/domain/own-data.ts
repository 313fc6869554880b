import type { LearningExport } from '@lezioni/contracts';
import type { LearningUser } from './access';
import type { LearningDeps } from './deps';
import { levelsOf } from './levels';

/**
 * learning's part of a student's "Download my data": what the teacher shared with them. Drafts
 * are the teacher's own work until shared, so they stay out; shared notes of lessons still to come
 * are in, as they are the student's to read. Their review deck is theirs: every card and rating.
 */
export async function exportLearning(deps: LearningDeps, user: LearningUser): Promise<LearningExport> {
  const [notes, levels, materials, reviewCards] = await Promise.all([
    deps.notes.listOfStudent(user.id),
    levelsOf(deps, user.id),
    deps.materialShares.listSharedWith(user.id),
    deps.reviewCards.exportOf(user.id),
  ]);
  return { notes: notes.filter((note) => note.sharedAt !== null), levels, materials, reviewCards };
}
