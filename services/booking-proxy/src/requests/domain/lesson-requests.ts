import { randomUUID } from 'node:crypto';
import {
  AVAILABILITY_MESSAGES as M,
  LESSON_REQUEST_ANSWERS_SHOWN_DAYS,
  LESSON_REQUEST_EXPIRY_HOURS,
  NOTIFICATION_PANEL_MAX,
  dashboardPathFor,
  type AdminLessonRequest,
  type AnsweredLessonRequest,
  type LessonRequest,
  type LessonRequestInput,
  type Schedule,
} from '@lezioni/contracts';
import { AppError, forbidden, notFound } from '@lezioni/service-kit';
import type { StoredLessonRequest } from '../data/lesson-requests.repository';
import type { RequestsData, RequestsDeps } from './deps';
import { listFreeSlots } from '../../availability/domain/schedule';
import { publishLessons } from '../../calendar/domain/lesson-events';
import { confirmNewLessons, keepRemindersInStep } from '../../calendar/domain/reminders';
import { pushAbout } from '../../shared/domain/push';
import { mailAbout } from './request-mail';
import { offerFreedTimes } from './waitlist-offers';

const MINUTE_MS = 60_000;
const EXPIRY_MS = LESSON_REQUEST_EXPIRY_HOURS * 60 * MINUTE_MS;

/** What the platform's own lessons are called, as the demo calendar names its types. */
export const ownLessonName = (minutes: number) => `Italian lesson ${minutes} min`;

const toLessonRequest = (request: StoredLessonRequest): LessonRequest => ({
  id: request.id,
  status: request.status,
  startsAt: request.startsAt.toISOString(),
  endsAt: request.endsAt.toISOString(),
  durationMinutes: request.durationMinutes,
});

const notPending = () => new AppError('request_not_pending', M.requestNotPending);
/** The lesson a move was asked for has been cancelled (or has begun) since. */
const lessonGone = () => new AppError('lesson_not_cancellable', M.lessonNotCancellable);
const expiryOf = (request: StoredLessonRequest) => new Date(request.startsAt.getTime() - EXPIRY_MS);

/**
 * Tells the teacher (ADMIN_EMAIL) who asks for which of her times (and, to move a lesson, from
 * which; `weekly` for a series starting then), on her clock, in her language.
 */
export async function mailTeacher(
  deps: RequestsDeps,
  request: StoredLessonRequest,
  studentName: string,
  timeZone: string,
  movingFrom: Date | undefined,
  weekly = false,
) {
  await pushAbout(
    deps,
    {
      kind: 'lesson-requested',
      to: 'teacher',
      studentName,
      startsAt: request.startsAt.toISOString(),
      isMove: movingFrom !== undefined,
    },
    { jobId: `lesson-requested-${request.id}` },
  );
  const to = deps.room.teacherEmail;
  if (!to) return;
  const teacher = await deps.students.findTeacher(to);
  const { language } = teacher ? await deps.students.readingOf(teacher.id) : { language: undefined };
  await mailAbout(
    deps,
    {
      kind: 'lesson-requested',
      to,
      name: deps.room.teacherName,
      studentName,
      startsAt: request.startsAt.toISOString(),
      durationMinutes: request.durationMinutes,
      timezone: timeZone,
      answerBy: expiryOf(request).toISOString(),
      dashboardUrl: deps.pages.urlOf(dashboardPathFor('admin')),
      movingFrom: movingFrom?.toISOString(),
      ...(weekly ? { weekly } : {}),
      language,
    },
    `lesson-requested-${request.id}`,
  );
}

/** Tells the student their request ended unapproved and their credit is back, in their language and zone. */
export async function mailStudent(deps: RequestsDeps, request: StoredLessonRequest, outcome: 'declined' | 'expired') {
  // Declined is her answer, pushed; an expiry is the calendar's, mailed only.
  if (outcome === 'declined')
    await pushAbout(
      deps,
      { kind: 'lesson-declined', to: request.studentId, startsAt: request.startsAt.toISOString() },
      { jobId: `lesson-declined-${request.id}` },
    );
  const student = await deps.students.findById(request.studentId);
  if (!student?.email) return;
  const reading = await deps.students.readingOf(student.id);
  const { timeZone } = await deps.schedule.read();
  await mailAbout(
    deps,
    {
      kind: 'lesson-request-ended',
      to: student.email,
      name: student.name,
      startsAt: request.startsAt.toISOString(),
      durationMinutes: request.durationMinutes,
      timezone: reading.timeZone ?? timeZone,
      outcome,
      bookingUrl: deps.pages.urlOf('/booking'),
      language: reading.language,
    },
    `lesson-request-ended-${request.id}`,
  );
}

/**
 * A student asks for one of her free times: the request holds the time (with the buffer after it)
 * and a credit, from the lot that expires first. PostgreSQL refuses a second request on any of that
 * time, so of many students racing for one slot exactly one holds it. `alsoHeld` writes in the
 * same transaction (a weekly series the request starts). Answers the request, the student and her
 * week as read.
 */
export async function holdRequest(
  deps: RequestsDeps,
  studentId: string,
  input: LessonRequestInput,
  now: Date,
  alsoHeld?: (data: RequestsData, request: StoredLessonRequest, schedule: Schedule) => Promise<void>,
) {
  const student = await deps.students.findById(studentId);
  if (student?.role !== 'student') throw forbidden();
  if (!student.emailVerified) throw new AppError('forbidden', M.confirmEmailFirst);
  const { startsAt, durationMinutes } = input;
  const endsAt = new Date(startsAt.getTime() + durationMinutes * MINUTE_MS);
  const free = await listFreeSlots(deps, { from: startsAt, to: endsAt, duration: durationMinutes }, now);
  if (!free.some((slot) => Date.parse(slot.startsAt) === startsAt.getTime()))
    throw new AppError('slot_not_free', M.slotNotFree);
  const schedule = await deps.schedule.read();

  const id = `lz-${randomUUID()}`;
  const request: StoredLessonRequest = {
    id,
    lessonId: id,
    studentId,
    startsAt,
    endsAt,
    durationMinutes,
    status: 'pending',
    createdAt: now,
  };
  await deps.inTransaction(async (data, changed) => {
    await data.ledger.lockStudent(studentId);
    const [lot] = await data.ledger.usableLotsOf(studentId, now);
    if (!lot) throw new AppError('no_credits', M.noCredits);
    if (!(await data.lessonRequests.add({ ...request, bufferMinutes: schedule.bufferMinutes })))
      throw new AppError('slot_taken', M.slotTaken);
    await data.ledger.hold({ studentId, lotId: lot.lotId, requestId: request.id, at: now });
    await alsoHeld?.(data, request, schedule);
    changed(studentId);
  });
  return { request, student, schedule };
}

/** A student asks for one of her free times (holdRequest), approved at once or awaiting her answer (answerAtOnceOrAsk). */
export async function askForLesson(
  deps: RequestsDeps,
  studentId: string,
  input: LessonRequestInput,
  now: Date,
): Promise<LessonRequest> {
  const { request, student, schedule } = await holdRequest(deps, studentId, input, now);
  return answerAtOnceOrAsk(deps, request, student, schedule, now);
}

/** A returning student has had a lesson: one of theirs, not cancelled, has ended. */
async function isReturning(deps: RequestsDeps, email: string, now: Date): Promise<boolean> {
  const lessons = await deps.lessons.bookedBy(email.toLowerCase());
  return lessons.some((lesson) => !lesson.cancelledAt && lesson.endsAt <= now);
}

/**
 * A request just made (to move a lesson starting at `movingFrom`, or for a new one): approved at
 * once when her setting (in `schedule`, her week as the caller read it) says so and the student is returning; otherwise she is mailed, and it
 * waits for her answer.
 */
export async function answerAtOnceOrAsk(
  deps: RequestsDeps,
  request: StoredLessonRequest,
  student: { name: string; email: string },
  schedule: Pick<Schedule, 'autoApproveReturning' | 'timeZone'>,
  now: Date,
  movingFrom?: Date,
): Promise<LessonRequest> {
  if (schedule.autoApproveReturning && (await isReturning(deps, student.email, now)))
    return approveRequest(deps, request.id, now, { isAsked: false });
  await mailTeacher(deps, request, student.name, schedule.timeZone, movingFrom);
  return toLessonRequest(request);
}

/** The student's requests answered lately, for their bell: approved (a lesson), declined or expired (the credit back). */
export async function listAnsweredRequests(
  deps: RequestsDeps,
  studentId: string,
  now: Date,
): Promise<AnsweredLessonRequest[]> {
  const since = new Date(now.getTime() - LESSON_REQUEST_ANSWERS_SHOWN_DAYS * 24 * 60 * MINUTE_MS);
  const answered = await deps.lessonRequests.answeredOf(studentId, since, NOTIFICATION_PANEL_MAX);
  return answered.map((request) => ({
    ...toLessonRequest(request),
    status: request.status,
    answeredAt: request.answeredAt.toISOString(),
    isMove: request.lessonId !== request.id,
  }));
}

/** Her list: every request awaiting her answer, earliest lesson first, with who asks and when it lapses. */
export async function listRequestsToAnswer(deps: RequestsDeps): Promise<AdminLessonRequest[]> {
  const requests = await deps.lessonRequests.toAnswer();
  return requests.map((request) => ({
    ...toLessonRequest(request),
    student: { id: request.studentId, name: request.studentName, email: request.studentEmail },
    expiresAt: expiryOf(request).toISOString(),
    movingFrom: request.movingFrom?.toISOString() ?? null,
  }));
}

/**
 * She approves, in one transaction: a new lesson is booked (bookLesson), or a lesson moved
 * (moveLesson). Then the lesson is confirmed to the student (the mail with its invitation) and its
 * reminder scheduled, as for a lesson the sync found.
 */
export async function approveRequest(
  deps: RequestsDeps,
  requestId: string,
  now: Date,
  { isAsked = true } = {},
): Promise<LessonRequest> {
  const schedule = await deps.schedule.read();
  const approved = await deps.inTransaction(async (data, changed) => {
    const request = await data.lessonRequests.findForUpdate(requestId);
    // A weekly series' first lesson is approved with its series (lesson-series.ts), never alone.
    if (!request || (await data.lessonSeries.findByFirstRequest(requestId))) throw notFound();
    if (request.status !== 'pending') throw notPending();
    if (request.lessonId !== request.id) await moveLesson(data, request, schedule.bufferMinutes, now);
    else await bookLesson(data, request, schedule.timeZone, now);
    await data.lessonRequests.decide(requestId, 'approved', now);
    await publishLessons(data, [request.lessonId], now);
    changed(request.studentId);
    return { ...request, status: 'approved' as const };
  });
  // Her answer reaches the student's devices; one approved at once is answered on the page that asked.
  if (isAsked)
    await pushAbout(
      deps,
      {
        kind: 'lesson-approved',
        to: approved.studentId,
        lessonId: approved.lessonId,
        startsAt: approved.startsAt.toISOString(),
        isMove: approved.lessonId !== approved.id,
      },
      { jobId: `lesson-approved-${approved.id}` },
    );
  await confirmNewLessons(deps, now);
  await keepRemindersInStep(deps, now);
  // A lesson moved has left its old time free.
  if (approved.lessonId !== approved.id) await offerFreedTimes(deps, now);
  return toLessonRequest(approved);
}

/** A new lesson: the request's hold given back, the lesson in the copy under its id, a credit consumed for it. */
export async function bookLesson(data: RequestsData, request: StoredLessonRequest, timeZone: string, now: Date) {
  const student = await data.students.findById(request.studentId);
  if (!student) throw notFound();
  await data.ledger.lockStudent(request.studentId);
  await data.ledger.release({ requestId: request.id, at: now });
  const [lot] = await data.ledger.usableLotsOf(request.studentId, now);
  if (!lot) throw new AppError('no_credits', M.noCredits);
  await data.bookings.addOwn({
    id: request.id,
    studentId: request.studentId,
    email: student.email,
    name: student.name,
    lessonName: ownLessonName(request.durationMinutes),
    durationMinutes: request.durationMinutes,
    startsAt: request.startsAt,
    endsAt: request.endsAt,
    timezone: timeZone,
    at: now,
  });
  await data.ledger.consume({ studentId: request.studentId, lotId: lot.lotId, bookingId: request.id, at: now });
}

/**
 * A lesson moved: its time held anew (PostgreSQL refuses a time another request took meanwhile) and
 * the lesson at the new time, confirmed again; its credit stays spent on it.
 */
async function moveLesson(data: RequestsData, request: StoredLessonRequest, bufferMinutes: number, now: Date) {
  const lesson = { startsAt: request.startsAt, endsAt: request.endsAt, bufferMinutes };
  if (!(await data.lessonRequests.moveTo(request.lessonId, lesson))) throw new AppError('slot_taken', M.slotTaken);
  if (!(await data.bookings.moveOwn(request.lessonId, request.startsAt, request.endsAt, now))) throw lessonGone();
}

/** Ends a pending request unapproved, giving its credit back, and the series it starts; `undefined` when it was not pending. */
export async function endPending(
  data: RequestsData,
  requestId: string,
  status: 'declined' | 'expired' | 'cancelled',
  now: Date,
): Promise<StoredLessonRequest | undefined> {
  const request = await data.lessonRequests.findForUpdate(requestId);
  if (request?.status !== 'pending') return undefined;
  await data.ledger.lockStudent(request.studentId);
  await data.ledger.release({ requestId, at: now });
  await data.lessonRequests.decide(requestId, status, now);
  // A weekly series asked with it ends with it.
  await data.lessonSeries.endPendingWith(requestId, status === 'cancelled' ? 'ended' : status, now);
  return { ...request, status };
}

/** She declines: the time is free again and the student's credit comes back. */
export async function declineRequest(deps: RequestsDeps, requestId: string, now: Date): Promise<LessonRequest> {
  const declined = await deps.inTransaction(async (data, changed) => {
    const request = await endPending(data, requestId, 'declined', now);
    if (!request) throw (await data.lessonRequests.findForUpdate(requestId)) ? notPending() : notFound();
    changed(request.studentId);
    return request;
  });
  await mailStudent(deps, declined, 'declined');
  await offerFreedTimes(deps, now);
  return toLessonRequest(declined);
}

/** The student withdraws a request she has not answered; their credit comes back. Undefined when it is not theirs and pending. */
export async function withdrawRequest(
  deps: RequestsDeps,
  studentId: string,
  requestId: string,
  now: Date,
): Promise<LessonRequest | undefined> {
  const withdrawn = await deps.inTransaction(async (data, changed) => {
    const request = await data.lessonRequests.findForUpdate(requestId);
    if (request?.studentId !== studentId) return undefined;
    const ended = await endPending(data, requestId, 'cancelled', now);
    if (ended) changed(studentId);
    return ended;
  });
  if (!withdrawn) return undefined;
  await offerFreedTimes(deps, now);
  return toLessonRequest(withdrawn);
}

/**
 * A deleted account's requests awaiting an answer are withdrawn, its weekly series end, and it
 * leaves the waitlist (the times held for it freed), in the deletion's transaction.
 */
export async function endRequestsOf(data: RequestsData, studentId: string, now: Date): Promise<void> {
  for (const request of await data.lessonRequests.pendingOf(studentId)) {
    await endPending(data, request.id, 'cancelled', now);
  }
  await data.waitlist.leaveAll(studentId, now);
  await data.lessonSeries.endAllOf(studentId, now);
}

/**
 * Requests she has not answered LESSON_REQUEST_EXPIRY_HOURS before their start expire, and their
 * credits come back (a run of the calendar's repeating job). Answers how many expired.
 */
export async function expireUnansweredRequests(deps: RequestsDeps, now: Date): Promise<number> {
  let expired = 0;
  for (const requestId of await deps.lessonRequests.pendingStartingBy(new Date(now.getTime() + EXPIRY_MS))) {
    const request = await deps.inTransaction(async (data, changed) => {
      const ended = await endPending(data, requestId, 'expired', now);
      if (ended) changed(ended.studentId);
      return ended;
    });
    if (!request) continue;
    expired += 1;
    await mailStudent(deps, request, 'expired');
  }
  return expired;
}
