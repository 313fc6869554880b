import type { BookingData } from '../data/booking-data';
import type { PlatformUser } from '../data/students.repository';
import type { BookingDeps } from './deps';
import { publishLessons } from './lesson-events';
import { keepRemindersInStep } from './reminders';

/** What a deletion left to do outside its transaction: Stripe's and TidyCal's side. */
export type Erasure = { cancelledLessonIds: string[]; cancelledCheckouts: string[] };

/**
 * What booking-proxy erases when a student deletes their account (issue 47; ARCHITECTURE "A
 * student's own data"), in the transaction that anonymises its copy of them: their calendar feed
 * goes (its address answers 404), their orders awaiting payment are cancelled (so none can be
 * confirmed), and the calendar copy's bookings and contact under their proven address show "Deleted
 * student" without an address from now on, the ones ahead cancelled. An address never proven is
 * not theirs to erase: anyone can register with any address. Orders and ledger rows stay.
 */
export async function eraseDeletedStudent(
  data: BookingData,
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
  if (before?.role !== 'student' || !before.emailVerified) return { cancelledLessonIds: [], cancelledCheckouts };
  const lessons = await data.bookings.erase(before.email, now);
  await data.contacts.erase(before.email, now);
  await publishLessons(data, lessons.ids, now);
  return { cancelledLessonIds: lessons.cancelledIds, cancelledCheckouts };
}

/**
 * Cancels at TidyCal lessons cancelled here, so their slots are free on the booking page. A failure
 * is logged: the sync finds the lesson still held there and tries again (domain/sync.ts).
 */
export async function cancelAtCalendar(deps: BookingDeps, bookingIds: string[]): Promise<void> {
  for (const bookingId of bookingIds) {
    await deps.tidycal?.cancelBooking(bookingId).catch((err: unknown) => {
      deps.logger.warn(
        { bookingId, err: (err as Error).message },
        'lesson not cancelled at TidyCal yet: the sync retries',
      );
    });
  }
}

/**
 * After a deletion committed: the cancelled checkouts are closed at Stripe (one paid meanwhile
 * grants nothing, the order being cancelled: the teacher sees it), the cancelled lessons at
 * TidyCal, and their reminders withdrawn.
 */
export async function finishErasure(deps: BookingDeps, erasure: Erasure, now: Date): Promise<void> {
  for (const sessionId of erasure.cancelledCheckouts) {
    await deps.cardPayments.stripe?.expireSession(sessionId).catch((err: unknown) => {
      deps.logger.warn({ err: (err as Error).message }, "a deleted account's checkout was not closed at Stripe");
    });
  }
  await cancelAtCalendar(deps, erasure.cancelledLessonIds);
  await keepRemindersInStep(deps, now);
}
