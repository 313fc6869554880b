import type { Role } from '@lezioni/contracts';
import { isUuid, notFound, tooManyRequests } from '@lezioni/service-kit';
import type { StudentRecord } from '../data/users.repository';
import type { LearningDeps } from './deps';

/** The signed-in user as learning needs them (a session's user). */
export type LearningUser = { id: string; role: Role };

/** A student of learning's copy; unknown, malformed and non-student ids are the same 404. */
export async function findStudent(deps: LearningDeps, studentId: string): Promise<StudentRecord> {
  const student = isUuid(studentId) ? await deps.users.findStudent(studentId.toLowerCase()) : undefined;
  if (!student) throw notFound();
  return student;
}

/** Counts one write of the user against their per-minute limit: past it, a 429 and nothing stored. */
export async function countWrite(deps: LearningDeps, user: LearningUser): Promise<void> {
  if (await deps.writesPerMinute[user.role].hit(user.id)) throw tooManyRequests();
}
