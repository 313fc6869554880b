import {
  DELETED_STUDENT_NAME,
  withoutUnsafeNameCharacters,
  type TeacherStudentView,
  type UserEvent,
} from '@lezioni/contracts';
import { findStudent } from './access';
import type { LearningDeps } from './deps';
import { myMaterialsChanged } from './freshness';
import { levelsOf } from './levels';

/** Everything the teacher keeps of one student: notes (drafts too), homework, levels, materials, their review. */
export async function readStudent(deps: LearningDeps, studentId: string, now: Date): Promise<TeacherStudentView> {
  const student = await findStudent(deps, studentId);
  const [notes, homework, levels, materials, review] = await Promise.all([
    deps.notes.listOfStudent(student.id),
    deps.notes.homeworkOf(student.id),
    levelsOf(deps, student.id),
    deps.materialShares.listSharedWith(student.id),
    deps.reviewCards.summaryOf(student.id, now),
  ]);
  return { student, notes, homework, levels, materials, review };
}

/**
 * Applies one of auth's user events to learning's copy (ARCHITECTURE D13). A deleted student is
 * forgotten: the notes of their lessons, their levels, their materials' shares, their review
 * deck and when they were pushed about it go, the copy
 * keeps the id under DELETED_STUDENT_NAME. A replay finds nothing left and an older version
 * changes nothing.
 */
export async function applyUserEvent(deps: LearningDeps, event: UserEvent): Promise<void> {
  const now = new Date();
  if (event.type === 'user.upserted') {
    // Accounts made before auth refused them may have names with control characters (NUL, which
    // PostgreSQL refuses, would hold the stream up): the pages show them without, as chat does.
    const name = withoutUnsafeNameCharacters(event.user.name);
    return deps.users.applyAccount({ ...event.user, name }, event.version, now);
  }
  const studentId = event.user.id;
  await deps.inTransaction(async (data) => {
    await data.users.applyDeletion(studentId, DELETED_STUDENT_NAME, event.version, now);
    await data.notes.deleteOfStudent(studentId);
    await data.levels.deleteOfStudent(studentId);
    await data.materialShares.deleteOfStudent(studentId);
    await data.reviewCards.deleteOfStudent(studentId);
    await data.reviewPushes.deleteOfStudent(studentId);
  });
  await myMaterialsChanged(deps, [studentId]);
}
