import type { BookingData } from '../data/booking-data';
import type { BookingDeps } from './deps';

/**
 * The version that lets a student's unchanged polls of /api/my-bookings and /api/my-credits be
 * answered 304 (service-kit's freshness, D20): one per student for both, since the same writes
 * (a lesson, a credit) change either. The answers are the caller's own, so it stands for its reader.
 */
export const studentAnswersName = (studentId: string) => `booking:student:${studentId}`;

/** The first of `moments` (ms) after `now`: when an answer that changes with the clock next does; null for never. */
export function firstAfter(moments: number[], now: Date): Date | null {
  const ahead = moments.filter((moment) => moment > now.getTime());
  return ahead.length > 0 ? new Date(Math.min(...ahead)) : null;
}

/** New versions of the students' answers after a committed change. */
export async function studentAnswersChanged(deps: BookingDeps, studentIds: Iterable<string>): Promise<void> {
  await deps.freshness.changed(...[...new Set(studentIds)].map(studentAnswersName));
}

/** Names the students whose lessons or credits a transaction changed. */
export type StudentsChanged = (...studentIds: string[]) => void;

/**
 * `deps.inTransaction` for writes that change what students' answers show: `work` names each student
 * it changed, and their answers get new versions once the transaction has committed (never before,
 * or a poll in between would keep the old data under the new version; not at all if it fails).
 */
export async function inTransactionForStudents<T>(
  deps: BookingDeps,
  work: (data: BookingData, changed: StudentsChanged) => Promise<T>,
): Promise<T> {
  const studentIds = new Set<string>();
  const result = await deps.inTransaction((data) =>
    work(data, (...ids) => {
      for (const id of ids) studentIds.add(id);
    }),
  );
  await studentAnswersChanged(deps, studentIds);
  return result;
}
