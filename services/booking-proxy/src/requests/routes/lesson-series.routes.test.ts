import request from 'supertest';
import ICAL from 'ical.js';
import {
  ADMIN_LESSON_REQUESTS_API,
  ADMIN_LESSON_SERIES_API,
  ADMIN_SCHEDULE_API,
  CALENDAR_FEED_API,
  AdminLessonSeriesListSchema,
  LESSON_REQUESTS_API,
  LESSON_SERIES_API,
  LessonSeriesListSchema,
  LessonSeriesSchema,
  StudentBookingSchema,
  adminLessonRequestPath,
  adminLessonSeriesPath,
  lessonSeriesPath,
  type Schedule,
} from '@lezioni/contracts';
import { openBookingTestAppForFile } from '../../testing/booking-test-deps';
import { DAY_MS, HOUR_MS, cookieOf } from '../../testing/test-rows';
import { localDateOf, localTimeOf, zonedTimeToUtc } from '../../availability/domain/wall-clock';
import { approveSeries, askForSeries, bookSeriesAhead } from '../domain/lesson-series';
import { expireUnansweredRequests } from '../domain/lesson-requests';
import { cancelOwnBooking } from '../domain/lesson-changes';
import { applyUserEvent } from '../../students/domain/students';

const t = openBookingTestAppForFile({
  env: { ADMIN_EMAIL: 'chiara@lezioni.example', TEACHER_NAME: 'Chiara Lombardi' },
});

const ROME = 'Europe/Rome';
const WEEK_MS = 7 * DAY_MS;
/** Every day from 08:00 to 20:00 in Rome, 10 minutes between lessons. */
const DAYS: Schedule = {
  timeZone: ROME,
  bufferMinutes: 10,
  autoApproveReturning: false,
  week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
  dates: [],
};
const teacher = cookieOf({ id: '00000000-0000-4000-8000-00000000c1a0', name: 'Chiara Lombardi' }, 'admin');
/** A time on Rome's clock `days` after `from` (now). */
const romeTime = (days: number, time: string, from = new Date()) =>
  zonedTimeToUtc(localDateOf(new Date(from.getTime() + days * DAY_MS), ROME), time, ROME);

beforeAll(async () => {
  await request(t.app).put(ADMIN_SCHEDULE_API).set('Cookie', teacher).send(DAYS).expect(200);
});

/** A verified student holding `credits` credits (valid for a year), with their cookie. */
async function studentWith(credits: number) {
  const student = await t.addStudent();
  if (credits > 0) await grant(student.id, credits);
  return { ...student, cookie: cookieOf(student) };
}
const grant = (studentId: string, credits: number) =>
  t.grantLot(studentId, { credits, grantedAt: new Date(), expiresAt: new Date(Date.now() + 365 * DAY_MS) });

const askSeries = (cookie: string, startsAt: Date, durationMinutes = 50) =>
  request(t.app)
    .post(LESSON_SERIES_API)
    .set('Cookie', cookie)
    .send({ startsAt: startsAt.toISOString(), durationMinutes });
const answer = (id: string, verdict: 'approve' | 'decline' | 'end', cookie = teacher) =>
  request(t.app).post(adminLessonSeriesPath(id, verdict)).set('Cookie', cookie);
const change = (cookie: string, id: string, action: 'pause' | 'resume' | 'end') =>
  request(t.app).post(lessonSeriesPath(id, action)).set('Cookie', cookie);
const ownSeries = async (cookie: string) =>
  LessonSeriesListSchema.parse((await request(t.app).get(LESSON_SERIES_API).set('Cookie', cookie).expect(200)).body)
    .series;
const creditsOf = async (cookie: string) => {
  const answer = await request(t.app).get('/api/my-credits').set('Cookie', cookie).expect(200);
  return (answer.body as { remainingCredits: number }[]).reduce((sum, record) => sum + record.remainingCredits, 0);
};
const myBookings = async (cookie: string) => {
  const answer = await request(t.app).get('/api/my-bookings').set('Cookie', cookie).expect(200);
  return StudentBookingSchema.array().parse(answer.body);
};
/** The student's lessons booked and not cancelled, earliest first, as start instants. */
const scheduledStarts = async (cookie: string) =>
  (await myBookings(cookie))
    .filter((booking) => booking.status === 'scheduled')
    .map((booking) => booking.scheduledAt)
    .sort();
/** `count` weekly starts from `first`, on Rome's clock. */
const weeks = (first: Date, count: number, skip: number[] = []) =>
  Array.from({ length: count }, (_, week) => week)
    .filter((week) => !skip.includes(week))
    .map((week) =>
      zonedTimeToUtc(localDateOf(new Date(first.getTime() + week * WEEK_MS), ROME), localTimeOf(first, ROME), ROME),
    )
    .map((startsAt) => startsAt.toISOString());
const queuedMails = async () => (await t.mailJobs.getJobs(['waiting', 'delayed'])).map((job) => job.data);

/** A series asked for and approved at `first`, by a student with `credits`. */
async function runningSeries(credits: number, first: Date) {
  const student = await studentWith(credits);
  const { body: asked } = await askSeries(student.cookie, first).expect(201);
  await answer(asked.id, 'approve').expect(200);
  return { student, seriesId: asked.id as string };
}

describe('a student asks for a weekly lesson (POST /api/lesson-series)', () => {
  it('when the first time is free, then the series waits for her, the first lesson holding its time and a credit, and she sees it once, as a series', async () => {
    const anna = await studentWith(3);
    const first = romeTime(2, '18:00');

    const asked = await askSeries(anna.cookie, first).expect(201);

    expect(LessonSeriesSchema.parse(asked.body)).toMatchObject({
      id: expect.stringMatching(/^ls-/),
      status: 'pending',
      firstStartsAt: first.toISOString(),
      durationMinutes: 50,
      timeZone: ROME,
      time: '18:00',
      nextUnbooked: null,
      creditsShort: false,
    });
    expect(await creditsOf(anna.cookie)).toBe(2);
    expect(await myBookings(anna.cookie)).toEqual([
      expect.objectContaining({ status: 'pending', scheduledAt: first.toISOString() }),
    ]);
    const hers = AdminLessonSeriesListSchema.parse(
      (await request(t.app).get(ADMIN_LESSON_SERIES_API).set('Cookie', teacher).expect(200)).body,
    );
    expect(hers.series).toContainEqual({ ...asked.body, student: { id: anna.id, name: anna.name, email: anna.email } });
    const requests = await request(t.app).get(ADMIN_LESSON_REQUESTS_API).set('Cookie', teacher).expect(200);
    expect(requests.body.requests).toEqual([]);
    expect(await queuedMails()).toContainEqual(
      expect.objectContaining({ kind: 'lesson-requested', startsAt: first.toISOString(), weekly: true }),
    );
    await answer(asked.body.id, 'decline').expect(200);
  });

  it('when she declines it, then the first lesson’s credit comes back and the series is gone from both lists', async () => {
    const anna = await studentWith(1);
    const { body: asked } = await askSeries(anna.cookie, romeTime(2, '08:00')).expect(201);

    const declined = await answer(asked.id, 'decline').expect(200);

    expect(declined.body.status).toBe('declined');
    expect(await creditsOf(anna.cookie)).toBe(1);
    expect(await ownSeries(anna.cookie)).toEqual([]);
    expect(await queuedMails()).toContainEqual(
      expect.objectContaining({ kind: 'lesson-request-ended', to: anna.email, outcome: 'declined' }),
    );
    expect((await answer(asked.id, 'approve')).body.code).toBe('request_not_pending');
  });

  it('when the student withdraws the first lesson’s request, then the series ends with it; the request alone cannot be approved', async () => {
    const anna = await studentWith(1);
    const { body: asked } = await askSeries(anna.cookie, romeTime(2, '19:00')).expect(201);
    const [firstRequest] = await myBookings(anna.cookie);

    const alone = await request(t.app).post(adminLessonRequestPath(firstRequest!.id, 'approve')).set('Cookie', teacher);
    await request(t.app).post(`/api/my-bookings/${firstRequest!.id}/cancel`).set('Cookie', anna.cookie).expect(200);

    expect(alone.status).toBe(404);
    expect(await ownSeries(anna.cookie)).toEqual([]);
    expect(await creditsOf(anna.cookie)).toBe(1);
    expect((await answer(asked.id, 'approve')).body.code).toBe('request_not_pending');
  });

  it('when she has not answered 24 hours before the first lesson, then the series expires with its request and the credit comes back', async () => {
    const anna = await studentWith(1);
    const first = romeTime(2, '14:30');
    const { body: asked } = await askSeries(anna.cookie, first).expect(201);

    await expireUnansweredRequests(t.deps, new Date(first.getTime() - 24 * HOUR_MS));

    const row = await t.db.selectFrom('lesson_series').select('status').where('id', '=', asked.id).executeTakeFirst();
    expect(row?.status).toBe('expired');
    expect(await ownSeries(anna.cookie)).toEqual([]);
    expect(await creditsOf(anna.cookie)).toBe(1);
  });

  it('when the first time is not free or the student has no credit, then 409 and nothing is asked', async () => {
    const anna = await studentWith(0);
    const bruno = await studentWith(1);

    const noCredit = await askSeries(anna.cookie, romeTime(2, '09:00'));
    const offHours = await askSeries(bruno.cookie, romeTime(2, '21:00'));

    expect([noCredit.body.code, offHours.body.code]).toEqual(['no_credits', 'slot_not_free']);
    expect(await ownSeries(bruno.cookie)).toEqual([]);
  });
});

describe('an approved series books its weeks up to the horizon as credits allow', () => {
  it('when she approves with 3 credits, then the first 3 weeks are lessons, confirmed; bought credits book more at the next run, and runs never book a week twice', async () => {
    const first = romeTime(2, '10:00');
    const { student: anna, seriesId } = await runningSeries(3, first);

    expect(await scheduledStarts(anna.cookie)).toEqual(weeks(first, 3));
    expect(await creditsOf(anna.cookie)).toBe(0);
    const [series] = await ownSeries(anna.cookie);
    expect(series).toMatchObject({
      id: seriesId,
      status: 'active',
      nextUnbooked: weeks(first, 4)[3],
      creditsShort: true,
    });
    const booked = (await queuedMails()).filter((mail) => mail.kind === 'lesson-booked' && mail.to === anna.email);
    expect(booked.map((mail) => (mail as { startsAt: string }).startsAt).sort()).toEqual(weeks(first, 3));

    await grant(anna.id, 2);
    await Promise.all([bookSeriesAhead(t.deps, new Date()), bookSeriesAhead(t.deps, new Date())]);
    await bookSeriesAhead(t.deps, new Date());

    expect(await scheduledStarts(anna.cookie)).toEqual(weeks(first, 5));
    expect(await creditsOf(anna.cookie)).toBe(0);
  });

  it('when a week’s time is taken by another lesson, then that week is passed over and the next booked instead', async () => {
    const first = romeTime(2, '12:00');
    const bruno = await studentWith(1);
    const taken = new Date(first.getTime() + WEEK_MS);
    const { body: single } = await request(t.app)
      .post(LESSON_REQUESTS_API)
      .set('Cookie', bruno.cookie)
      .send({ startsAt: taken.toISOString(), durationMinutes: 50 })
      .expect(201);
    await request(t.app).post(adminLessonRequestPath(single.id, 'approve')).set('Cookie', teacher).expect(200);

    const { student: anna } = await runningSeries(3, first);

    expect(await scheduledStarts(anna.cookie)).toEqual(weeks(first, 4, [1]));
    await bookSeriesAhead(t.deps, new Date());
    expect(await scheduledStarts(anna.cookie)).toEqual(weeks(first, 4, [1]));
  });

  it('when the clocks change between two weeks, then each lesson stays at 18:00 on her clock', async () => {
    // A series whose weeks cross the last Sunday of March 2027 (Rome leaves UTC+1 for UTC+2).
    const anna = await studentWith(0);
    await t.grantLot(anna.id, { credits: 4, grantedAt: new Date(), expiresAt: new Date('2027-12-31T00:00:00Z') });
    const now = new Date('2027-03-15T12:00:00Z');
    const first = zonedTimeToUtc('2027-03-18', '18:00', ROME);

    const asked = await askForSeries(t.deps, anna.id, { startsAt: first, durationMinutes: 50 }, now);
    await approveSeries(t.deps, asked.id, now);

    const starts = await scheduledStarts(anna.cookie);
    expect(starts).toEqual([
      '2027-03-18T17:00:00.000Z',
      '2027-03-25T17:00:00.000Z',
      '2027-04-01T16:00:00.000Z',
      '2027-04-08T16:00:00.000Z',
    ]);
    expect(starts.map((startsAt) => localTimeOf(new Date(startsAt), ROME))).toEqual([
      '18:00',
      '18:00',
      '18:00',
      '18:00',
    ]);
  });
});

describe('a week skipped, a series paused or ended', () => {
  it('when the student cancels a week’s lesson under 24 hours ahead, then its credit is lost and the week is not booked again', async () => {
    const anna = await studentWith(2);
    const now = new Date();
    const first = romeTime(3, '14:00', now);
    const asked = await askForSeries(t.deps, anna.id, { startsAt: first, durationMinutes: 50 }, now);
    await approveSeries(t.deps, asked.id, now);
    const [firstLesson] = (await myBookings(anna.cookie)).filter(
      (booking) => booking.scheduledAt === first.toISOString(),
    );

    const late = new Date(first.getTime() - 2 * HOUR_MS);
    const cancelled = await cancelOwnBooking(t.deps, anna.id, firstLesson!.id, late);
    await grant(anna.id, 1);
    await bookSeriesAhead(t.deps, now);

    expect(cancelled.creditBack).toBe(false);
    expect(await scheduledStarts(anna.cookie)).toEqual(weeks(first, 3, [0]));
  });

  it('when the student cancels a week 24 hours or more ahead, then the credit comes back, that week stays free, and the credit books the next week', async () => {
    const first = romeTime(2, '16:00');
    const { student: anna } = await runningSeries(2, first);
    const [, second] = weeks(first, 2);
    const lesson = (await myBookings(anna.cookie)).find((booking) => booking.scheduledAt === second);

    const cancelled = await request(t.app).post(`/api/my-bookings/${lesson!.id}/cancel`).set('Cookie', anna.cookie);
    await bookSeriesAhead(t.deps, new Date());

    expect(cancelled.body.creditBack).toBe(true);
    expect(await scheduledStarts(anna.cookie)).toEqual(weeks(first, 3, [1]));
  });

  it('when paused, then no week is booked, those booked stay; resumed, the weeks ahead are booked at once', async () => {
    const first = romeTime(3, '08:00');
    const { student: anna, seriesId } = await runningSeries(1, first);

    const paused = await change(anna.cookie, seriesId, 'pause').expect(200);
    await grant(anna.id, 2);
    await bookSeriesAhead(t.deps, new Date());

    expect(paused.body.status).toBe('paused');
    expect(await scheduledStarts(anna.cookie)).toEqual(weeks(first, 1));
    const resumed = await change(anna.cookie, seriesId, 'resume').expect(200);
    expect(resumed.body.status).toBe('active');
    expect(await scheduledStarts(anna.cookie)).toEqual(weeks(first, 3));
  });

  it('when ended, then its lessons 24 hours or more ahead are cancelled with their credits back, and no week is booked after', async () => {
    const first = romeTime(3, '09:00');
    const { student: anna, seriesId } = await runningSeries(3, first);

    const ended = await change(anna.cookie, seriesId, 'end').expect(200);
    await grant(anna.id, 1);
    await bookSeriesAhead(t.deps, new Date());

    expect(ended.body.status).toBe('ended');
    expect(await scheduledStarts(anna.cookie)).toEqual([]);
    expect(await creditsOf(anna.cookie)).toBe(4);
    expect(await ownSeries(anna.cookie)).toEqual([]);
    expect((await change(anna.cookie, seriesId, 'resume')).body.code).toBe('series_not_running');
  });

  it('when another student or the teacher acts on a series, then 404 for the student, 403 on the student’s routes for her; she can end it', async () => {
    const first = romeTime(3, '11:00');
    const { student: anna, seriesId } = await runningSeries(1, first);
    const bruno = await studentWith(1);

    const byOther = await change(bruno.cookie, seriesId, 'pause');
    const teacherOnStudents = await change(teacher, seriesId, 'pause');
    const studentAnswers = await answer(seriesId, 'end', anna.cookie);

    expect([byOther.status, teacherOnStudents.status, studentAnswers.status]).toEqual([404, 403, 403]);
    expect((await answer(seriesId, 'end')).body.status).toBe('ended');
  });
});

describe('a deleted account', () => {
  it('when a student with a running series deletes their account, then the series ends and no week is booked after', async () => {
    const first = romeTime(3, '15:00');
    const { student: anna, seriesId } = await runningSeries(1, first);

    await applyUserEvent(t.deps, {
      type: 'user.deleted',
      version: 2,
      user: { id: anna.id },
      occurredAt: new Date().toISOString(),
    });
    await grant(anna.id, 2);
    await bookSeriesAhead(t.deps, new Date());

    const row = await t.db.selectFrom('lesson_series').select('status').where('id', '=', seriesId).executeTakeFirst();
    expect(row?.status).toBe('ended');
    const weeksReached = await t.db
      .selectFrom('lesson_series_occurrences')
      .select('starts_at')
      .where('series_id', '=', seriesId)
      .execute();
    expect(weeksReached).toHaveLength(1);
  });
});

describe('a student low on credits', () => {
  it('when the next week within 7 days cannot be booked for want of a credit, then they are mailed once, with the way to buy more', async () => {
    const first = romeTime(2, '13:00');
    const { student: anna } = await runningSeries(1, first);
    const [, second] = weeks(first, 2);
    const shortMails = async () =>
      (await queuedMails()).filter((mail) => mail.kind === 'series-credits-short' && mail.to === anna.email);
    expect(await shortMails()).toEqual([]);

    const weekBefore = new Date(Date.parse(second!) - 6 * DAY_MS);
    await bookSeriesAhead(t.deps, weekBefore);
    await bookSeriesAhead(t.deps, new Date(weekBefore.getTime() + HOUR_MS));

    expect(await shortMails()).toEqual([
      expect.objectContaining({ startsAt: second, packagesUrl: expect.stringMatching(/\/packages$/) }),
    ]);
  });
});

/** A student's feed file as a calendar app fetches it. */
async function feedFileOf(cookie: string) {
  const { body } = await request(t.app).post(CALENDAR_FEED_API).set('Cookie', cookie).expect(200);
  return (
    await request(t.app)
      .get(new URL(body.feed.url as string).pathname)
      .expect(200)
  ).text;
}

/** The file's events as ical.js (Mozilla's iCalendar library) reads them, each repeating one expanded to its lessons. */
function lessonsIn(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const expansion = event.iterator();
    const starts: string[] = [];
    for (let next = expansion.next(); next; next = expansion.next()) starts.push(next.toJSDate().toISOString());
    return { uid: event.uid, sequence: event.sequence, status: vevent.getFirstPropertyValue('status'), starts };
  });
}

describe('the calendar feed carries a series', () => {
  it('when weeks are passed over or cancelled, then the feed has one weekly event on her clock with those weeks excluded, updated when the series ends', async () => {
    const first = romeTime(2, '17:00');
    const bruno = await studentWith(1);
    const { body: single } = await request(t.app)
      .post(LESSON_REQUESTS_API)
      .set('Cookie', bruno.cookie)
      .send({ startsAt: new Date(first.getTime() + WEEK_MS).toISOString(), durationMinutes: 50 })
      .expect(201);
    await request(t.app).post(adminLessonRequestPath(single.id, 'approve')).set('Cookie', teacher).expect(200);
    const { student: anna, seriesId } = await runningSeries(3, first);
    const third = (await myBookings(anna.cookie)).find((booking) => booking.scheduledAt === weeks(first, 3)[2]);
    await request(t.app).post(`/api/my-bookings/${third!.id}/cancel`).set('Cookie', anna.cookie).expect(200);
    await bookSeriesAhead(t.deps, new Date());

    const file = await feedFileOf(anna.cookie);

    expect(file).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=\d{8}T\d{6}Z/);
    expect(file).toContain(`DTSTART;TZID=Europe/Rome:${localDateOf(first, ROME).replace(/-/g, '')}T170000`);
    expect(file).toMatch(/EXDATE;TZID=Europe\/Rome:\d{8}T170000,\d{8}T170000\r\n/);
    const [event, ...others] = lessonsIn(file);
    expect(others).toEqual([]);
    expect(event!.uid).toMatch(new RegExp(`^${seriesId}@`));
    expect(event!.starts).toEqual(weeks(first, 5, [1, 2]));
    expect(await scheduledStarts(anna.cookie)).toEqual(weeks(first, 5, [1, 2]));

    await change(anna.cookie, seriesId, 'end').expect(200);
    const [ended] = lessonsIn(await feedFileOf(anna.cookie));
    expect(ended!.uid).toBe(event!.uid);
    expect(ended!.sequence).toBeGreaterThan(event!.sequence);
    // Ended, its lessons a day or more ahead cancelled: every week is excluded, and the event cancelled.
    expect(ended!.starts).toEqual([]);
    expect([event!.status, ended!.status]).toEqual(['CONFIRMED', 'CANCELLED']);
  });
});
