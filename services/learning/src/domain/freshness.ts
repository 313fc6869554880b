import type { LearningDeps } from './deps';

/**
 * The version that lets a student's unchanged materials poll be answered 304 (service-kit's
 * freshness, D20). The answer is the student's own for good, so a version may stand for it.
 */
export const myMaterialsName = (studentId: string) => `learning:materials:student:${studentId}`;

/**
 * New versions of these students' materials answers, after a committed change to what it shows. A
 * failure is logged, not thrown: the change is stored, and a version ends within its life.
 */
export async function myMaterialsChanged(deps: LearningDeps, studentIds: (string | null)[]): Promise<void> {
  const students = [...new Set(studentIds.filter((id): id is string => id !== null))];
  if (students.length === 0) return;
  await deps.freshness
    .changed(...students.map(myMaterialsName))
    .catch((err: unknown) => deps.logger.warn({ err, studentIds: students }, 'learning answer versions not renewed'));
}
