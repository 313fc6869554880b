import { randomUUID } from 'node:crypto';
import { BOOKING_MESSAGES, LESSON_REMINDER_HOURS, type Language, type UserEvent } from '@lezioni/contracts';
import { startOwnRedis, uniqueEmail } from '@lezioni/service-kit/testing';
import { openBookingTestDeps, openBookingTestDepsForFile, type BookingTestDeps } from '../../testing/booking-test-deps';
import type { StudentsDeps } from '../../students/domain/deps';
import { applyUserEvent } from '../../students/domain/students';
import { runSync } from './sync';
import { readSyncInfo } from './sync-info';

const HOUR_MS = 60 * 60_000;
const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);

const test = openBookingTestDepsForFile({
  tidycal: { pageSize: 3 },
  env: { ADMIN_EMAIL: 'chiara@lezioni.example' },
  each: true,
});

let version = 0;
async function newStudent(
  email = uniqueEmail(),
  name = 'Anna Bianchi',
  more: { timeZone?: string; language?: Language } = {},
  deps: StudentsDeps = test.deps,
) {
  const user = { id: randomUUID(), name, email, role: 'student' as const, emailVerified: true, ...more };
  const event: UserEvent = {
    type: 'user.upserted',
    version: (version += 1),
    user,
    occurredAt: new Date().toISOString(),
  };
  await applyUserEvent(deps, event);
  return user;
}

const reminderJobs = async () =>
  (await test.mailJobs.getJobs(['delayed', 'waiting'])).filter((job) => job.name === 'lesson-reminder');
const confirmationJobs = async (of: BookingTestDeps = test) =>
  (await of.mailJobs.getJobs(['delayed', 'waiting'])).filter((job) => job.name === 'lesson-booked');
const cancellationsTo = async (email: string) =>
  (await test.mailJobs.getJobs(['delayed', 'waiting']))
    .filter((job) => job.name === 'lesson-cancelled' && job.data.to === email)
    .map((job) => job.data);

describe('a sync run', () => {
  it('when two runs overlap, then the copy holds each booking once, cancellations included, emails lower-cased', async () => {
    const now = new Date();
    for (let n = 1; n <= 7; n += 1)
      test.tidycal.addBooking({ email: `Guest${n}@Example.com`, startsAt: hoursFrom(now, 48 + n) });
    test.tidycal.addBooking({ email: 'gone@example.com', startsAt: hoursFrom(now, 60), cancelledAt: now });

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
    test.tidycal.addBooking({ email: 'anna@example.com', startsAt: hoursFrom(now, 50) });
    await runSync(test.deps, hoursFrom(now, -1));
    const before = await readSyncInfo(test.deps);
    await test.tidycal.goDown();

    const outcome = await runSync(test.deps, now);

    expect(outcome).toMatchObject({ isSynced: false, problem: expect.stringMatching(/^TidyCal unreachable/) });
    expect(await test.db.selectFrom('bookings').select('id').execute()).toHaveLength(1);
    const after = await readSyncInfo(test.deps);
    expect(after).toMatchObject({ syncedAt: before.syncedAt, lastSyncFailed: true, lastAttemptAt: now.toISOString() });
    expect(after.problem).not.toContain(test.tidycal.token);
  });

  it("when a run falls on a month's last day, then its window ends on the last day of the month it reaches, not in the month after", async () => {
    const lastOfMay = new Date('2026-05-31T10:00:00.000Z');

    await runSync(test.deps, lastOfMay);

    const windows = test.tidycal.requests
      .filter((request) => request.path === '/bookings')
      .map((request) => [request.query.starts_at, request.query.ends_at]);
    expect(new Set(windows.map((window) => window.join()))).toEqual(
      new Set(['2025-05-31T10:00:00.000Z,2026-09-30T10:00:00.000Z']),
    );
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
      expect(test.tidycal.requests).toHaveLength(0);
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
    const booking = test.tidycal.addBooking({
      email: student.email.toUpperCase(),
      startsAt,
      meetingUrl: 'https://meet.example/abc',
    });
    test.tidycal.addBooking({ email: uniqueEmail('visitor'), startsAt: hoursFrom(now, 80) });

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
    const booking = test.tidycal.addBooking({ email: student.email, startsAt: hoursFrom(now, 72) });
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
    const booking = test.tidycal.addBooking({ email: student.email, startsAt: hoursFrom(now, 72) });
    await runSync(test.deps, now);
    expect(await reminderJobs()).toHaveLength(1);
    // A lesson known before confirmations came, as its migration left it: no confirmation went out.
    await test.db.updateTable('bookings').set({ confirmation: 'none' }).where('id', '=', String(booking.id)).execute();
    booking.cancelled_at = now.toISOString();

    await runSync(test.deps, now);

    expect(await reminderJobs()).toHaveLength(0);
    // Neither its confirmation nor its reminder went out: no invitation to take back.
    expect(await cancellationsTo(student.email)).toEqual([]);
  });

  it('when a lesson is cancelled after its reminder went out, then a cancelling invitation of the same event goes to the student', async () => {
    const now = new Date();
    const student = await newStudent();
    const startsAt = hoursFrom(now, 72);
    const booking = test.tidycal.addBooking({ email: student.email, startsAt });
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
    test.tidycal.addBooking({ email: student.email, startsAt: hoursFrom(now, 20) });

    await runSync(test.deps, now);

    expect(await reminderJobs()).toHaveLength(0);
  });

  it('when Redis is away during a run, then nothing is recorded and the next run schedules the reminder', async () => {
    const ownRedis = await startOwnRedis();
    const onOwnRedis = await openBookingTestDeps({ fake: test.tidycal, redisUrl: ownRedis.url });
    try {
      const now = new Date();
      const student = await newStudent(uniqueEmail(), 'Luca Verdi', {}, onOwnRedis.deps);
      test.tidycal.addBooking({ email: student.email, startsAt: hoursFrom(now, 72) });
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

describe("a platform student's booking confirmations", () => {
  it('when a new lesson is synced, then one confirmation goes to the student, in their language and zone, with the same event as the feed; runs after add none', async () => {
    const now = new Date();
    const student = await newStudent(uniqueEmail(), 'Anna Bianchi', { language: 'it', timeZone: 'America/New_York' });
    const startsAt = hoursFrom(now, 30);
    const booking = test.tidycal.addBooking({ email: student.email.toUpperCase(), startsAt, timezone: 'Europe/Rome' });

    await runSync(test.deps, now);
    await runSync(test.deps, now);
    const [job] = await confirmationJobs();
    // As if the mailer had sent it: the column, not the queue, keeps it from going twice.
    await job!.remove();
    await runSync(test.deps, hoursFrom(now, 1));

    expect(job!.data).toEqual({
      kind: 'lesson-booked',
      to: student.email,
      name: 'Anna Bianchi',
      startsAt: startsAt.toISOString(),
      durationMinutes: 50,
      bookingTypeName: expect.any(String),
      meetingUrl: `${test.appDeps.config.APP_URL}/lesson/${booking.id}`,
      timezone: 'America/New_York',
      invitation: {
        uid: `${booking.id}@${new URL(test.appDeps.config.APP_URL).hostname}`,
        organizer: { name: expect.any(String), email: test.appDeps.config.ADMIN_EMAIL },
        sequence: 0,
      },
      language: 'it',
    });
    expect(await confirmationJobs()).toHaveLength(0);
  });

  it("when a lesson is past, cancelled, a visitor's or an unproven address's when first seen, then it gets none, even once proven", async () => {
    const now = new Date();
    const student = await newStudent();
    const unproven = await test.addStudent({ isEmailVerified: false });
    test.tidycal.addBooking({ email: student.email, startsAt: hoursFrom(now, -2) });
    test.tidycal.addBooking({ email: student.email, startsAt: hoursFrom(now, 30), cancelledAt: now });
    test.tidycal.addBooking({ email: uniqueEmail('visitor'), startsAt: hoursFrom(now, 30) });
    test.tidycal.addBooking({ email: unproven.email, startsAt: hoursFrom(now, 30) });

    await runSync(test.deps, now);
    await test.verifyStudent(unproven.id);
    await runSync(test.deps, now);

    expect(await confirmationJobs()).toHaveLength(0);
  });

  it('when the first sync after the upgrade sees lessons booked before it, then none of them is confirmed again', async () => {
    const now = new Date();
    const email = uniqueEmail();
    const known = test.tidycal.addBooking({ email, startsAt: hoursFrom(now, 30) });
    const upgraded = await openBookingTestDeps({
      fake: test.tidycal,
      env: { ADMIN_EMAIL: 'chiara@lezioni.example' },
      upgrade: {
        before: '2026-12-08-bookings-confirmation',
        seed: (rows) => rows.addBooking({ id: String(known.id), email, startsAt: hoursFrom(now, 30) }).then(() => {}),
      },
    });
    try {
      await newStudent(email, 'Anna Bianchi', {}, upgraded.deps);
      const booked = test.tidycal.addBooking({ email, startsAt: hoursFrom(now, 40) });

      await runSync(upgraded.deps, now);

      expect((await confirmationJobs(upgraded)).map((job) => job.data.meetingUrl)).toEqual([
        `${upgraded.appDeps.config.APP_URL}/lesson/${booked.id}`,
      ]);
    } finally {
      await upgraded.close();
    }
  });

  it('when lessons are cancelled after their confirmation, before any reminder went out, then each gets one cancelling invitation of the same event', async () => {
    const now = new Date();
    const student = await newStudent();
    const withReminder = test.tidycal.addBooking({ email: student.email, startsAt: hoursFrom(now, 72) });
    const tooSoonForOne = test.tidycal.addBooking({ email: student.email, startsAt: hoursFrom(now, 20) });
    await runSync(test.deps, now);
    const confirmations = await confirmationJobs();
    withReminder.cancelled_at = now.toISOString();
    tooSoonForOne.cancelled_at = now.toISOString();

    await runSync(test.deps, hoursFrom(now, 1));
    await runSync(test.deps, hoursFrom(now, 2));

    expect(confirmations).toHaveLength(2);
    expect(await reminderJobs()).toHaveLength(0);
    const cancellations = await cancellationsTo(student.email);
    expect(cancellations.map((mail) => mail.invitation.uid).sort()).toEqual(
      confirmations.map((job) => job.data.invitation.uid).sort(),
    );
    expect(cancellations.every((mail) => mail.kind === 'lesson-cancelled')).toBe(true);
  });

  it('when no organiser is known (no ADMIN_EMAIL), then the confirmation goes without an invitation', async () => {
    const plain = await openBookingTestDeps({ fake: test.tidycal });
    try {
      const now = new Date();
      const student = await newStudent(uniqueEmail(), 'Luca Verdi', {}, plain.deps);
      test.tidycal.addBooking({ email: student.email, startsAt: hoursFrom(now, 30) });

      await runSync(plain.deps, now);

      const jobs = (await plain.mailJobs.getJobs(['waiting'])).filter((job) => job.name === 'lesson-booked');
      expect(jobs.map((job) => [job.data.to, job.data.invitation])).toEqual([[student.email, undefined]]);
    } finally {
      await plain.close();
    }
  });
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
