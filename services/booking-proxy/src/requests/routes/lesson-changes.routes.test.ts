import request from 'supertest';
import {
  ADMIN_LESSON_REQUESTS_API,
  CALENDAR_FEED_API,
  ADMIN_SCHEDULE_API,
  AVAILABILITY_SLOTS_API,
  CancellationSchema,
  LESSON_REQUESTS_API,
  StudentBookingSchema,
  AdminBookingsResponseSchema,
  adminLessonCancelPath,
  adminLessonWaivePath,
  myBookingCancelPath,
  myBookingReschedulePath,
  type Schedule,
} from '@lezioni/contracts';
import { openBookingTestAppForFile } from '../../testing/booking-test-deps';
import { DAY_MS, HOUR_MS, cookieOf, studentWithCredits } from '../../testing/test-rows';
import { runSync } from '../../calendar/domain/sync';
import { approveRequest } from '../domain/lesson-requests';
import { askToMove, cancelLessonForStudent, cancelOwnBooking } from '../domain/lesson-changes';

const t = openBookingTestAppForFile({
  tidycal: {},
  env: { ADMIN_EMAIL: 'chiara@lezioni.example', TEACHER_NAME: 'Chiara Lombardi' },
});
const teacher = cookieOf({ id: '00000000-0000-4000-8000-00000000c1a0', name: 'Chiara Lombardi' }, 'admin');
/** Every hour of every day, no buffer: any quarter hour a day or more ahead is free. */
const ALWAYS: Schedule = {
  timeZone: 'Europe/Rome',
  bufferMinutes: 0,
  autoApproveReturning: false,
  week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  dates: [],
};
beforeAll(async () => {
  await request(t.app).put(ADMIN_SCHEDULE_API).set('Cookie', teacher).send(ALWAYS).expect(200);
});

/**
 * 09:00 UTC, `days` days from today: a day or more ahead, and within one day of the teacher's week
 * whenever the suite runs (a lesson crossing Rome's midnight spans two of its days, and an hour-based
 * time moved half an hour later failed when the suite ran near midnight there).
 */
const morningAhead = (days: number) => {
  const at = new Date(Date.now() + days * DAY_MS);
  at.setUTCHours(9, 0, 0, 0);
  return at;
};

const studentWith = (credits: number, options?: { isEmailVerified?: boolean }) =>
  studentWithCredits(t, credits, options);
/** A lesson of the platform's own calendar: asked for, approved. */
async function ownLesson(student: { cookie: string }, startsAt: Date) {
  const asked = await request(t.app)
    .post(LESSON_REQUESTS_API)
    .set('Cookie', student.cookie)
    .send({ startsAt: startsAt.toISOString(), durationMinutes: 50 })
    .expect(201);
  await approveRequest(t.deps, asked.body.id, new Date());
  return asked.body.id as string;
}
const creditsOf = async (cookie: string) => {
  const answer = await request(t.app).get('/api/my-credits').set('Cookie', cookie).expect(200);
  return (answer.body as { remainingCredits: number }[]).reduce((sum, record) => sum + record.remainingCredits, 0);
};
const statusOf = async (cookie: string, id: string) => {
  const answer = await request(t.app).get('/api/my-bookings').set('Cookie', cookie).expect(200);
  return StudentBookingSchema.array()
    .parse(answer.body)
    .find((booking) => booking.id === id)?.status;
};
const cancel = (cookie: string, id: string) => request(t.app).post(myBookingCancelPath(id)).set('Cookie', cookie);

describe('a student cancels a lesson under the terms (POST /api/my-bookings/{id}/cancel)', () => {
  it('when it is 24 hours or more ahead, then it is cancelled, the credit comes back, the time is free again and the invitation is withdrawn', async () => {
    const anna = await studentWith(2);
    const startsAt = morningAhead(3);
    const id = await ownLesson(anna, startsAt);
    expect(await creditsOf(anna.cookie)).toBe(1);

    const cancelled = await cancel(anna.cookie, id).expect(200);

    expect(CancellationSchema.parse(cancelled.body)).toEqual({ id, status: 'cancelled', creditBack: true });
    expect(await statusOf(anna.cookie, id)).toBe('cancelled');
    expect(await creditsOf(anna.cookie)).toBe(2);
    const free = await request(t.app)
      .get(AVAILABILITY_SLOTS_API)
      .query({ from: startsAt.toISOString(), to: new Date(startsAt.getTime() + HOUR_MS).toISOString(), duration: 50 })
      .set('Cookie', anna.cookie)
      .expect(200);
    expect(free.body.slots.map((slot: { startsAt: string }) => slot.startsAt)).toContain(startsAt.toISOString());
    const mails = (await t.mailJobs.getJobs(['waiting', 'delayed'])).map((job) => job.data);
    expect(mails).toContainEqual(
      expect.objectContaining({
        kind: 'lesson-cancelled',
        to: anna.email,
        invitation: expect.objectContaining({ sequence: 1 }),
      }),
    );
  });

  it('when it is less than 24 hours ahead, then the answer says the credit is forfeited, and the ledger forfeits it', async () => {
    const anna = await studentWith(1);
    const startsAt = morningAhead(2);
    const id = await ownLesson(anna, startsAt);

    const cancelled = await cancelOwnBooking(t.deps, anna.id, id, new Date(startsAt.getTime() - 3 * HOUR_MS));

    expect(cancelled.creditBack).toBe(false);
    expect(await creditsOf(anna.cookie)).toBe(0);
    expect((await t.entriesOfBooking(id)).map((entry) => entry.kind)).toContain('forfeit');
  });

  it('when it is not theirs, has begun, or was cancelled already, then 404 or 409 and nothing changes', async () => {
    const anna = await studentWith(2);
    const bruno = await studentWith(1);
    const id = await ownLesson(anna, morningAhead(4));

    const byOther = await cancel(bruno.cookie, id);
    const begun = cancelOwnBooking(t.deps, anna.id, id, new Date(morningAhead(4).getTime() + 60_000));
    await expect(begun).rejects.toMatchObject({ code: 'lesson_not_cancellable' });
    await cancel(anna.cookie, id).expect(200);
    const again = await cancel(anna.cookie, id);

    expect(byOther.status).toBe(404);
    expect([again.status, again.body.code, again.body.error]).toEqual([
      409,
      'lesson_not_cancellable',
      'This lesson has already begun or been cancelled.',
    ]);
  });

  it('when the lesson was booked on TidyCal, then it is cancelled there too, and the next sync keeps it cancelled', async () => {
    const anna = await studentWith(1);
    const booking = t.tidycal.addBooking({ email: anna.email, name: anna.name, startsAt: morningAhead(5) });
    await runSync(t.deps);
    const id = String(booking.id);

    await cancel(anna.cookie, id).expect(200);
    await runSync(t.deps);

    expect(booking.cancelled_at).not.toBeNull();
    expect(await statusOf(anna.cookie, id)).toBe('cancelled');
    expect(await creditsOf(anna.cookie)).toBe(1);
  });
});

describe('a cancellation racing the sync', () => {
  it("when a sync run writes TidyCal's view from before the cancellation reached it, then the lesson stays cancelled, and TidyCal is told again", async () => {
    const anna = await studentWith(1);
    const booking = t.tidycal.addBooking({ email: anna.email, name: anna.name, startsAt: morningAhead(6) });
    await runSync(t.deps);
    const id = String(booking.id);
    await cancel(anna.cookie, id).expect(200);

    // The view a run fetched just before the cancellation: the lesson still on.
    booking.cancelled_at = null;
    await runSync(t.deps);

    expect(await statusOf(anna.cookie, id)).toBe('cancelled');
    expect(booking.cancelled_at).not.toBeNull();
  });
});

describe('the teacher cancels a lesson (POST /api/admin/lessons/{id}/cancel)', () => {
  it('when she cancels, even hours before the start, then the student gets the credit back; a student may not use her route', async () => {
    const anna = await studentWith(1);
    const startsAt = morningAhead(2);
    const id = await ownLesson(anna, startsAt);

    const byStudent = await request(t.app).post(adminLessonCancelPath(id)).set('Cookie', anna.cookie);
    const cancelled = await cancelLessonForStudent(t.deps, id, new Date(startsAt.getTime() - 2 * HOUR_MS));

    expect(byStudent.status).toBe(403);
    expect(cancelled).toEqual({ id, status: 'cancelled', creditBack: true });
    expect(await creditsOf(anna.cookie)).toBe(1);
    const unknown = await request(t.app).post(adminLessonCancelPath('lz-none')).set('Cookie', teacher);
    expect(unknown.status).toBe(404);
  });
});

describe('the teacher waives a forfeit (POST /api/admin/lessons/{id}/waive-forfeit)', () => {
  const latestBookings = async () =>
    AdminBookingsResponseSchema.parse((await request(t.app).get('/api/admin/bookings').set('Cookie', teacher)).body)
      .bookings;
  const waive = (cookie: string, id: string) => request(t.app).post(adminLessonWaivePath(id)).set('Cookie', cookie);

  it('when a student cancelled too late, then her list says the credit was kept, and she gives it back once', async () => {
    const anna = await studentWith(1);
    const startsAt = morningAhead(2);
    const id = await ownLesson(anna, startsAt);
    await cancelOwnBooking(t.deps, anna.id, id, new Date(startsAt.getTime() - 3 * HOUR_MS));
    expect((await latestBookings()).find((booking) => booking.id === id)?.creditForfeited).toBe(true);

    const byStudent = await waive(anna.cookie, id);
    const waived = await waive(teacher, id).expect(200);
    const again = await waive(teacher, id);

    expect(byStudent.status).toBe(403);
    expect(CancellationSchema.parse(waived.body)).toEqual({ id, status: 'cancelled', creditBack: true });
    expect(await creditsOf(anna.cookie)).toBe(1);
    expect((await latestBookings()).find((booking) => booking.id === id)?.creditForfeited).toBe(false);
    expect([again.status, again.body.code]).toEqual([409, 'nothing_to_waive']);
    expect(await creditsOf(anna.cookie)).toBe(1);
  });

  it('when the credit came back anyway, or the lesson is unknown, then 409 or 404 and no credit is made', async () => {
    const bruno = await studentWith(1);
    const id = await ownLesson(bruno, morningAhead(4));
    await cancel(bruno.cookie, id).expect(200);

    const refunded = await waive(teacher, id);
    const unknown = await waive(teacher, 'lz-none');

    expect([refunded.status, refunded.body.error]).toEqual([
      409,
      "This lesson's credit was not kept for a late cancellation, or has been given back already.",
    ]);
    expect(unknown.status).toBe(404);
    expect(await creditsOf(bruno.cookie)).toBe(1);
  });
});

describe('a student moves a lesson (POST /api/my-bookings/{id}/reschedule)', () => {
  const reschedule = (cookie: string, id: string, startsAt: Date) =>
    request(t.app).post(myBookingReschedulePath(id)).set('Cookie', cookie).send({ startsAt: startsAt.toISOString() });

  it('when she approves the new time, then the lesson moves there, keeps its credit, is confirmed again, and its old time is free', async () => {
    const anna = await studentWith(2);
    const oldStart = morningAhead(6);
    const id = await ownLesson(anna, oldStart);
    // Half an hour later: the new time overlaps the old one, which is the lesson's own.
    const newStart = new Date(oldStart.getTime() + 30 * 60_000);

    const asked = await reschedule(anna.cookie, id, newStart).expect(201);
    expect(await statusOf(anna.cookie, id)).toBe('scheduled');
    expect(await statusOf(anna.cookie, asked.body.id)).toBe('pending');
    const toAnswer = await request(t.app).get(ADMIN_LESSON_REQUESTS_API).set('Cookie', teacher).expect(200);
    expect(toAnswer.body.requests).toContainEqual(
      expect.objectContaining({
        id: asked.body.id,
        startsAt: newStart.toISOString(),
        movingFrom: oldStart.toISOString(),
      }),
    );
    const askedHer = (await t.mailJobs.getJobs(['waiting', 'delayed'])).map((job) => job.data);
    expect(askedHer).toContainEqual(
      expect.objectContaining({
        kind: 'lesson-requested',
        startsAt: newStart.toISOString(),
        movingFrom: oldStart.toISOString(),
      }),
    );
    await approveRequest(t.deps, asked.body.id, new Date());

    const lessons = await request(t.app).get('/api/my-bookings').set('Cookie', anna.cookie).expect(200);
    expect(lessons.body).toEqual([
      expect.objectContaining({ id, status: 'scheduled', scheduledAt: newStart.toISOString() }),
    ]);
    expect(await creditsOf(anna.cookie)).toBe(1);
    const confirmations = (await t.mailJobs.getJobs(['waiting', 'delayed']))
      .map((job) => job.data)
      .filter((mail) => mail.kind === 'lesson-booked' && mail.to === anna.email);
    // The invitation at the new time is the same event, one change later: calendars take it as its update.
    expect(confirmations.map((mail) => [mail.startsAt, mail.invitation?.sequence]).sort()).toEqual([
      [oldStart.toISOString(), 0],
      [newStart.toISOString(), 1],
    ]);
    const feed = await request(t.app).post(CALENDAR_FEED_API).set('Cookie', anna.cookie).expect(200);
    const ics = await request(t.app).get(new URL(feed.body.feed.url).pathname).expect(200);
    expect(ics.text.replace(/\r\n /g, '')).toMatch(new RegExp(`UID:${id}@[^\r]*\r\nSEQUENCE:1\r\n`));
    const bruno = await studentWith(1);
    await request(t.app)
      .post(LESSON_REQUESTS_API)
      .set('Cookie', bruno.cookie)
      .send({ startsAt: new Date(oldStart.getTime() - 60 * 60_000).toISOString(), durationMinutes: 50 })
      .expect(201);
  });

  it('when the lesson is less than 24 hours away, was booked on TidyCal, or the time is not free, then 409 says why and the lesson stays', async () => {
    const anna = await studentWith(3);
    const soon = morningAhead(2);
    const id = await ownLesson(anna, soon);
    const other = await ownLesson(anna, morningAhead(7));
    const booking = t.tidycal.addBooking({ email: anna.email, name: anna.name, startsAt: morningAhead(8) });
    await runSync(t.deps);

    const late = askToMove(t.deps, anna.id, id, { startsAt: morningAhead(9) }, new Date(soon.getTime() - 3 * HOUR_MS));
    await expect(late).rejects.toMatchObject({
      code: 'lesson_not_movable',
      message: 'A lesson can be moved up to 24 hours before it starts.',
    });
    const tidy = await reschedule(anna.cookie, String(booking.id), morningAhead(9));
    const taken = await reschedule(anna.cookie, id, morningAhead(7));

    expect([tidy.status, tidy.body.code]).toEqual([409, 'lesson_not_movable']);
    expect([taken.status, taken.body.code]).toEqual([409, 'slot_not_free']);
    expect(await statusOf(anna.cookie, other)).toBe('scheduled');
  });

  it('when she approves a move only after the lesson has begun, then 409: the lesson stays where it was held', async () => {
    const anna = await studentWith(1);
    const startsAt = morningAhead(3);
    const id = await ownLesson(anna, startsAt);
    const asked = await reschedule(anna.cookie, id, morningAhead(10)).expect(201);

    const late = approveRequest(t.deps, asked.body.id, new Date(startsAt.getTime() + 60_000));

    await expect(late).rejects.toMatchObject({ code: 'lesson_not_cancellable' });
    const lessons = await request(t.app).get('/api/my-bookings').set('Cookie', anna.cookie).expect(200);
    expect(lessons.body).toContainEqual(expect.objectContaining({ id, scheduledAt: startsAt.toISOString() }));
  });
});
