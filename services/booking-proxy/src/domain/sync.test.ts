import { randomUUID } from 'node:crypto';
import { BOOKING_MESSAGES, LESSON_REMINDER_HOURS, type UserEvent } from '@lezioni/contracts';
import { startOwnRedis, uniqueEmail } from '@lezioni/service-kit/testing';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { openBookingTestDeps, type BookingTestDeps } from '../testing/booking-test-deps';
import { applyUserEvent } from './students';
import { runSync } from './sync';
import { readSyncInfo } from './sync-info';

const HOUR_MS = 60 * 60_000;
const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);

let fake: TidyCalFake;
let test: BookingTestDeps;
beforeEach(async () => {
  fake = await startTidyCalFake({ pageSize: 3 });
  test = await openBookingTestDeps({ fake, env: { ADMIN_EMAIL: 'chiara@lezioni.example' } });
});
afterEach(async () => {
  await test.close();
  await fake.close();
});

let version = 0;
async function newStudent(email = uniqueEmail(), name = 'Anna Bianchi') {
  const event: UserEvent = {
    type: 'user.upserted',
    version: (version += 1),
    user: { id: randomUUID(), name, email, role: 'student', emailVerified: true },
    occurredAt: new Date().toISOString(),
  };
  await applyUserEvent(test.deps, event);
  return event.user;
}

const reminderJobs = async () =>
  (await test.mailJobs.getJobs(['delayed', 'waiting'])).filter((job) => job.name === 'lesson-reminder');
const cancellationsTo = async (email: string) =>
  (await test.mailJobs.getJobs(['delayed', 'waiting']))
    .filter((job) => job.name === 'lesson-cancelled' && job.data.to === email)
    .map((job) => job.data);

describe('a sync run', () => {
  it('when two runs overlap, then the copy holds each booking once, cancellations included, emails lower-cased', async () => {
    const now = new Date();
    for (let n = 1; n <= 7; n += 1)
      fake.addBooking({ email: `Guest${n}@Example.com`, startsAt: hoursFrom(now, 48 + n) });
    fake.addBooking({ email: 'gone@example.com', startsAt: hoursFrom(now, 60), cancelledAt: now });

    const outcomes = await Promise.all([runSync(test.deps, now), runSync(test.deps, now)]);

    expect(outcomes.map((outcome) => outcome.isSynced)).toEqual([true, true]);
    const rows = await test.db.selectFrom('bookings').select(['id', 'contact_email', 'cancelled_at']).execute();
    expect(rows).toHaveLength(8);
    expect(rows.map((row) => row.contact_email)).toContain('guest1@example.com');
    expect(rows.filter((row) => row.cancelled_at !== null).map((row) => row.contact_email)).toEqual([
      'gone@example.com',
    ]);
    expect(await test.db.selectFrom('contacts').select('email').execute()).toHaveLength(8);
    const info = await readSyncInfo(test.deps);
    expect(info).toMatchObject({ calendarConnected: true, lastSyncFailed: false, problem: null });
    expect(info.syncedAt).not.toBeNull();
  });

  it('when TidyCal is down, then the run fails with a short reason and the previous copy and its time stay', async () => {
    const now = new Date();
    fake.addBooking({ email: 'anna@example.com', startsAt: hoursFrom(now, 50) });
    await runSync(test.deps, hoursFrom(now, -1));
    const before = await readSyncInfo(test.deps);
    await fake.goDown();

    const outcome = await runSync(test.deps, now);

    expect(outcome).toMatchObject({ isSynced: false, problem: expect.stringMatching(/^TidyCal unreachable/) });
    expect(await test.db.selectFrom('bookings').select('id').execute()).toHaveLength(1);
    const after = await readSyncInfo(test.deps);
    expect(after).toMatchObject({ syncedAt: before.syncedAt, lastSyncFailed: true, lastAttemptAt: now.toISOString() });
    expect(after.problem).not.toContain(fake.token);
  });

  it('when no calendar is connected, then nothing is fetched and the state says so', async () => {
    const unconnected = await openBookingTestDeps();
    try {
      const outcome = await runSync(unconnected.deps);

      expect(outcome).toMatchObject({ isSynced: false, problem: BOOKING_MESSAGES.noCalendar });
      expect(await readSyncInfo(unconnected.deps)).toMatchObject({
        calendarConnected: false,
        lastSyncFailed: false,
        problem: BOOKING_MESSAGES.noCalendar,
        syncedAt: null,
      });
      expect(fake.requests).toHaveLength(0);
    } finally {
      await unconnected.close();
    }
  });
});

describe("a platform student's lesson reminders", () => {
  it('when a lesson is synced twice, then one reminder waits, due a day before the lesson, for the student', async () => {
    const now = new Date();
    const student = await newStudent();
    const startsAt = hoursFrom(now, 72);
    const booking = fake.addBooking({
      email: student.email.toUpperCase(),
      startsAt,
      meetingUrl: 'https://meet.example/abc',
    });
    fake.addBooking({ email: uniqueEmail('visitor'), startsAt: hoursFrom(now, 80) });

    await runSync(test.deps, now);
    await runSync(test.deps, now);

    const jobs = await reminderJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toMatchObject({
      kind: 'lesson-reminder',
      to: student.email,
      name: 'Anna Bianchi',
      startsAt: startsAt.toISOString(),
      meetingUrl: `${test.appDeps.config.APP_URL}/lesson/${booking.id}`,
      // The invitation's event is the feeds' event of the lesson.
      invitation: {
        uid: `${booking.id}@${new URL(test.appDeps.config.APP_URL).hostname}`,
        organizer: { name: expect.any(String), email: test.appDeps.config.ADMIN_EMAIL },
      },
    });
    expect(jobs[0]!.timestamp + jobs[0]!.opts.delay!).toBeCloseTo(
      startsAt.getTime() - LESSON_REMINDER_HOURS * HOUR_MS,
      -4,
    );
  });

  it('when the lesson moves, then the reminder moves with it: still one', async () => {
    const now = new Date();
    const student = await newStudent();
    const booking = fake.addBooking({ email: student.email, startsAt: hoursFrom(now, 72) });
    await runSync(test.deps, now);
    const moved = hoursFrom(now, 120);
    booking.starts_at = moved.toISOString();
    booking.ends_at = hoursFrom(now, 121).toISOString();

    await runSync(test.deps, now);

    const jobs = await reminderJobs();
    expect(jobs.map((job) => job.data.startsAt)).toEqual([moved.toISOString()]);
  });

  it('when the lesson is cancelled, then its reminder is withdrawn', async () => {
    const now = new Date();
    const student = await newStudent();
    const booking = fake.addBooking({ email: student.email, startsAt: hoursFrom(now, 72) });
    await runSync(test.deps, now);
    expect(await reminderJobs()).toHaveLength(1);
    booking.cancelled_at = now.toISOString();

    await runSync(test.deps, now);

    expect(await reminderJobs()).toHaveLength(0);
    // Its reminder had not gone out: no invitation to take back.
    expect(await cancellationsTo(student.email)).toEqual([]);
  });

  it('when a lesson is cancelled after its reminder went out, then a cancelling invitation of the same event goes to the student', async () => {
    const now = new Date();
    const student = await newStudent();
    const startsAt = hoursFrom(now, 72);
    const booking = fake.addBooking({ email: student.email, startsAt });
    await runSync(test.deps, now);
    const [reminder] = (await reminderJobs()).filter((job) => job.data.to === student.email);
    booking.cancelled_at = now.toISOString();

    // The day before the lesson: its reminder was due.
    await runSync(test.deps, hoursFrom(now, 50));

    expect(await cancellationsTo(student.email)).toEqual([
      expect.objectContaining({
        kind: 'lesson-cancelled',
        startsAt: startsAt.toISOString(),
        invitation: reminder!.data.invitation,
      }),
    ]);
    // Once: the next run has nothing more to say.
    await runSync(test.deps, hoursFrom(now, 51));
    expect(await cancellationsTo(student.email)).toHaveLength(1);
  });

  it('when a lesson is first seen less than a day ahead, then no reminder is scheduled', async () => {
    const now = new Date();
    const student = await newStudent();
    fake.addBooking({ email: student.email, startsAt: hoursFrom(now, 20) });

    await runSync(test.deps, now);

    expect(await reminderJobs()).toHaveLength(0);
  });

  it('when Redis is away during a run, then nothing is recorded and the next run schedules the reminder', async () => {
    const ownRedis = await startOwnRedis();
    const onOwnRedis = await openBookingTestDeps({ fake, redisUrl: ownRedis.url });
    try {
      const now = new Date();
      const event: UserEvent = {
        type: 'user.upserted',
        version: 1,
        user: { id: randomUUID(), name: 'Luca Verdi', email: uniqueEmail(), role: 'student', emailVerified: true },
        occurredAt: now.toISOString(),
      };
      await applyUserEvent(onOwnRedis.deps, event);
      fake.addBooking({ email: event.user.email, startsAt: hoursFrom(now, 72) });
      await ownRedis.stop();

      await runSync(onOwnRedis.deps, now);
      const whileAway = await onOwnRedis.db.selectFrom('bookings').select('reminder_for').executeTakeFirstOrThrow();
      await ownRedis.restart();
      await new Promise((resolve) => onOwnRedis.redis.once('ready', resolve));
      await runSync(onOwnRedis.deps, now);

      expect(whileAway.reminder_for).toBeNull();
      const row = await onOwnRedis.db.selectFrom('bookings').select('reminder_for').executeTakeFirstOrThrow();
      expect(row.reminder_for).not.toBeNull();
    } finally {
      await onOwnRedis.close().catch(() => undefined);
      await ownRedis.close();
    }
  }, 20_000);
});

describe("the students copy from auth's events", () => {
  it('when an older event arrives after a newer one, then the newer name and email stay', async () => {
    const id = randomUUID();
    const event = (version: number, email: string, name: string): UserEvent => ({
      type: 'user.upserted',
      version,
      user: { id, name, email, role: 'student', emailVerified: version === 5 },
      occurredAt: new Date().toISOString(),
    });

    await applyUserEvent(test.deps, event(5, 'New@Example.com', 'Anna Nuova'));
    await applyUserEvent(test.deps, event(3, 'old@example.com', 'Anna Vecchia'));
    await applyUserEvent(test.deps, event(5, 'replayed@example.com', 'Anna Replay'));

    expect(await test.deps.students.findById(id)).toEqual({
      id,
      name: 'Anna Nuova',
      email: 'new@example.com',
      role: 'student',
      emailVerified: true,
    });
  });
});
