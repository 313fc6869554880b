import { LEARNING_MESSAGES, type LearningFile, type Role } from '@lezioni/contracts';
import { AppError, isUuid, notFound, tooManyRequests } from '@lezioni/service-kit';
import type { LearningData } from '../data/learning-data';
import type { StudentRecord } from '../data/users.repository';
import type { LearningDeps } from './deps';

/** The signed-in user as learning needs them (a session's user). */
export type LearningUser = { id: string; role: Role };

/**
 * Whether a path's lesson id can name a lesson: the scheduler's ids are short. (A NUL, which
 * PostgreSQL refuses, never gets here: every process refuses an address carrying one as `bad_input`.)
 */
export const isLessonId = (id: string) => id.length > 0 && id.length <= 200;

/** A student of learning's copy; unknown, malformed and non-student ids are the same `not_found`. */
export async function findStudent(deps: LearningDeps, studentId: string): Promise<StudentRecord> {
  const student = isUuid(studentId) ? await deps.users.findStudent(studentId.toLowerCase()) : undefined;
  if (!student) throw notFound();
  return student;
}

/** Counts one write of the user against their per-minute limit: past it, `rate_limited` and nothing stored. */
export async function countWrite(deps: LearningDeps, user: LearningUser): Promise<void> {
  if (await deps.writesPerMinute[user.role].hit(user.id)) throw tooManyRequests();
}

/** Counts one rating of a review card against the student's per-minute limit: past it, `rate_limited`. */
export async function countReview(deps: LearningDeps, user: LearningUser): Promise<void> {
  if (await deps.reviewsPerMinute.hit(user.id)) throw tooManyRequests();
}

/**
 * The user's own upload, locked for the caller's transaction to put it to use (a material, a
 * homework attachment); a file of someone else's, swept or never uploaded is `file_not_yours` on `field`.
 */
export async function lockUploadOf(
  data: LearningData,
  user: LearningUser,
  fileId: string,
  field: string,
): Promise<LearningFile> {
  const file = await data.files.lockOfUploader(fileId.toLowerCase(), user.id);
  if (!file) {
    throw new AppError('file_not_yours', LEARNING_MESSAGES.fileUnknown, [
      { field, message: LEARNING_MESSAGES.fileUnknown },
    ]);
  }
  return file;
}
