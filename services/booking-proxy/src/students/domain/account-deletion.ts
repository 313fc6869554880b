import type { PlatformUser } from '../../shared/data/students.repository';
import type { StudentsData, StudentsDeps } from './deps';
import { publishLessons } from '../../calendar/domain/lesson-events';
import { keepRemindersInStep } from '../../calendar/domain/reminders';
import { cancelAtCalendar } from '../../calendar/domain/sync';
import { endRequestsOf } from '../../requests/domain/lesson-requests';
import { offerFreedTimes } from '../../requests/domain/waitlist-offers';

/** What a deletion left to do outside its transaction: Stripe's and TidyCal's side. */
export type Erasure = { cancelledLessonIds: string[]; cancelledCheckouts: string[] };

/**
 * What booking-proxy erases when a student deletes their account (issue 47; ARCHITECTURE "A
 * student's own data"), in the transaction that anonymises its copy of them: their calendar feed
 * goes (its address answers 404), their orders awaiting payment are cancelled (so none can be
 * confirmed), and the calendar copy's bookings and contact under their proven address show "Deleted
 * student" without an address from now on, the ones ahead cancelled. An address never proven is
 * not theirs to erase: anyone can register with any address. Their requests awaiting an answer are
 * withdrawn (the held credits given back, as the ledger's history), they leave the waitlist, and
 * the times of their own lessons ahead and of the offers held for them are freed. Their lessons'
 * shared pages are deleted. Orders and ledger rows stay.
 */
export async function eraseDeletedStudent(
  data: StudentsData,
  before: PlatformUser | undefined,
  studentId: string,
  now: Date,
): Promise<Erasure> {
  await data.calendarFeeds.remove(studentId);
  const cancelledCheckouts: string[] = [];
  for (const record of await data.orders.listOfStudent(studentId)) {
    if (record.order.status !== 'pending' || !(await data.orders.decide(record.order.id, 'cancelled', now))) continue;
    if (record.stripeSessionId) cancelledCheckouts.push(record.stripeSessionId);
  }
  await endRequestsOf(data, studentId, now);
  if (before?.role !== 'student' || !before.emailVerified) return { cancelledLessonIds: [], cancelledCheckouts };
  const lessons = await data.bookings.erase(before.email, now);
  // What the two wrote in the rooms of those lessons goes with them, as learning's notes do.
  await data.lessonPages.removeOf(lessons.ids);
  await data.lessonRequests.releaseTimes(lessons.cancelledOwnIds);
  await data.contacts.erase(before.email, now);
  await publishLessons(data, lessons.ids, now);
  return { cancelledLessonIds: lessons.cancelledIds, cancelledCheckouts };
}

/**
 * After a deletion committed: the cancelled checkouts are closed at Stripe (one paid meanwhile
 * grants nothing, the order being cancelled: the teacher sees it), the cancelled lessons at
 * TidyCal, and their reminders withdrawn.
 */
export async function finishErasure(deps: StudentsDeps, erasure: Erasure, now: Date): Promise<void> {
  for (const sessionId of erasure.cancelledCheckouts) {
    await deps.cardPayments.stripe?.expireSession(sessionId).catch((err: unknown) => {
      deps.logger.warn({ err: (err as Error).message }, "a deleted account's checkout was not closed at Stripe");
    });
  }
  await cancelAtCalendar(deps, erasure.cancelledLessonIds);
  await keepRemindersInStep(deps, now);
  // The times its lessons, requests and offers held go to the waitlist.
  await offerFreedTimes(deps, now);
}
