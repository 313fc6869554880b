import { randomUUID } from 'node:crypto';
import {
  AVAILABILITY_MESSAGES as M,
  FREE_CANCELLATION_HOURS,
  type Cancellation,
  type LessonRequest,
  type RescheduleInput,
} from '@lezioni/contracts';
import { AppError, notFound, unavailable } from '@lezioni/service-kit';
import type { Lesson } from '../../calendar/data/lessons.repository';
import type { RequestsDeps } from './deps';
import { publishLessons } from '../../calendar/domain/lesson-events';
import { keepRemindersInStep } from '../../calendar/domain/reminders';
import { settleLedger } from '../../credits/domain/ledger';
import { answerAtOnceOrAsk, withdrawRequest } from './lesson-requests';
import type { StoredLessonRequest } from '../data/lesson-requests.repository';
import { listFreeSlots } from '../../availability/domain/schedule';
import { offerFreedTimes } from './waitlist-offers';

const FREE_CANCELLATION_MS = FREE_CANCELLATION_HOURS * 60 * 60_000;
const notCancellable = () => new AppError('lesson_not_cancellable', M.lessonNotCancellable);

/**
 * Cancels `lesson` everywhere: at TidyCal first for one booked there (so its slot is free on its
 * page, and the sync, which copies TidyCal's view, keeps it cancelled), then in the copy, freeing
 * the time its request held. With `refund` (the teacher cancels) the student's credit comes back
 * whatever the notice; otherwise the ledger's settlement applies the terms. Then the cancelling
 * invitation goes out, as for a lesson the sync found cancelled.
 */
export async function cancelLesson(deps: RequestsDeps, lesson: Lesson, now: Date, refund: boolean): Promise<void> {
  if (lesson.source === 'tidycal') {
    if (!deps.tidycal) throw unavailable();
    await deps.tidycal.cancelBooking(lesson.id).catch((err: unknown) => {
      throw unavailable(err);
    });
  }
  await deps.inTransaction(async (data, changed) => {
    if (!(await data.bookings.cancel(lesson.id, now))) throw notCancellable();
    await data.lessonRequests.releaseTimes([lesson.id]);
    const paid = await data.ledger.consumedBy(lesson.id);
    if (paid && refund) {
      await data.ledger.lockStudent(paid.studentId);
      const entry = { studentId: paid.studentId, lotId: paid.lotId, bookingId: lesson.id, at: now };
      if ((await data.ledger.settle({ ...entry, kind: 'refund' })) && paid.lotExpiresAt <= now)
        await data.ledger.expireRefund(entry);
    }
    await publishLessons(data, [lesson.id], now);
    changed(...(await data.students.verifiedStudentIdsOf([lesson.contactEmail])));
  });
  await settleLedger(deps, now);
  await keepRemindersInStep(deps, now);
  await offerFreedTimes(deps, now);
}

const isAhead = (lesson: Lesson, now: Date) => !lesson.cancelledAt && lesson.startsAt > now;

/** The student's own lesson `id`, if it is theirs (a verified student's, under their address). */
async function ownLesson(deps: RequestsDeps, studentId: string, id: string) {
  const [student, lesson] = await Promise.all([deps.students.findById(studentId), deps.lessons.findById(id)]);
  const isTheirs =
    student?.role === 'student' && student.emailVerified && lesson?.contactEmail === student.email.toLowerCase();
  if (!student || !lesson || !isTheirs) throw notFound();
  return { student, lesson };
}

/**
 * A student asks to move a lesson of the teacher's own calendar to another of her free times, at
 * least FREE_CANCELLATION_HOURS before it starts: it goes back to her approval, and until she
 * approves it stays where it was, its credit spent on it. A lesson booked on TidyCal is moved there.
 */
export async function askToMove(
  deps: RequestsDeps,
  studentId: string,
  lessonId: string,
  input: RescheduleInput,
  now: Date,
): Promise<LessonRequest> {
  const { student, lesson } = await ownLesson(deps, studentId, lessonId);
  if (!isAhead(lesson, now)) throw notCancellable();
  if (lesson.source !== 'builtin') throw new AppError('lesson_not_movable', M.notMovableHere);
  if (lesson.startsAt.getTime() - now.getTime() < FREE_CANCELLATION_MS)
    throw new AppError('lesson_not_movable', M.tooLateToMove);
  const { startsAt } = input;
  const endsAt = new Date(startsAt.getTime() + lesson.durationMinutes * 60_000);
  const duration = lesson.durationMinutes as 25 | 50 | 75;
  const free = await listFreeSlots(deps, { from: startsAt, to: endsAt, duration, moving: lessonId }, now);
  if (!free.some((slot) => Date.parse(slot.startsAt) === startsAt.getTime()))
    throw new AppError('slot_not_free', M.slotNotFree);
  const schedule = await deps.schedule.read();
  const request: StoredLessonRequest = {
    id: `lz-${randomUUID()}`,
    lessonId,
    studentId,
    startsAt,
    endsAt,
    durationMinutes: lesson.durationMinutes,
    status: 'pending',
    createdAt: now,
  };
  await deps.inTransaction(async (data, changed) => {
    await data.lessonRequests.add({ ...request, bufferMinutes: schedule.bufferMinutes });
    changed(studentId);
  });
  return answerAtOnceOrAsk(deps, request, student, schedule, now, lesson.startsAt);
}

/**
 * A student cancels one of their own: a request she has not answered is withdrawn (the credit
 * back); a lesson not begun is cancelled under the terms, its credit back at FREE_CANCELLATION_HOURS
 * or more ahead, forfeited later. 404 for anything not theirs.
 */
export async function cancelOwnBooking(
  deps: RequestsDeps,
  studentId: string,
  id: string,
  now: Date,
): Promise<Cancellation> {
  if (await withdrawRequest(deps, studentId, id, now)) return { id, status: 'cancelled', creditBack: true };
  const { lesson } = await ownLesson(deps, studentId, id);
  if (!isAhead(lesson, now)) throw notCancellable();
  await cancelLesson(deps, lesson, now, false);
  return { id, status: 'cancelled', creditBack: lesson.startsAt.getTime() - now.getTime() >= FREE_CANCELLATION_MS };
}

/** The teacher cancels a lesson not begun: the student's credit always comes back. */
export async function cancelLessonForStudent(deps: RequestsDeps, id: string, now: Date): Promise<Cancellation> {
  const lesson = await deps.lessons.findById(id);
  if (!lesson) throw notFound();
  if (!isAhead(lesson, now)) throw notCancellable();
  await cancelLesson(deps, lesson, now, true);
  return { id, status: 'cancelled', creditBack: true };
}

/**
 * She gives back the credit of a lesson the student cancelled too late (its forfeit waived, once):
 * into the lot it came from, taken again at once if that lot has expired since, as a refund is.
 */
export async function waiveForfeit(deps: RequestsDeps, id: string, now: Date): Promise<Cancellation> {
  if (!(await deps.lessons.findById(id))) throw notFound();
  await deps.inTransaction(async (data, changed) => {
    const forfeit = await data.ledger.forfeitOf(id);
    if (!forfeit) throw new AppError('nothing_to_waive', M.nothingToWaive);
    await data.ledger.lockStudent(forfeit.studentId);
    const entry = { studentId: forfeit.studentId, lotId: forfeit.lotId, bookingId: id, at: now };
    if (!(await data.ledger.waive(entry))) throw new AppError('nothing_to_waive', M.nothingToWaive);
    if (forfeit.lotExpiresAt <= now) await data.ledger.expireRefund(entry);
    changed(forfeit.studentId);
  });
  return { id, status: 'cancelled', creditBack: true };
}
