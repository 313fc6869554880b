import request from 'supertest';
import {
  ADMIN_LESSON_REQUESTS_API,
  ADMIN_SCHEDULE_API,
  AVAILABILITY_SLOTS_API,
  AdminLessonRequestsResponseSchema,
  AnsweredLessonRequestsResponseSchema,
  LESSON_REQUESTS_API,
  SlotsResponseSchema,
  StudentBookingSchema,
  adminLessonRequestPath,
  type Schedule,
} from '@lezioni/contracts';
import { openBookingTestAppForFile } from '../../testing/booking-test-deps';
import { DAY_MS, HOUR_MS, cookieOf, studentWithCredits } from '../../testing/test-rows';
import { localDateOf, zonedTimeToUtc } from '../../availability/domain/wall-clock';
import { expireUnansweredRequests } from '../domain/lesson-requests';

const t = openBookingTestAppForFile({
  env: { ADMIN_EMAIL: 'chiara@lezioni.example', TEACHER_NAME: 'Chiara Lombardi' },
});

const ROME = 'Europe/Rome';
/** Every day from 08:00 to 20:00 in Rome, 10 minutes between lessons. */
const DAYS: Schedule = {
  timeZone: ROME,
  bufferMinutes: 10,
  autoApproveReturning: false,
  week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
  dates: [],
};
const teacher = cookieOf({ id: '00000000-0000-4000-8000-00000000c1a0', name: 'Chiara Lombardi' }, 'admin');
/** A time on Rome's clock `days` ahead, as an ISO instant. */
const romeTime = (days: number, time: string) =>
  zonedTimeToUtc(localDateOf(new Date(Date.now() + days * DAY_MS), ROME), time, ROME);

beforeAll(async () => {
  await request(t.app).put(ADMIN_SCHEDULE_API).set('Cookie', teacher).send(DAYS).expect(200);
});

/** A verified student holding `credits` credits, with their cookie. */
const studentWith = (credits: number, options?: { isEmailVerified?: boolean }) =>
  studentWithCredits(t, credits, options);

const ask = (cookie: string, startsAt: Date, durationMinutes = 50) =>
  request(t.app)
    .post(LESSON_REQUESTS_API)
    .set('Cookie', cookie)
    .send({ startsAt: startsAt.toISOString(), durationMinutes });
const creditsOf = async (cookie: string) => {
  const answer = await request(t.app).get('/api/my-credits').set('Cookie', cookie).expect(200);
  return (answer.body as { remainingCredits: number }[]).reduce((sum, record) => sum + record.remainingCredits, 0);
};
const myBookings = async (cookie: string) => {
  const answer = await request(t.app).get('/api/my-bookings').set('Cookie', cookie).expect(200);
  return StudentBookingSchema.array().parse(answer.body);
};
const freeStarts = async (cookie: string, from: Date, to: Date, duration = 50) => {
  const answer = await request(t.app)
    .get(AVAILABILITY_SLOTS_API)
    .query({ from: from.toISOString(), to: to.toISOString(), duration })
    .set('Cookie', cookie)
    .expect(200);
  return SlotsResponseSchema.parse(answer.body).slots.map((slot) => slot.startsAt);
};
/** The mails queued for the mailer, as it would read them. */
const queuedMails = async () => (await t.mailJobs.getJobs(['waiting', 'delayed'])).map((job) => job.data);
const answer = (id: string, verdict: 'approve' | 'decline', cookie = teacher) =>
  request(t.app).post(adminLessonRequestPath(id, verdict)).set('Cookie', cookie);

describe('a student asks for one of her free times (POST /api/lesson-requests)', () => {
  it('when the time is free and they have a credit, then 201 pending: the credit and the time are held, and she sees who asks', async () => {
    const anna = await studentWith(5);
    const startsAt = romeTime(4, '10:00');

    const asked = await ask(anna.cookie, startsAt).expect(201);

    expect(asked.body).toEqual({
      id: expect.stringMatching(/^lz-/),
      status: 'pending',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 50 * 60_000).toISOString(),
      durationMinutes: 50,
    });
    expect(await creditsOf(anna.cookie)).toBe(4);
    expect(await myBookings(anna.cookie)).toContainEqual(
      expect.objectContaining({ id: asked.body.id, status: 'pending', scheduledAt: startsAt.toISOString() }),
    );
    // The lesson and the 10 minutes after it are held: 10:00 and 10:45 are gone, 11:00 is free.
    const free = await freeStarts(anna.cookie, romeTime(4, '09:00'), romeTime(4, '12:00'));
    expect(free).not.toContain(startsAt.toISOString());
    expect(free).not.toContain(romeTime(4, '10:45').toISOString());
    expect(free).toContain(romeTime(4, '11:00').toISOString());
    expect(free).toContain(romeTime(4, '09:00').toISOString());
    const list = AdminLessonRequestsResponseSchema.parse(
      (await request(t.app).get(ADMIN_LESSON_REQUESTS_API).set('Cookie', teacher).expect(200)).body,
    );
    expect(list.requests).toContainEqual({
      ...asked.body,
      student: { id: anna.id, name: anna.name, email: anna.email },
      expiresAt: new Date(startsAt.getTime() - 24 * HOUR_MS).toISOString(),
      movingFrom: null,
    });
    expect(await queuedMails()).toContainEqual(
      expect.objectContaining({
        kind: 'lesson-requested',
        to: 'chiara@lezioni.example',
        studentName: anna.name,
        startsAt: startsAt.toISOString(),
        timezone: ROME,
        answerBy: new Date(startsAt.getTime() - 24 * HOUR_MS).toISOString(),
        dashboardUrl: expect.stringMatching(/\/admin-dashboard$/),
      }),
    );
  });

  it('when 20 students race for one slot, then exactly one request holds it, and the others get 409 and keep their credit', async () => {
    const students = await Promise.all(Array.from({ length: 20 }, () => studentWith(1)));
    const startsAt = romeTime(5, '15:00');

    const answers = await Promise.all(students.map((student) => ask(student.cookie, startsAt)));

    const won = answers.filter((reply) => reply.status === 201);
    const lost = answers.filter((reply) => reply.status !== 201);
    expect(won).toHaveLength(1);
    expect(lost.map((reply) => reply.status)).toEqual(Array(19).fill(409));
    for (const reply of lost) {
      expect(['slot_taken', 'slot_not_free']).toContain(reply.body.code);
      expect(reply.body.error).toMatch(/choose/i);
    }
    const held = await t.db
      .selectFrom('lesson_requests')
      .select('student_id')
      .where('starts_at', '=', startsAt)
      .execute();
    expect(held).toHaveLength(1);
    const credits = await Promise.all(students.map((student) => creditsOf(student.cookie)));
    expect(credits.filter((left) => left === 1)).toHaveLength(19);
  });

  it('when the time is not one of her free times, or they have no credit, or their address is unproven, then 409 or 403 says why and nothing is held', async () => {
    const anna = await studentWith(2);
    const broke = await studentWith(0);
    const unproven = await studentWith(1, { isEmailVerified: false });

    const answers = await Promise.all([
      ask(anna.cookie, romeTime(4, '21:00')),
      ask(anna.cookie, romeTime(4, '10:07')),
      ask(anna.cookie, new Date(Date.now() + 2 * HOUR_MS)),
      ask(broke.cookie, romeTime(6, '10:00')),
      ask(unproven.cookie, romeTime(6, '12:00')),
      ask(anna.cookie, romeTime(6, '14:00'), 40),
      request(t.app).post(LESSON_REQUESTS_API).set('Cookie', anna.cookie).send({ startsAt: 'tomorrow' }),
      ask(teacher, romeTime(6, '16:00')),
    ]);

    expect(answers.map((reply) => [reply.status, reply.body.code, reply.body.error])).toEqual([
      [409, 'slot_not_free', 'This time is not free. Please choose one of the free times.'],
      [409, 'slot_not_free', 'This time is not free. Please choose one of the free times.'],
      [409, 'slot_not_free', 'This time is not free. Please choose one of the free times.'],
      [409, 'no_credits', 'You have no lesson credits left. Buy a package to book a lesson.'],
      [403, 'forbidden', 'Confirm your email address before booking a lesson.'],
      [400, 'bad_input', 'A lesson lasts 25, 50 or 75 minutes.'],
      [400, 'bad_input', 'Send startsAt as an ISO 8601 time and durationMinutes as 25, 50 or 75.'],
      [403, 'forbidden', expect.any(String)],
    ]);
    expect(await creditsOf(anna.cookie)).toBe(2);
    expect(await myBookings(anna.cookie)).toEqual([]);
  });
});

describe('she answers a request', () => {
  it('when she approves it, then it is a scheduled lesson: the held credit is spent, the student is mailed the lesson, and it can be answered only once', async () => {
    const anna = await studentWith(3);
    const startsAt = romeTime(7, '09:00');
    const { body: asked } = await ask(anna.cookie, startsAt, 75).expect(201);

    const approved = await answer(asked.id, 'approve').expect(200);
    const again = await answer(asked.id, 'decline');

    expect(approved.body).toEqual({ ...asked, status: 'approved' });
    expect([again.status, again.body.code]).toEqual([409, 'request_not_pending']);
    expect(await creditsOf(anna.cookie)).toBe(2);
    expect((await t.entriesOfBooking(asked.id)).map((entry) => [entry.kind, entry.credits]).sort()).toEqual([
      ['consume', -1],
      ['hold', -1],
      ['release', 1],
    ]);
    expect(await myBookings(anna.cookie)).toEqual([
      {
        id: asked.id,
        status: 'scheduled',
        scheduledAt: startsAt.toISOString(),
        endsAt: asked.endsAt,
        durationMinutes: 75,
        bookingTypeName: 'Italian lesson 75 min',
        meetingUrl: null,
      },
    ]);
    const mails = (await t.mailJobs.getJobs(['waiting', 'delayed'])).map((job) => job.data);
    expect(mails).toContainEqual(
      expect.objectContaining({ kind: 'lesson-booked', to: anna.email, startsAt: startsAt.toISOString() }),
    );
    const teacherList = await request(t.app).get('/api/admin/bookings').set('Cookie', teacher).expect(200);
    expect(teacherList.body.bookings).toContainEqual(
      expect.objectContaining({ id: asked.id, status: 'confirmed', contact: { name: anna.name, email: anna.email } }),
    );
    const list = await request(t.app).get(ADMIN_LESSON_REQUESTS_API).set('Cookie', teacher).expect(200);
    expect(list.body.requests.map((pending: { id: string }) => pending.id)).not.toContain(asked.id);
  });

  it('when she declines it, then the credit comes back and the time is free again', async () => {
    const anna = await studentWith(1);
    const startsAt = romeTime(8, '11:00');
    const { body: asked } = await ask(anna.cookie, startsAt).expect(201);

    const declined = await answer(asked.id, 'decline').expect(200);

    expect(declined.body.status).toBe('declined');
    expect(await creditsOf(anna.cookie)).toBe(1);
    expect(await queuedMails()).toContainEqual(
      expect.objectContaining({ kind: 'lesson-request-ended', to: anna.email, outcome: 'declined' }),
    );
    expect(await myBookings(anna.cookie)).toEqual([]);
    expect(await freeStarts(anna.cookie, startsAt, romeTime(8, '12:00'))).toContain(startsAt.toISOString());
    await ask(anna.cookie, startsAt).expect(201);
  });

  it('when a student answers, or the request does not exist, then 403 or 404, and the request still waits', async () => {
    const anna = await studentWith(1);
    const { body: asked } = await ask(anna.cookie, romeTime(9, '10:00')).expect(201);

    const byStudent = await answer(asked.id, 'approve', anna.cookie);
    const unknown = await answer('lz-00000000-0000-4000-8000-000000000000', 'approve');

    expect([byStudent.status, unknown.status]).toEqual([403, 404]);
    expect((await myBookings(anna.cookie))[0]?.status).toBe('pending');
  });
});

describe('her setting: returning students approved at once', () => {
  afterAll(async () => {
    await request(t.app).put(ADMIN_SCHEDULE_API).set('Cookie', teacher).send(DAYS).expect(200);
  });

  it("when it is on, then a returning student's request is a lesson at once, and a first-time student's waits for her", async () => {
    await request(t.app)
      .put(ADMIN_SCHEDULE_API)
      .set('Cookie', teacher)
      .send({ ...DAYS, autoApproveReturning: true })
      .expect(200);
    const returning = await studentWith(2);
    await t.addBooking({ email: returning.email, startsAt: new Date(Date.now() - 7 * DAY_MS) });
    const newcomer = await studentWith(2);

    const atOnceTime = romeTime(12, '10:00');
    const atOnce = await ask(returning.cookie, atOnceTime).expect(201);
    const waits = await ask(newcomer.cookie, romeTime(12, '12:00')).expect(201);

    expect([atOnce.body.status, waits.body.status]).toEqual(['approved', 'pending']);
    expect(await myBookings(returning.cookie)).toContainEqual(
      expect.objectContaining({ id: atOnce.body.id, status: 'scheduled' }),
    );
    const mails = await queuedMails();
    expect(mails).toContainEqual(expect.objectContaining({ kind: 'lesson-booked', to: returning.email }));
    const askedHer = mails.filter(
      (mail) => mail.kind === 'lesson-requested' && mail.startsAt === atOnceTime.toISOString(),
    );
    expect(askedHer).toEqual([]);
  });
});

describe('a request ends unanswered', () => {
  it('when the student withdraws it, then their credit comes back; no one else can withdraw it', async () => {
    const anna = await studentWith(1);
    const bruno = await studentWith(1);
    const { body: asked } = await ask(anna.cookie, romeTime(10, '10:00')).expect(201);

    const byOther = await request(t.app).post(`/api/my-bookings/${asked.id}/cancel`).set('Cookie', bruno.cookie);
    const withdrawn = await request(t.app).post(`/api/my-bookings/${asked.id}/cancel`).set('Cookie', anna.cookie);
    const again = await answer(asked.id, 'approve');

    expect(byOther.status).toBe(404);
    expect([withdrawn.status, withdrawn.body.status]).toEqual([200, 'cancelled']);
    expect(await creditsOf(anna.cookie)).toBe(1);
    expect(again.status).toBe(409);
  });

  it('when she has not answered it 24 hours before its start, then it expires and the credit comes back', async () => {
    const anna = await studentWith(1);
    const startsAt = romeTime(11, '10:00');
    const { body: asked } = await ask(anna.cookie, startsAt).expect(201);

    await expireUnansweredRequests(t.deps, new Date(startsAt.getTime() - 25 * HOUR_MS));
    expect((await myBookings(anna.cookie))[0]?.status).toBe('pending');
    await expireUnansweredRequests(t.deps, new Date(startsAt.getTime() - 24 * HOUR_MS));

    const row = await t.db.selectFrom('lesson_requests').select('status').where('id', '=', asked.id).executeTakeFirst();
    expect(row?.status).toBe('expired');
    expect(await queuedMails()).toContainEqual(
      expect.objectContaining({
        kind: 'lesson-request-ended',
        to: anna.email,
        outcome: 'expired',
        startsAt: startsAt.toISOString(),
        bookingUrl: expect.stringMatching(/\/booking$/),
      }),
    );
    expect(await myBookings(anna.cookie)).toEqual([]);
    expect(await creditsOf(anna.cookie)).toBe(1);
    expect((await answer(asked.id, 'approve')).body.code).toBe('request_not_pending');
  });
});

describe("the student's answered requests, for the bell (GET /api/lesson-requests)", () => {
  const answered = async (cookie: string) => {
    const list = await request(t.app).get(LESSON_REQUESTS_API).set('Cookie', cookie).expect(200);
    return AnsweredLessonRequestsResponseSchema.parse(list.body).answered;
  };

  it('when she approves one request and declines another, then the student reads both answers, latest first; a pending one is not an answer', async () => {
    const bruno = await studentWith(3);
    const { body: first } = await ask(bruno.cookie, romeTime(12, '09:00')).expect(201);
    const { body: second } = await ask(bruno.cookie, romeTime(12, '11:00')).expect(201);
    await ask(bruno.cookie, romeTime(12, '14:00')).expect(201);

    await answer(first.id, 'approve').expect(200);
    await answer(second.id, 'decline').expect(200);

    expect((await answered(bruno.cookie)).map(({ id, status, isMove }) => [id, status, isMove])).toEqual([
      [second.id, 'declined', false],
      [first.id, 'approved', false],
    ]);
  });

  it("when another student or the teacher asks, then they read none of this student's answers", async () => {
    const carla = await studentWith(1);

    expect(await answered(carla.cookie)).toEqual([]);
    expect((await request(t.app).get(LESSON_REQUESTS_API).set('Cookie', teacher)).status).toBe(403);
  });
});
