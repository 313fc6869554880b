import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ADMIN_SCHEDULE_API, AVAILABILITY_SLOTS_API, SlotsResponseSchema, type Schedule } from '@lezioni/contracts';
import { openBookingTestAppForFile } from '../../testing/booking-test-deps';
import { DAY_MS, HOUR_MS, cookieOf } from '../../testing/test-rows';
import { localDateOf, nextDate, zonedTimeToUtc } from '../domain/wall-clock';
import { DEMO_WEEK, offerDemoWeek } from '../domain/demo-week';

const t = openBookingTestAppForFile();

const teacher = cookieOf({ id: randomUUID(), name: 'Chiara Lombardi' }, 'admin');
const student = cookieOf({ id: randomUUID(), name: 'Anna Bianchi' });
const ROME = 'Europe/Rome';
/** Mornings every day, 09:00–12:00 in Rome, 10 minutes between lessons. */
const MORNINGS: Schedule = {
  timeZone: ROME,
  bufferMinutes: 10,
  autoApproveReturning: false,
  week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
  dates: [],
};

const saveWeek = (schedule: unknown, cookie = teacher) =>
  request(t.app)
    .put(ADMIN_SCHEDULE_API)
    .set('Cookie', cookie)
    .send(schedule as object);
const slotsOf = async (date: string, duration: number) => {
  const from = zonedTimeToUtc(date, '00:00', ROME).toISOString();
  const to = zonedTimeToUtc(nextDate(date), '00:00', ROME).toISOString();
  const answer = await request(t.app)
    .get(AVAILABILITY_SLOTS_API)
    .query({ from, to, duration })
    .set('Cookie', student)
    .expect(200);
  return SlotsResponseSchema.parse(answer.body).slots;
};
/** A day some days ahead, on Rome's calendar. */
const dayAhead = (days: number) => localDateOf(new Date(Date.now() + days * DAY_MS), ROME);
const romeTime = (date: string, time: string) => zonedTimeToUtc(date, time, ROME).toISOString();

describe("the teacher's week", () => {
  it('when she has set nothing, then it has no hours and no student finds a free time', async () => {
    const week = await request(t.app).get(ADMIN_SCHEDULE_API).set('Cookie', teacher).expect(200);

    expect(week.body).toEqual({
      timeZone: ROME,
      bufferMinutes: 10,
      autoApproveReturning: false,
      week: [],
      dates: [],
      busyCalendarUrl: null,
      busyCalendar: { lastReadAt: null, lastAttemptAt: null, error: null },
    });
    expect(await slotsOf(dayAhead(5), 50)).toEqual([]);
  });

  it('when she saves her week, then she reads it back, and only she may read or set it', async () => {
    const saved = await saveWeek({ ...MORNINGS, dates: [{ date: dayAhead(9), hours: [] }] }).expect(200);
    const readBack = await request(t.app).get(ADMIN_SCHEDULE_API).set('Cookie', teacher).expect(200);
    const byStudent = await request(t.app).get(ADMIN_SCHEDULE_API).set('Cookie', student);
    const setByStudent = await saveWeek(MORNINGS, student);
    const signedOut = await request(t.app).get(AVAILABILITY_SLOTS_API).query({ from: 'x', to: 'y', duration: 50 });

    expect(readBack.body).toEqual(saved.body);
    expect(readBack.body.dates).toEqual([{ date: dayAhead(9), hours: [] }]);
    expect([byStudent.status, setByStudent.status, signedOut.status]).toEqual([403, 403, 401]);
  });

  it('when her week is not one she could keep, then 400 says why and the week she had stays', async () => {
    await saveWeek(MORNINGS).expect(200);
    const overlapping = { ...MORNINGS, week: [...MORNINGS.week, { weekday: 1, start: '11:00', end: '13:00' }] };

    const answers = await Promise.all([
      saveWeek(overlapping),
      saveWeek({ ...MORNINGS, week: [{ weekday: 1, start: '09:00', end: '25:00' }] }),
      saveWeek({ ...MORNINGS, week: [{ weekday: 1, start: '12:00', end: '09:00' }] }),
      saveWeek({ ...MORNINGS, timeZone: 'Mars/Olympus' }),
      saveWeek({ ...MORNINGS, bufferMinutes: -5 }),
      saveWeek({ ...MORNINGS, dates: [{ date: '2027-02-30', hours: [] }] }),
      saveWeek([MORNINGS]),
    ]);
    const kept = await request(t.app).get(ADMIN_SCHEDULE_API).set('Cookie', teacher);

    expect(answers.map((answer) => [answer.status, answer.body.code, answer.body.error])).toEqual([
      [400, 'bad_input', 'Ranges of hours on the same day must not overlap.'],
      [400, 'bad_input', 'A time must read HH:MM, from 00:00 to 24:00.'],
      [400, 'bad_input', 'Each range of hours must end after it starts.'],
      [400, 'bad_input', 'Choose a time zone from the list.'],
      [400, 'bad_input', 'The time between lessons must be a whole number of minutes from 0 to 120.'],
      [400, 'bad_input', 'A date must read YYYY-MM-DD.'],
      [400, 'bad_input', 'Send the week as timeZone, bufferMinutes, week and dates.'],
    ]);
    expect(kept.body).toMatchObject(MORNINGS);
  });
});

describe('GET /api/availability/slots, her free times', () => {
  it('when a lesson is booked mid-morning, then the free 50-minute times keep its 10 minutes clear on both sides, and a cancelled lesson blocks nothing', async () => {
    await saveWeek(MORNINGS).expect(200);
    const day = dayAhead(5);
    await t.addBooking({ email: 'anna@example.com', startsAt: new Date(romeTime(day, '10:00')) });
    await t.addBooking({
      email: 'anna@example.com',
      startsAt: new Date(romeTime(day, '11:00')),
      cancelledAt: new Date(),
    });

    const slots = await slotsOf(day, 50);

    // 10:00–10:50 blocks 09:50–11:00: 09:00 ends just in time, 11:00 starts just in time.
    expect(slots).toEqual([
      { startsAt: romeTime(day, '09:00'), endsAt: romeTime(day, '09:50') },
      { startsAt: romeTime(day, '11:00'), endsAt: romeTime(day, '11:50') },
    ]);
  });

  it('when a lesson fills a day off, or a day she gives hours of its own, then the free times follow that date, not its weekday', async () => {
    const off = dayAhead(6);
    const special = dayAhead(7);
    await saveWeek({
      ...MORNINGS,
      dates: [
        { date: off, hours: [] },
        { date: special, hours: [{ start: '15:00', end: '16:15' }] },
      ],
    }).expect(200);

    const onDayOff = await slotsOf(off, 25);
    const onSpecial = await slotsOf(special, 75);

    expect(onDayOff).toEqual([]);
    expect(onSpecial).toEqual([{ startsAt: romeTime(special, '15:00'), endsAt: romeTime(special, '16:15') }]);
  });

  it('when a student asks for today and tomorrow, then no free time starts within 24 hours', async () => {
    await saveWeek({ ...MORNINGS, week: MORNINGS.week.map((range) => ({ ...range, start: '00:00', end: '24:00' })) });
    const asked = Date.now();

    const answer = await request(t.app)
      .get(AVAILABILITY_SLOTS_API)
      .query({ from: new Date(asked).toISOString(), to: new Date(asked + 2 * DAY_MS).toISOString(), duration: 25 })
      .set('Cookie', student)
      .expect(200);
    const starts = SlotsResponseSchema.parse(answer.body).slots.map((slot) => Date.parse(slot.startsAt));

    expect(starts.length).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(asked + 24 * HOUR_MS);
  });

  it('when a student looks for a time to move their own lesson to, then that lesson does not stand in its own way; naming another’s is a 404', async () => {
    await saveWeek(MORNINGS).expect(200);
    const day = dayAhead(8);
    const anna = await t.addStudent();
    const other = await t.addStudent();
    const lesson = await t.addBooking({ email: anna.email, startsAt: new Date(romeTime(day, '10:00')) });
    const from = romeTime(day, '00:00');
    const to = romeTime(nextDate(day), '00:00');
    const ask = (who: { id: string; name: string }, moving?: string) =>
      request(t.app)
        .get(AVAILABILITY_SLOTS_API)
        .query({ from, to, duration: 50, ...(moving !== undefined && { moving }) })
        .set('Cookie', cookieOf(who));

    const asAnyone = SlotsResponseSchema.parse((await ask(anna).expect(200)).body).slots;
    const forMoving = SlotsResponseSchema.parse((await ask(anna, lesson).expect(200)).body).slots;
    const notTheirs = await ask(other, lesson);
    const unnamed = await ask(anna, '');

    // Half an hour later overlaps the lesson itself: free only to the one moving it.
    expect(asAnyone.map((slot) => slot.startsAt)).not.toContain(romeTime(day, '10:30'));
    expect(forMoving.map((slot) => slot.startsAt)).toContain(romeTime(day, '10:30'));
    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, 'not_found']);
    expect([unnamed.status, unnamed.body.error]).toEqual([400, 'Send moving as the id of the lesson you are moving.']);
  });

  it('when the question is malformed, then 400 in the error shape names what to change', async () => {
    const ask = (query: Record<string, string | number>) =>
      request(t.app).get(AVAILABILITY_SLOTS_API).query(query).set('Cookie', student);
    const from = new Date(Date.now() + 2 * DAY_MS).toISOString();
    const to = new Date(Date.now() + 3 * DAY_MS).toISOString();

    const answers = await Promise.all([
      ask({ from, to, duration: 30 }),
      ask({ from: to, to: from, duration: 50 }),
      ask({ from: 'tomorrow', to, duration: 50 }),
      ask({ from, to: new Date(Date.now() + 200 * DAY_MS).toISOString(), duration: 50 }),
    ]);

    expect(answers.map((answer) => [answer.status, answer.body.code, answer.body.error])).toEqual([
      [400, 'bad_input', 'A lesson lasts 25, 50 or 75 minutes.'],
      [400, 'bad_input', 'Ask for free times with from and to as ISO 8601 times, from before to.'],
      [400, 'bad_input', 'Ask for free times with from and to as ISO 8601 times, from before to.'],
      [400, 'bad_input', 'Ask for free times at most 3 months at once.'],
    ]);
  });
});

describe("npm start's demo week (DEMO_WEEK)", () => {
  const weekOf = async () => (await request(t.app).get(ADMIN_SCHEDULE_API).set('Cookie', teacher).expect(200)).body;

  it('when the platform starts with no week of hers, then the demo week is hers and students find its free times', async () => {
    await t.db.deleteFrom('schedule').execute();

    expect(await offerDemoWeek(t.deps, new Date())).toBe(true);

    expect(await weekOf()).toMatchObject(DEMO_WEEK);
    const weekday = [5, 6, 7, 8].map(dayAhead).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() % 6 !== 0)!;
    expect((await slotsOf(weekday, 50)).map((slot) => slot.startsAt)).toContain(romeTime(weekday, '09:00'));
  });

  it('when she has saved a week of her own, then a restart leaves it as she set it', async () => {
    await saveWeek(MORNINGS).expect(200);

    expect(await offerDemoWeek(t.deps, new Date())).toBe(false);

    expect(await weekOf()).toMatchObject(MORNINGS);
  });
});
