import { randomUUID } from 'node:crypto';
import {
  AVAILABILITY_MESSAGES as M,
  BOOKING_MAX_AHEAD_MONTHS,
  BOOKING_MIN_NOTICE_HOURS,
  WAITLIST_MAX_ENTRIES,
  type LessonRequest,
  type WaitlistEntry as WaitlistEntryAnswer,
  type WaitlistInput,
  type WaitlistResponse,
} from '@lezioni/contracts';
import { AppError, forbidden, isUuid, notFound } from '@lezioni/service-kit';
import { listFreeSlots } from '../../availability/domain/schedule';
import type { LessonMinutes } from '../../availability/domain/free-slots';
import { zonedTimeToUtc } from '../../availability/domain/wall-clock';
import { addCalendarMonths } from '../../shared/domain/clock';
import type { StoredLessonRequest } from '../data/lesson-requests.repository';
import type { WaitlistEntry } from '../data/waitlist.repository';
import type { RequestsDeps } from './deps';
import { answerAtOnceOrAsk } from './lesson-requests';
import { offerFreedTimes } from './waitlist-offers';

const MINUTE_MS = 60_000;
const NOTICE_MS = BOOKING_MIN_NOTICE_HOURS * 60 * MINUTE_MS;

const toEntryAnswer = (entry: WaitlistEntry): WaitlistEntryAnswer => ({
  id: entry.id,
  from: entry.startsAt.toISOString(),
  to: entry.endsAt.toISOString(),
  durationMinutes: entry.durationMinutes,
  createdAt: entry.createdAt.toISOString(),
});

/** The caller, if a student who may book: one whose address is proven. */
async function bookingStudent(deps: RequestsDeps, studentId: string) {
  const student = await deps.students.findById(studentId);
  if (student?.role !== 'student') throw forbidden();
  if (!student.emailVerified) throw new AppError('forbidden', M.confirmEmailFirst);
  return student;
}

/**
 * A student joins the waitlist for a day and hours on her clock (the zone she names, else her
 * visits', else the teacher's), turned into instants now: hours that could still hold a lesson
 * asked for with the booking notice, starting within the booking horizon, WAITLIST_MAX_ENTRIES
 * waiting at most. A time already free within them is offered at once, in turn with the entries
 * before hers.
 */
export async function joinWaitlist(
  deps: RequestsDeps,
  studentId: string,
  input: WaitlistInput,
  now: Date,
): Promise<WaitlistEntryAnswer> {
  await bookingStudent(deps, studentId);
  const timeZone =
    input.timeZone ?? (await deps.students.readingOf(studentId)).timeZone ?? (await deps.schedule.read()).timeZone;
  const entry: WaitlistEntry = {
    id: randomUUID(),
    studentId,
    startsAt: zonedTimeToUtc(input.date, input.fromTime, timeZone),
    endsAt: zonedTimeToUtc(input.date, input.toTime, timeZone),
    durationMinutes: input.durationMinutes,
    createdAt: now,
  };
  // No lesson within hours ending this soon could be asked for any more.
  const latestStart = entry.endsAt.getTime() - entry.durationMinutes * MINUTE_MS;
  if (latestStart < now.getTime() + NOTICE_MS) throw new AppError('bad_input', M.waitlistWindowPast);
  if (entry.startsAt >= addCalendarMonths(now, BOOKING_MAX_AHEAD_MONTHS))
    throw new AppError('bad_input', M.waitlistWindowTooFar);
  await deps.inTransaction(async (data) => {
    // One student's joins are counted one at a time, so two at once never pass the limit together.
    await data.ledger.lockStudent(studentId);
    if ((await data.waitlist.waitingOf(studentId, now)).length >= WAITLIST_MAX_ENTRIES)
      throw new AppError('waitlist_full', M.waitlistFull);
    await data.waitlist.join(entry);
  });
  await offerFreedTimes(deps, now);
  return toEntryAnswer(entry);
}

/** The student's entries waiting (earliest hours first) and the times held for them now. */
export async function listWaitlist(deps: RequestsDeps, studentId: string, now: Date): Promise<WaitlistResponse> {
  const [entries, offers] = await Promise.all([
    deps.waitlist.waitingOf(studentId, now),
    deps.waitlist.offersOf(studentId),
  ]);
  return {
    entries: entries.map(toEntryAnswer),
    offers: offers
      .filter((offer) => offer.offeredUntil > now)
      .map((offer) => ({
        id: offer.id,
        entryId: offer.entryId,
        startsAt: offer.startsAt.toISOString(),
        endsAt: offer.endsAt.toISOString(),
        durationMinutes: offer.durationMinutes,
        heldUntil: offer.offeredUntil.toISOString(),
      })),
  };
}

/** The student leaves an entry of hers: a time held for it is freed, and offered to the next in order. 404 for any other. */
export async function leaveWaitlist(deps: RequestsDeps, studentId: string, entryId: string, now: Date): Promise<void> {
  if (!isUuid(entryId)) throw notFound();
  await deps.inTransaction(async (data, changed) => {
    if (!(await data.waitlist.end(entryId, studentId, 'left', now))) throw notFound();
    await data.waitlist.withdrawOfferOf(entryId, now);
    changed(studentId);
  });
  await offerFreedTimes(deps, now);
}

const lapsed = () => new AppError('offer_lapsed', M.offerLapsed);

/**
 * The student takes a time held for her: in one transaction the offer's row becomes her pending
 * request (the time never unheld, so nobody can take it in between), a credit is held as
 * askForLesson holds one, and her entry ends. Then the teacher approves it, or it is approved at
 * once (answerAtOnceOrAsk). 404 for another's offer; 409 `offer_lapsed` once its time is up.
 */
export async function takeOffer(
  deps: RequestsDeps,
  studentId: string,
  offerId: string,
  now: Date,
): Promise<LessonRequest> {
  const student = await bookingStudent(deps, studentId);
  const schedule = await deps.schedule.read();
  const request = await deps.inTransaction(async (data, changed) => {
    const offer = await data.waitlist.findOfferForUpdate(offerId);
    if (offer?.studentId !== studentId) throw notFound();
    if (offer.lapsed) throw lapsed();
    if (offer.offeredUntil <= now) return 'lapsed' as const;
    // Her hours may have changed since it was offered; the offer itself does not stand in its way.
    const duration = offer.durationMinutes as LessonMinutes;
    const free = await listFreeSlots(data, { from: offer.startsAt, to: offer.endsAt, duration, moving: offer.id }, now);
    if (!free.some((slot) => Date.parse(slot.startsAt) === offer.startsAt.getTime()))
      throw new AppError('slot_not_free', M.slotNotFree);
    await data.ledger.lockStudent(studentId);
    const [lot] = await data.ledger.usableLotsOf(studentId, now);
    if (!lot) throw new AppError('no_credits', M.noCredits);
    await data.waitlist.take(offer.id);
    await data.ledger.hold({ studentId, lotId: lot.lotId, requestId: offer.id, at: now });
    await data.waitlist.end(offer.entryId, studentId, 'taken', now);
    changed(studentId);
    return {
      id: offer.id,
      lessonId: offer.id,
      studentId,
      startsAt: offer.startsAt,
      endsAt: offer.endsAt,
      durationMinutes: offer.durationMinutes,
      status: 'pending',
      createdAt: now,
    } satisfies StoredLessonRequest;
  });
  if (request === 'lapsed') {
    // Its time passes on now (the offer's lock released) rather than at the repeating job's next run.
    await offerFreedTimes(deps, now);
    throw lapsed();
  }
  return answerAtOnceOrAsk(deps, request, student, schedule, now);
}
