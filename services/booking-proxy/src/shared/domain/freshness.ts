/**
 * The version that lets a student's unchanged polls of /api/my-bookings and /api/my-credits be
 * answered 304 (service-kit's freshness, D20): one per student for both, since the same writes
 * (a lesson, a credit) change either. The answers are the caller's own, so it stands for its reader.
 * A transaction that changes them names the student (`deps.inTransaction`'s `changed`): once it has
 * committed, the student's version is renewed.
 */
export const studentAnswersName = (studentId: string) => `booking:student:${studentId}`;
