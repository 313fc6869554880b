import type { LearningDeps } from './deps';

/**
 * The version that lets a student's unchanged materials poll be answered 304 (service-kit's
 * freshness, D20). The answer is the student's own for good, so a version may stand for it.
 */
export const myMaterialsName = (studentId: string) => `learning:materials:student:${studentId}`;

/** New versions of these students' materials answers, after a committed change to what it shows. */
export async function myMaterialsChanged(deps: LearningDeps, studentIds: (string | null)[]): Promise<void> {
  const students = new Set(studentIds.filter((id): id is string => id !== null));
  await deps.freshness.changed(...[...students].map(myMaterialsName));
}
