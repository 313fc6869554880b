import request from 'supertest';
import {
  ADMIN_SCHEDULE_API,
  AVAILABILITY_SLOTS_API,
  LESSON_REQUESTS_API,
  SlotsResponseSchema,
  StudentBookingSchema,
  WAITLIST_API,
  WAITLIST_MAX_ENTRIES,
  WaitlistResponseSchema,
  adminLessonRequestPath,
  myBookingCancelPath,
  waitlistEntryPath,
  waitlistOfferTakePath,
  type Schedule,
} from '@lezioni/contracts';
import { openBookingTestAppForFile } from '../../testing/booking-test-deps';
import { DAY_MS, cookieOf, studentWithCredits } from '../../testing/test-rows';
import { localDateOf, zonedTimeToUtc } from '../../availability/domain/wall-clock';
import { offerFreedTimes } from '../domain/waitlist-offers';
import { takeOffer } from '../domain/waitlist';

const t = openBookingTestAppForFile({
  env: { ADMIN_EMAIL: 'chiara@lezioni.example', TEACHER_NAME: 'Chiara Lombardi' },
});

const ROME = 'Europe/Rome';
const MINUTE_MS = 60_000;
/** Every day from 08:00 to 20:00 in Rome, 10 minutes between lessons. */
const DAYS: Schedule = {
  timeZone: ROME,
  bufferMinutes: 10,
  autoApproveReturning: false,
  week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
  dates: [],
};
const teacher = cookieOf({ id: '00000000-0000-4000-8000-00000000c1a0', name: 'Chiara Lombardi' }, 'admin');
/** Rome's calendar date `days` ahead. */
const romeDate = (days: number) => localDateOf(new Date(Date.now() + days * DAY_MS), ROME);
const romeTime = (days: number, time: string) => zonedTimeToUtc(romeDate(days), time, ROME);

beforeAll(async () => {
  await request(t.app).put(ADMIN_SCHEDULE_API).set('Cookie', teacher).send(DAYS).expect(200);
});

const studentWith = (credits: number, options?: { isEmailVerified?: boolean }) =>
  studentWithCredits(t, credits, options);

/** Waits on `days` ahead from `fromTime` to `toTime`, Rome's clock, for a 50-minute lesson. */
const join = (cookie: string, days: number, fromTime: string, toTime: string, extra: Record<string, unknown> = {}) =>
  request(t.app)
    .post(WAITLIST_API)
    .set('Cookie', cookie)
    .send({ date: romeDate(days), fromTime, toTime, durationMinutes: 50, timeZone: ROME, ...extra });
const waitlistOf = async (cookie: string) =>
  WaitlistResponseSchema.parse((await request(t.app).get(WAITLIST_API).set('Cookie', cookie).expect(200)).body);
const take = (cookie: string, offerId: string) =>
  request(t.app).post(waitlistOfferTakePath(offerId)).set('Cookie', cookie);
const creditsOf = async (cookie: string) => {
  const answer = await request(t.app).get('/api/my-credits').set('Cookie', cookie).expect(200);
  return (answer.body as { remainingCredits: number }[]).reduce((sum, record) => sum + record.remainingCredits, 0);
};
const freeStarts = async (cookie: string, from: Date, to: Date) => {
  const answer = await request(t.app)
    .get(AVAILABILITY_SLOTS_API)
    .query({ from: from.toISOString(), to: to.toISOString(), duration: 50 })
    .set('Cookie', cookie)
    .expect(200);
  return SlotsResponseSchema.parse(answer.body).slots.map((slot) => slot.startsAt);
};
const offerMailsTo = async (email: string) =>
  (await t.mailJobs.getJobs(['waiting', 'delayed']))
    .map((job) => job.data as { kind: string; to: string })
    .filter((mail) => mail.kind === 'waitlist-offer' && mail.to === email);

/** A lesson of another student's at `startsAt`, approved: the time is taken until it is cancelled. */
async function lessonAt(startsAt: Date) {
  const other = await studentWith(1);
  const asked = await request(t.app)
    .post(LESSON_REQUESTS_API)
    .set('Cookie', other.cookie)
    .send({ startsAt: startsAt.toISOString(), durationMinutes: 50 })
    .expect(201);
  await request(t.app).post(adminLessonRequestPath(asked.body.id, 'approve')).set('Cookie', teacher).expect(200);
  return { id: asked.body.id as string, cookie: other.cookie };
}

describe('a student joins the waitlist (POST /api/waitlist)', () => {
  it('when she names a day and hours, then 201: the hours on her clock are the entry, listed as hers alone', async () => {
    const anna = await studentWith(1);
    const beata = await studentWith(1);
    // Filled: nothing to offer yet.
    await lessonAt(romeTime(6, '09:00'));

    const joined = await join(anna.cookie, 6, '09:00', '10:00').expect(201);

    expect(joined.body).toEqual({
      id: expect.any(String),
      from: romeTime(6, '09:00').toISOString(),
      to: romeTime(6, '10:00').toISOString(),
      durationMinutes: 50,
      createdAt: expect.any(String),
    });
    expect(await waitlistOf(anna.cookie)).toEqual({ entries: [joined.body], offers: [] });
    expect(await waitlistOf(beata.cookie)).toEqual({ entries: [], offers: [] });
  });

  it('when the hours are in New York, then they are read on New York’s clock', async () => {
    const anna = await studentWith(1);
    const joined = await join(anna.cookie, 10, '20:00', '21:00', { timeZone: 'America/New_York' }).expect(201);
    expect(joined.body.from).toBe(zonedTimeToUtc(romeDate(10), '20:00', 'America/New_York').toISOString());
  });

  it('when the input is wrong, past, too far or too short, then 400 with what to change', async () => {
    const anna = await studentWith(1);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ date: '2027-02-30' }, /YYYY-MM-DD/],
      [{ fromTime: '9:00' }, /HH:MM/],
      [{ durationMinutes: 40 }, /25, 50 or 75/],
      [{ fromTime: '10:00', toTime: '10:30' }, /room for a lesson/],
      [{ date: romeDate(-2) }, /at least 24 hours ahead/],
      [{ date: romeDate(0), fromTime: '00:00', toTime: '24:00' }, /at least 24 hours ahead/],
      [{ date: romeDate(120) }, /within the next 3 months/],
      [{ timeZone: 'Mars/Olympus' }, /time zone/],
    ];
    for (const [change, message] of cases) {
      const answer = await request(t.app)
        .post(WAITLIST_API)
        .set('Cookie', anna.cookie)
        .send({ date: romeDate(8), fromTime: '09:00', toTime: '12:00', durationMinutes: 50, ...change });
      expect([answer.status, answer.body.code]).toEqual([400, 'bad_input']);
      expect(answer.body.error).toMatch(message);
    }
    expect((await waitlistOf(anna.cookie)).entries).toEqual([]);
  });

  it(`when she already waits for ${WAITLIST_MAX_ENTRIES} times, then 409 waitlist_full until she leaves one`, async () => {
    const anna = await studentWith(1);
    const hours = [
      ['08:00', '09:00'],
      ['11:00', '12:00'],
      ['14:00', '15:00'],
    ] as const;
    // Filled every time, so the entries wait and offers do not take the hours.
    for (const [from] of hours) await lessonAt(romeTime(7, from));
    const entries = [];
    for (const [from, to] of hours) entries.push((await join(anna.cookie, 7, from, to).expect(201)).body);

    const full = await join(anna.cookie, 7, '17:00', '18:00').expect(409);

    expect(full.body).toEqual({ code: 'waitlist_full', error: expect.stringMatching(/at most 3 times/) });
    await request(t.app).delete(waitlistEntryPath(entries[0].id)).set('Cookie', anna.cookie).expect(204);
    await join(anna.cookie, 7, '17:00', '18:00').expect(201);
  });

  it('when the teacher or a student with an unconfirmed address asks, then 403', async () => {
    const unconfirmed = await studentWith(1, { isEmailVerified: false });
    const [byTeacher, byUnconfirmed] = await Promise.all([
      join(teacher, 9, '09:00', '12:00'),
      join(unconfirmed.cookie, 9, '09:00', '12:00'),
    ]);
    expect([byTeacher.status, byUnconfirmed.status]).toEqual([403, 403]);
    expect(byUnconfirmed.body.error).toMatch(/confirm your email/i);
  });
});

describe('a freed time goes to the waitlist in order', () => {
  it('when a lesson is cancelled, then the first student waiting is offered it by mail and holds it; the second does not see it; taking it asks for it with her credit', async () => {
    const lesson = await lessonAt(romeTime(4, '10:00'));
    const anna = await studentWith(2);
    const beata = await studentWith(2);
    await join(anna.cookie, 4, '10:00', '11:00').expect(201);
    await join(beata.cookie, 4, '10:00', '11:00').expect(201);

    await request(t.app).post(myBookingCancelPath(lesson.id)).set('Cookie', lesson.cookie).expect(200);

    const annas = await waitlistOf(anna.cookie);
    expect(annas.offers).toEqual([
      {
        id: expect.stringMatching(/^lz-/),
        entryId: annas.entries[0]!.id,
        startsAt: romeTime(4, '10:00').toISOString(),
        endsAt: romeTime(4, '10:50').toISOString(),
        durationMinutes: 50,
        heldUntil: expect.any(String),
      },
    ]);
    const heldFor = Date.parse(annas.offers[0]!.heldUntil) - Date.now();
    expect(heldFor).toBeGreaterThan(110 * MINUTE_MS);
    expect(heldFor).toBeLessThanOrEqual(120 * MINUTE_MS);
    expect(await offerMailsTo(anna.email)).toEqual([
      expect.objectContaining({
        name: anna.name,
        startsAt: romeTime(4, '10:00').toISOString(),
        durationMinutes: 50,
        heldUntil: annas.offers[0]!.heldUntil,
        bookingUrl: expect.stringMatching(/\/booking$/),
      }),
    ]);
    // Held for Anna: Beata neither is offered it nor sees it free, nor can ask for it.
    expect((await waitlistOf(beata.cookie)).offers).toEqual([]);
    expect(await offerMailsTo(beata.email)).toEqual([]);
    expect(await freeStarts(beata.cookie, romeTime(4, '09:00'), romeTime(4, '12:00'))).not.toContain(
      romeTime(4, '10:00').toISOString(),
    );
    const asked = await request(t.app)
      .post(LESSON_REQUESTS_API)
      .set('Cookie', beata.cookie)
      .send({ startsAt: romeTime(4, '10:00').toISOString(), durationMinutes: 50 });
    expect(asked.status).toBe(409);
    // Nor take Anna's offer.
    expect((await take(beata.cookie, annas.offers[0]!.id)).status).toBe(404);

    const taken = await take(anna.cookie, annas.offers[0]!.id).expect(201);

    expect(taken.body).toEqual({
      id: annas.offers[0]!.id,
      status: 'pending',
      startsAt: romeTime(4, '10:00').toISOString(),
      endsAt: romeTime(4, '10:50').toISOString(),
      durationMinutes: 50,
    });
    expect(await creditsOf(anna.cookie)).toBe(1);
    const bookings = StudentBookingSchema.array().parse(
      (await request(t.app).get('/api/my-bookings').set('Cookie', anna.cookie).expect(200)).body,
    );
    expect(bookings).toContainEqual(expect.objectContaining({ id: taken.body.id, status: 'pending' }));
    // Her entry has ended; Beata still waits, and the time stays held by Anna's request.
    expect(await waitlistOf(anna.cookie)).toEqual({ entries: [], offers: [] });
    const beatas = await waitlistOf(beata.cookie);
    expect([beatas.entries.length, beatas.offers]).toEqual([1, []]);
    // Taken once only.
    expect((await take(anna.cookie, taken.body.id)).status).toBe(404);
  });

  it('when an offer is not taken in time, then it lapses and the time goes to the next student waiting', async () => {
    const lesson = await lessonAt(romeTime(5, '15:00'));
    const anna = await studentWith(1);
    const beata = await studentWith(1);
    await join(anna.cookie, 5, '15:00', '16:00').expect(201);
    await join(beata.cookie, 5, '15:00', '16:00').expect(201);
    await request(t.app).post(myBookingCancelPath(lesson.id)).set('Cookie', lesson.cookie).expect(200);
    const [annasOffer] = (await waitlistOf(anna.cookie)).offers;

    // The calendar's repeating job, once the hold is over.
    await offerFreedTimes(t.deps, new Date(Date.parse(annasOffer!.heldUntil) + MINUTE_MS));

    const lapsed = await take(anna.cookie, annasOffer!.id).expect(409);
    expect(lapsed.body).toEqual({ code: 'offer_lapsed', error: expect.stringMatching(/lapsed/) });
    expect(await waitlistOf(anna.cookie)).toEqual({ entries: [], offers: [] });
    const beatas = await waitlistOf(beata.cookie);
    expect(beatas.offers).toEqual([expect.objectContaining({ startsAt: romeTime(5, '15:00').toISOString() })]);
    expect(await offerMailsTo(beata.email)).toHaveLength(1);
    await take(beata.cookie, beatas.offers[0]!.id).expect(201);
    expect(await creditsOf(beata.cookie)).toBe(0);
  });

  it('when the first student waiting has no credit left, then the freed time goes to the next, and her entry keeps waiting', async () => {
    const lesson = await lessonAt(romeTime(5, '09:00'));
    const anna = await studentWith(0);
    const beata = await studentWith(1);
    await join(anna.cookie, 5, '09:00', '10:00').expect(201);
    await join(beata.cookie, 5, '09:00', '10:00').expect(201);

    await request(t.app).post(myBookingCancelPath(lesson.id)).set('Cookie', lesson.cookie).expect(200);

    const annas = await waitlistOf(anna.cookie);
    expect(annas.offers).toEqual([]);
    expect(annas.entries).toHaveLength(1);
    expect(await offerMailsTo(anna.email)).toEqual([]);
    expect((await waitlistOf(beata.cookie)).offers).toEqual([
      expect.objectContaining({ startsAt: romeTime(5, '09:00').toISOString() }),
    ]);
  });

  it('when she tries to take an offer whose hold is over before the job has run, then 409 and the time passes on at once', async () => {
    const lesson = await lessonAt(romeTime(5, '17:00'));
    const anna = await studentWith(1);
    const beata = await studentWith(1);
    await join(anna.cookie, 5, '17:00', '18:00').expect(201);
    await join(beata.cookie, 5, '17:00', '18:00').expect(201);
    await request(t.app).post(myBookingCancelPath(lesson.id)).set('Cookie', lesson.cookie).expect(200);
    const [annasOffer] = (await waitlistOf(anna.cookie)).offers;

    const late = takeOffer(t.deps, anna.id, annasOffer!.id, new Date(Date.parse(annasOffer!.heldUntil) + MINUTE_MS));

    await expect(late).rejects.toMatchObject({ code: 'offer_lapsed' });
    expect((await waitlistOf(beata.cookie)).offers).toEqual([
      expect.objectContaining({ startsAt: romeTime(5, '17:00').toISOString() }),
    ]);
    expect(await creditsOf(anna.cookie)).toBe(1);
  });

  it('when she leaves while a time is held for her, then it goes to the next student waiting', async () => {
    const lesson = await lessonAt(romeTime(5, '11:00'));
    const anna = await studentWith(1);
    const beata = await studentWith(1);
    const annasEntry = (await join(anna.cookie, 5, '11:00', '12:00').expect(201)).body;
    await join(beata.cookie, 5, '11:00', '12:00').expect(201);
    await request(t.app).post(myBookingCancelPath(lesson.id)).set('Cookie', lesson.cookie).expect(200);
    expect((await waitlistOf(anna.cookie)).offers).toHaveLength(1);

    // Another student cannot end her entry.
    await request(t.app).delete(waitlistEntryPath(annasEntry.id)).set('Cookie', beata.cookie).expect(404);
    await request(t.app).delete(waitlistEntryPath('not-an-id')).set('Cookie', anna.cookie).expect(404);
    await request(t.app).delete(waitlistEntryPath(annasEntry.id)).set('Cookie', anna.cookie).expect(204);

    expect(await waitlistOf(anna.cookie)).toEqual({ entries: [], offers: [] });
    expect((await waitlistOf(beata.cookie)).offers).toEqual([
      expect.objectContaining({ startsAt: romeTime(5, '11:00').toISOString() }),
    ]);
  });

  it('when runs offering a freed time race, then PostgreSQL lets it be held once, for the first student waiting', async () => {
    const lesson = await lessonAt(romeTime(8, '13:00'));
    const students = await Promise.all([studentWith(1), studentWith(1), studentWith(1)]);
    for (const student of students) await join(student.cookie, 8, '13:00', '14:00').expect(201);
    // Freed behind the waitlist's back (as the sync finds a lesson cancelled at TidyCal): the runs find it.
    await t.db.updateTable('bookings').set({ cancelled_at: new Date() }).where('id', '=', lesson.id).execute();
    await t.db.updateTable('lesson_requests').set({ status: 'cancelled' }).where('id', '=', lesson.id).execute();

    await Promise.all(Array.from({ length: 6 }, () => offerFreedTimes(t.deps, new Date())));

    const held = await t.db
      .selectFrom('lesson_requests')
      .select('student_id')
      .where('status', '=', 'offered')
      .where('starts_at', '=', romeTime(8, '13:00'))
      .execute();
    expect(held).toEqual([{ student_id: students[0]!.id }]);
  });

  it('when a time is already free within her hours, then it is offered to her as she joins', async () => {
    const anna = await studentWith(1);
    await join(anna.cookie, 12, '16:00', '17:00').expect(201);
    expect((await waitlistOf(anna.cookie)).offers).toEqual([
      expect.objectContaining({ startsAt: romeTime(12, '16:00').toISOString(), durationMinutes: 50 }),
    ]);
  });
});
