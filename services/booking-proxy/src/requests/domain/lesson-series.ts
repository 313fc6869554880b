import { randomUUID } from 'node:crypto';
import {
  AVAILABILITY_MESSAGES as M,
  BOOKING_MAX_AHEAD_MONTHS,
  BOOKING_MIN_NOTICE_HOURS,
  FREE_CANCELLATION_HOURS,
  SERIES_CREDIT_WARNING_DAYS,
  type AdminLessonSeries,
  type LessonSeries,
  type LessonSeriesInput,
} from '@lezioni/contracts';
import { AppError, notFound } from '@lezioni/service-kit';
import type { StoredSeries } from '../data/lesson-series.repository';
import type { StoredLessonRequest } from '../data/lesson-requests.repository';
import type { RequestsDeps } from './deps';
import { isoWeekdayOf, localDateOf, localTimeOf, weeklyStarts } from '../../availability/domain/wall-clock';
import { listFreeSlots } from '../../availability/domain/schedule';
import { addCalendarMonths } from '../../shared/domain/clock';
import { publishLessons } from '../../calendar/domain/lesson-events';
import { confirmNewLessons, keepRemindersInStep } from '../../calendar/domain/reminders';
import { bookLesson, endPending, holdRequest, mailStudent, mailTeacher } from './lesson-requests';
import { mailAbout } from './request-mail';
import { cancelLesson } from './lesson-changes';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const notPending = () => new AppError('request_not_pending', M.requestNotPending);
const notRunning = () => new AppError('series_not_running', M.seriesNotRunning);

/**
 * What a run did with a week: booked it, passed it over (its time taken), found it recorded by
 * another run, or not booked it: no credit, the series paused or ended meanwhile, or the time taken
 * between the check and the booking (tried again next run).
 */
type WeekOutcome = 'booked' | 'passed_over' | 'recorded_already' | 'no_credits' | 'stopped' | 'taken_meanwhile';

/** A transaction that took a time another request holds has been aborted by PostgreSQL: the week is tried again next run. */
class TimeTakenMeanwhile extends Error {}

/** The weeks the terms let a series book at `now`: at least the minimum notice ahead, ending within the horizon. */
function bookableWindow(now: Date) {
  return {
    earliest: new Date(now.getTime() + BOOKING_MIN_NOTICE_HOURS * HOUR_MS),
    horizon: addCalendarMonths(now, BOOKING_MAX_AHEAD_MONTHS),
  };
}

/** The series' bookable weeks at `now` that no run has reached yet, earliest first. */
async function weeksToReach(deps: RequestsDeps, series: StoredSeries, now: Date): Promise<Date[]> {
  const { earliest, horizon } = bookableWindow(now);
  const reached = new Set((await deps.lessonSeries.occurrencesOf(series.id)).map((week) => week.startsAt.getTime()));
  const durationMs = series.durationMinutes * MINUTE_MS;
  return weeklyStarts(series.startsAt, series.timeZone, horizon).filter(
    (startsAt) =>
      startsAt >= earliest && startsAt.getTime() + durationMs <= horizon.getTime() && !reached.has(startsAt.getTime()),
  );
}

/** The series as its student sees it: for a running one, the next week not booked yet and whether a credit is missing for it. */
async function viewOf(deps: RequestsDeps, series: StoredSeries, now: Date): Promise<LessonSeries> {
  const isRunning = series.status === 'active' || series.status === 'paused';
  const [next] = isRunning ? await weeksToReach(deps, series, now) : [];
  const creditsShort =
    next !== undefined &&
    series.status === 'active' &&
    (await deps.ledger.usableLotsOf(series.studentId, now)).length === 0;
  return {
    id: series.id,
    status: series.status,
    firstStartsAt: series.startsAt.toISOString(),
    durationMinutes: series.durationMinutes,
    timeZone: series.timeZone,
    weekday: isoWeekdayOf(localDateOf(series.startsAt, series.timeZone)),
    time: localTimeOf(series.startsAt, series.timeZone),
    nextUnbooked: next?.toISOString() ?? null,
    creditsShort,
  };
}

/**
 * A student asks for a standing weekly lesson: its first lesson is asked for as any request (it
 * holds its time and a credit), and the series waits for her answer with it. She is mailed.
 */
export async function askForSeries(
  deps: RequestsDeps,
  studentId: string,
  input: LessonSeriesInput,
  now: Date,
): Promise<LessonSeries> {
  const id = `ls-${randomUUID()}`;
  let series: StoredSeries | undefined;
  const { request, student, schedule } = await holdRequest(deps, studentId, input, now, async (data, held, week) => {
    series = {
      id,
      studentId,
      firstRequestId: held.id,
      startsAt: held.startsAt,
      durationMinutes: held.durationMinutes,
      timeZone: week.timeZone,
      status: 'pending',
      createdAt: now,
      endedAt: null,
      sequence: 0,
      warnedFor: null,
    };
    await data.lessonSeries.add(series);
  });
  await mailTeacher(deps, request, student.name, schedule.timeZone, undefined, true);
  return viewOf(deps, series!, now);
}

/** The student's series not over, first lesson first. */
export async function listOwnSeries(deps: RequestsDeps, studentId: string, now: Date): Promise<LessonSeries[]> {
  const series = await deps.lessonSeries.runningOf(studentId);
  return Promise.all(series.map((one) => viewOf(deps, one, now)));
}

/** Her list: every series awaiting her answer or running, with who asks. */
export async function listSeriesForTeacher(deps: RequestsDeps, now: Date): Promise<AdminLessonSeries[]> {
  const series = await deps.lessonSeries.runningWithStudents();
  return Promise.all(
    series.map(async (one) => ({
      ...(await viewOf(deps, one, now)),
      student: { id: one.studentId, name: one.studentName, email: one.studentEmail },
    })),
  );
}

/**
 * She approves a series, in one transaction: its first lesson is booked as an approved request is,
 * and the series runs. Then the weeks after it are booked up to the horizon as credits allow.
 */
export async function approveSeries(deps: RequestsDeps, seriesId: string, now: Date): Promise<LessonSeries> {
  const series = await deps.inTransaction(async (data, changed) => {
    const found = await data.lessonSeries.findForUpdate(seriesId);
    if (!found) throw notFound();
    const request = await data.lessonRequests.findForUpdate(found.firstRequestId);
    if (found.status !== 'pending' || request?.status !== 'pending') throw notPending();
    await bookLesson(data, request, found.timeZone, now);
    await data.lessonRequests.decide(request.id, 'approved', now);
    await data.lessonSeries.addOccurrence(found.id, request.startsAt, request.id, now);
    await data.lessonSeries.setStatus(found.id, 'active', now);
    await publishLessons(data, [request.id], now);
    changed(found.studentId);
    return { ...found, status: 'active' as const };
  });
  await bookWeeksAhead(deps, series, now);
  await confirmNewLessons(deps, now);
  await keepRemindersInStep(deps, now);
  return viewOf(deps, series, now);
}

/** She declines a series: its first lesson's request is declined (the credit back, the student mailed). */
export async function declineSeries(deps: RequestsDeps, seriesId: string, now: Date): Promise<LessonSeries> {
  const { series, request } = await deps.inTransaction(async (data, changed) => {
    const found = await data.lessonSeries.findForUpdate(seriesId);
    if (!found) throw notFound();
    if (found.status !== 'pending') throw notPending();
    // Ends the series with it.
    const declined = await endPending(data, found.firstRequestId, 'declined', now);
    if (!declined) throw notPending();
    changed(found.studentId);
    return { series: { ...found, status: 'declined' as const }, request: declined };
  });
  await mailStudent(deps, request, 'declined');
  return viewOf(deps, series, now);
}

/**
 * Books the week at `startsAt` of an active series as an approved request of its own (the time
 * held under the exclusion constraint, a credit consumed), or records it passed over when her
 * hours or another lesson leave the time taken. One transaction per week, the series locked: two
 * runs never book one week twice, and a pause or end meanwhile stops it.
 */
async function bookWeek(deps: RequestsDeps, series: StoredSeries, startsAt: Date, now: Date): Promise<WeekOutcome> {
  const endsAt = new Date(startsAt.getTime() + series.durationMinutes * MINUTE_MS);
  const duration = series.durationMinutes as LessonSeriesInput['durationMinutes'];
  const free = await listFreeSlots(deps, { from: startsAt, to: endsAt, duration }, now);
  if (!free.some((slot) => Date.parse(slot.startsAt) === startsAt.getTime())) {
    const recorded = await deps.lessonSeries.addOccurrence(series.id, startsAt, null, now);
    return recorded ? 'passed_over' : 'recorded_already';
  }
  const { bufferMinutes } = await deps.schedule.read();
  const id = `lz-${randomUUID()}`;
  const request: StoredLessonRequest = {
    id,
    lessonId: id,
    studentId: series.studentId,
    startsAt,
    endsAt,
    durationMinutes: series.durationMinutes,
    status: 'pending',
    createdAt: now,
  };
  try {
    return await deps.inTransaction(async (data, changed): Promise<WeekOutcome> => {
      const current = await data.lessonSeries.findForUpdate(series.id);
      if (current?.status !== 'active') return 'stopped';
      await data.ledger.lockStudent(series.studentId);
      if ((await data.ledger.usableLotsOf(series.studentId, now)).length === 0) return 'no_credits';
      if (!(await data.lessonSeries.addOccurrence(series.id, startsAt, id, now))) return 'recorded_already';
      if (!(await data.lessonRequests.add({ ...request, bufferMinutes }))) throw new TimeTakenMeanwhile();
      await bookLesson(data, request, series.timeZone, now);
      await data.lessonRequests.decide(id, 'approved', now);
      await publishLessons(data, [id], now);
      changed(series.studentId);
      return 'booked';
    });
  } catch (err) {
    if (err instanceof TimeTakenMeanwhile) return 'taken_meanwhile';
    throw err;
  }
}

/**
 * Tells the student, once per week, that the series' lesson at `startsAt` cannot be booked for want
 * of a credit, when it is SERIES_CREDIT_WARNING_DAYS or less ahead: time to buy a package before
 * the booking notice closes it.
 */
async function warnCreditsShort(deps: RequestsDeps, series: StoredSeries, startsAt: Date, now: Date) {
  if (startsAt.getTime() - now.getTime() > SERIES_CREDIT_WARNING_DAYS * DAY_MS) return;
  const student = await deps.students.findById(series.studentId);
  if (!student?.email || !(await deps.lessonSeries.warn(series.id, startsAt))) return;
  const reading = await deps.students.readingOf(student.id);
  await mailAbout(
    deps,
    {
      kind: 'series-credits-short',
      to: student.email,
      name: student.name,
      startsAt: startsAt.toISOString(),
      durationMinutes: series.durationMinutes,
      timezone: reading.timeZone ?? series.timeZone,
      packagesUrl: deps.pages.urlOf('/packages'),
      language: reading.language,
    },
    `series-credits-short-${series.id}-${startsAt.getTime()}`,
  );
}

/**
 * Books the series' weeks from the booking notice to the horizon not reached yet, in order, as
 * credits allow: it stops at the first week the student has no credit for (and warns them when it
 * is close). Confirmations and reminders are the caller's to send after.
 */
async function bookWeeksAhead(deps: RequestsDeps, series: StoredSeries, now: Date): Promise<void> {
  for (const startsAt of await weeksToReach(deps, series, now)) {
    const outcome = await bookWeek(deps, series, startsAt, now);
    if (outcome === 'no_credits') await warnCreditsShort(deps, series, startsAt, now);
    if (outcome === 'no_credits' || outcome === 'stopped') return;
  }
}

/**
 * A run of the calendar's repeating job: each active series books its weeks ahead, then the new
 * lessons are confirmed and reminded as any. Answers how many series were run.
 */
export async function bookSeriesAhead(deps: RequestsDeps, now: Date): Promise<number> {
  const active = await deps.lessonSeries.active();
  for (const series of active) {
    await bookWeeksAhead(deps, series, now).catch((err: unknown) =>
      deps.logger.error({ err, seriesId: series.id }, 'series not booked ahead: the next run tries again'),
    );
  }
  await confirmNewLessons(deps, now);
  await keepRemindersInStep(deps, now);
  return active.length;
}

/** The series `seriesId`, if `studentId` owns it (any series for the teacher, `studentId` undefined); 404 otherwise. */
async function seriesOf(deps: RequestsDeps, studentId: string | undefined, seriesId: string): Promise<StoredSeries> {
  const series = await deps.lessonSeries.find(seriesId);
  if (!series || (studentId !== undefined && series.studentId !== studentId)) throw notFound();
  return series;
}

/** The student's running series `seriesId`, paused or active again; 409 when it is not running. */
async function setRunning(
  deps: RequestsDeps,
  studentId: string,
  seriesId: string,
  status: 'active' | 'paused',
  now: Date,
): Promise<StoredSeries> {
  await seriesOf(deps, studentId, seriesId);
  return deps.inTransaction(async (data, changed) => {
    const found = (await data.lessonSeries.findForUpdate(seriesId))!;
    if (found.status !== 'active' && found.status !== 'paused') throw notRunning();
    await data.lessonSeries.setStatus(seriesId, status, now);
    changed(studentId);
    return { ...found, status };
  });
}

/** The student pauses a running series: no week is booked from now on; those booked stay. */
export async function pauseSeries(
  deps: RequestsDeps,
  studentId: string,
  seriesId: string,
  now: Date,
): Promise<LessonSeries> {
  return viewOf(deps, await setRunning(deps, studentId, seriesId, 'paused', now), now);
}

/** The student resumes a paused series: its weeks ahead are booked at once, as credits allow. */
export async function resumeSeries(
  deps: RequestsDeps,
  studentId: string,
  seriesId: string,
  now: Date,
): Promise<LessonSeries> {
  const series = await setRunning(deps, studentId, seriesId, 'active', now);
  await bookWeeksAhead(deps, series, now);
  await confirmNewLessons(deps, now);
  await keepRemindersInStep(deps, now);
  return viewOf(deps, series, now);
}

/**
 * The student (`studentId`) or the teacher (undefined) ends a series. Awaiting her answer, its first
 * lesson's request is withdrawn. Running, its booked lessons FREE_CANCELLATION_HOURS or more ahead
 * are cancelled with their credits back; those sooner stay, as any lesson that close does.
 */
export async function endSeries(
  deps: RequestsDeps,
  studentId: string | undefined,
  seriesId: string,
  now: Date,
): Promise<LessonSeries> {
  await seriesOf(deps, studentId, seriesId);
  const series = await deps.inTransaction(async (data, changed) => {
    const found = (await data.lessonSeries.findForUpdate(seriesId))!;
    if (found.status === 'pending') await endPending(data, found.firstRequestId, 'cancelled', now);
    else if (found.status !== 'active' && found.status !== 'paused') throw notRunning();
    await data.lessonSeries.setStatus(seriesId, 'ended', now);
    changed(found.studentId);
    return { ...found, status: 'ended' as const, endedAt: now };
  });
  const cancelFrom = now.getTime() + FREE_CANCELLATION_HOURS * HOUR_MS;
  for (const week of await deps.lessonSeries.occurrencesOf(seriesId)) {
    if (!week.lessonId || week.cancelled || !week.lessonStartsAt || week.lessonStartsAt.getTime() < cancelFrom)
      continue;
    const lesson = await deps.lessons.findById(week.lessonId);
    if (lesson && !lesson.cancelledAt) await cancelLesson(deps, lesson, now, true);
  }
  return viewOf(deps, series, now);
}
