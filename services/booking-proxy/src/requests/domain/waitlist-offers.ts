import { randomUUID } from 'node:crypto';
import { BOOKING_MIN_NOTICE_HOURS, WAITLIST_OFFER_HOLD_MINUTES } from '@lezioni/contracts';
import { listFreeSlots } from '../../availability/domain/schedule';
import type { LessonMinutes } from '../../availability/domain/free-slots';
import type { WaitlistOffer } from '../data/waitlist.repository';
import type { RequestsDeps } from './deps';
import { mailAbout } from './request-mail';

const MINUTE_MS = 60_000;
const HOLD_MS = WAITLIST_OFFER_HOLD_MINUTES * MINUTE_MS;
const NOTICE_MS = BOOKING_MIN_NOTICE_HOURS * 60 * MINUTE_MS;

/** Tells the student a time is held for her, until when, in her language and zone, and where to take it. */
async function mailOffer(deps: RequestsDeps, offer: WaitlistOffer): Promise<void> {
  const student = await deps.students.findById(offer.studentId);
  if (!student?.email) return;
  const reading = await deps.students.readingOf(student.id);
  const { timeZone } = await deps.schedule.read();
  await mailAbout(
    deps,
    {
      kind: 'waitlist-offer',
      to: student.email,
      name: student.name,
      startsAt: offer.startsAt.toISOString(),
      durationMinutes: offer.durationMinutes,
      timezone: reading.timeZone ?? timeZone,
      heldUntil: offer.offeredUntil.toISOString(),
      bookingUrl: deps.pages.urlOf('/booking'),
      language: reading.language,
    },
    `waitlist-offer-${offer.id}`,
  );
}

/**
 * Offers lapse once held past their time; then each entry waiting (oldest first) without an offer,
 * of a student with a credit to take it with, gets the first free time within its hours, held for WAITLIST_OFFER_HOLD_MINUTES, and a mail. A
 * time is offered only if it can still be asked for when the hold ends (the booking notice after
 * it). PostgreSQL refuses a time someone took meanwhile, or a second offer for an entry (two runs
 * at once): that entry waits for the next run. Answers how many offers were made.
 */
async function offerInOrder(deps: RequestsDeps, now: Date): Promise<number> {
  await deps.inTransaction(async (data, changed) => changed(...(await data.waitlist.lapseOffers(now))));
  const { bufferMinutes } = await deps.schedule.read();
  const earliest = new Date(now.getTime() + HOLD_MS + NOTICE_MS);
  let offered = 0;
  for (const entry of await deps.waitlist.toOffer(earliest)) {
    // She could not take it (taking asks with a credit): it goes on to the next; her entry waits.
    if ((await deps.ledger.usableLotsOf(entry.studentId, now)).length === 0) continue;
    const from = new Date(Math.max(entry.startsAt.getTime(), earliest.getTime()));
    const duration = entry.durationMinutes as LessonMinutes;
    const [slot] = await listFreeSlots(deps, { from, to: entry.endsAt, duration }, now);
    if (!slot) continue;
    const offer: WaitlistOffer = {
      id: `lz-${randomUUID()}`,
      entryId: entry.id,
      studentId: entry.studentId,
      startsAt: new Date(slot.startsAt),
      endsAt: new Date(slot.endsAt),
      durationMinutes: entry.durationMinutes,
      offeredUntil: new Date(now.getTime() + HOLD_MS),
    };
    const made = await deps.inTransaction(async (data, changed) => {
      const held = await data.waitlist.offer({ ...offer, bufferMinutes, createdAt: now });
      if (held) changed(entry.studentId);
      return held;
    });
    if (!made) continue;
    offered += 1;
    await mailOffer(deps, offer);
  }
  return offered;
}

/**
 * Offers the times that have freed to the waitlist, in order (offerInOrder): after anything that
 * frees time (a request ended, a lesson cancelled or moved, an entry left) and on every run of the
 * calendar's repeating job. What freed the time has committed already, so a failure here is logged,
 * never thrown: the next run offers it.
 */
export async function offerFreedTimes(deps: RequestsDeps, now: Date): Promise<number> {
  try {
    return await offerInOrder(deps, now);
  } catch (err) {
    deps.logger.error({ err }, 'waitlist offers not made: the next run tries again');
    return 0;
  }
}
