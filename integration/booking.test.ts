import { Queue } from 'bullmq';
import request from 'supertest';
import {
  AdminBookingsResponseSchema,
  AdminStudentsResponseSchema,
  AnalyticsResponseSchema,
  BOOKING_MESSAGES,
  CreditRecordSchema,
  MAIL_QUEUE,
  StudentBookingSchema,
  SYNCED_AT_HEADER,
  TIME_ZONE_COOKIE,
  type User,
} from '@lezioni/contracts';
import type { Kysely } from 'kysely';
import { createDb } from '@lezioni/service-kit';
import { markRevocationsPublished, uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import {
  eventually,
  ownDatabase,
  sessionCookieOf,
  startPlatform,
  startService,
  syncRunsSeenBy,
  verifyEmailOf,
  type Platform,
} from './harness';

const HOUR_MS = 60 * 60_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

let fake: TidyCalFake;
let platform: Platform;
let database: Awaited<ReturnType<typeof ownDatabase>>;
beforeAll(async () => {
  fake = await startTidyCalFake({ pageSize: 2 });
  // Its own: it reads the teacher's global lists, which other suites' lessons (weekly series months
  // ahead) would fill.
  database = await ownDatabase();
  platform = await startPlatform({
    services: ['auth', 'booking-proxy'],
    env: {
      DATABASE_URL: database.url,
      TIDYCAL_API_URL: fake.url,
      TIDYCAL_API_TOKEN: fake.token,
      TIDYCAL_SYNC_INTERVAL_S: '1',
      TIDYCAL_TIMEOUT_MS: '1000',
      TIDYCAL_RETRY_BASE_MS: '50',
    },
  });
});
afterAll(async () => {
  await platform.stop();
  await fake.close();
  await database.drop();
});

const api = () => request(platform.gateway);

/**
 * A student signed up through auth, who followed the mailed confirmation link unless told not to;
 * booking-proxy learns of them (and of the proof) from auth's user events.
 */
async function signUp(name: string, { email = uniqueEmail(), isVerified = true } = {}) {
  const res = await api()
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name, email, password: 'Secret123' })
    .expect(201);
  if (isVerified) await verifyEmailOf(platform, email);
  return { ...(res.body as { user: User }).user, cookie: sessionCookieOf(res) };
}

async function signInTeacher() {
  const res = await api()
    .post('/api/login')
    .send({ email: platform.admin.email, password: platform.admin.password })
    .expect(200);
  return sessionCookieOf(res);
}

const myBookings = async (cookie: string) => {
  const res = await api().get('/api/my-bookings').set('Cookie', cookie).expect(200);
  return { res, bookings: StudentBookingSchema.array().parse(res.body) };
};

const adminBookings = async () =>
  AdminBookingsResponseSchema.parse((await api().get('/api/admin/bookings').set('Cookie', teacher).expect(200)).body);

type Student = Awaited<ReturnType<typeof signUp>>;
let anna: Student;
let luca: Student;
let teacher: string;
beforeAll(async () => {
  anna = await signUp('Anna Bianchi');
  luca = await signUp('Luca Verdi');
  teacher = await signInTeacher();
  // Anna booked with her email in capitals: the match ignores case.
  fake.addBooking({ email: anna.email.toUpperCase(), name: 'Anna B.', startsAt: hoursFromNow(-48) });
  fake.addBooking({ email: anna.email, startsAt: hoursFromNow(72), meetingUrl: 'https://meet.example/anna' });
  fake.addBooking({ email: anna.email, startsAt: hoursFromNow(96), cancelledAt: new Date() });
  fake.addBooking({ email: luca.email, startsAt: hoursFromNow(100) });
  await eventually(async () => (await myBookings(anna.cookie)).bookings.length === 3);
  await eventually(async () => (await myBookings(luca.cookie)).bookings.length === 1);
}, 30_000);

describe('GET /api/my-bookings through the gateway', () => {
  it('when a student asks, then they get their own lessons only, earliest first, each with where it stands now', async () => {
    const { res, bookings } = await myBookings(anna.cookie);

    expect(bookings.map((booking) => booking.status)).toEqual(['completed', 'scheduled', 'cancelled']);
    expect(bookings[1]).toMatchObject({ durationMinutes: 50, meetingUrl: 'https://meet.example/anna' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Date.parse(res.headers[SYNCED_AT_HEADER.toLowerCase()] as string)).not.toBeNaN();
    const lucas = (await myBookings(luca.cookie)).bookings;
    expect(lucas).toHaveLength(1);
    expect(lucas[0]!.id).not.toBe(bookings[0]!.id);
    expect(bookings.map((booking) => booking.id)).not.toContain(lucas[0]!.id);
  });

  it('when the teacher asks, then the answer is an empty list', async () => {
    const { bookings } = await myBookings(teacher);

    expect(bookings).toEqual([]);
  });

  it('when no one is signed in, then the answer is 401', async () => {
    await api().get('/api/my-bookings').expect(401);
  });
});

describe('the reminder of a lesson', () => {
  it("when a student's lesson is synced, then one reminder mail waits on the mail queue for a day before it", async () => {
    const queue = new Queue(MAIL_QUEUE, {
      connection: { url: platform.env.REDIS_URL },
      prefix: platform.env.REDIS_PREFIX,
    });
    const upcoming = (await myBookings(anna.cookie)).bookings.find((booking) => booking.status === 'scheduled')!;

    const jobs = (await queue.getJobs(['delayed'])).filter((job) => job.data.to === anna.email);
    await queue.close();

    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toMatchObject({
      kind: 'lesson-reminder',
      startsAt: upcoming.scheduledAt,
      name: 'Anna Bianchi',
    });
  });
});

describe('the zone of a student’s last visit', () => {
  // booking-proxy's copy of the accounts, read as an operator would.
  let bookingDb: Kysely<{ students: { id: string; time_zone: string | null } }>;
  beforeAll(() => {
    bookingDb = createDb({ url: database.url, schema: 'booking', max: 1 });
  });
  afterAll(() => bookingDb.destroy());
  const zoneInCopyOf = async (id: string) =>
    (await bookingDb.selectFrom('students').select('time_zone').where('id', '=', id).executeTakeFirst())?.time_zone;

  it('when a student visits from Tokyo, then the reminder of their next lesson says its time in Tokyo’s zone', async () => {
    const kenji = await signUp('Kenji Sato');
    await api().get('/api/me').set('Cookie', `${kenji.cookie}; ${TIME_ZONE_COOKIE}=Asia%2FTokyo`).expect(200);
    await eventually(async () => (await zoneInCopyOf(kenji.id)) === 'Asia/Tokyo');
    const queue = new Queue(MAIL_QUEUE, {
      connection: { url: platform.env.REDIS_URL },
      prefix: platform.env.REDIS_PREFIX,
    });
    const remindersToKenji = async () =>
      (await queue.getJobs(['delayed'])).filter((job) => job.data.to === kenji.email).map((job) => job.data);

    // Booked in the calendar as in Rome (the fake's zone), read in Tokyo.
    fake.addBooking({ email: kenji.email, startsAt: hoursFromNow(80) });
    await eventually(async () => (await remindersToKenji()).length === 1);

    expect((await remindersToKenji())[0]).toMatchObject({ kind: 'lesson-reminder', timezone: 'Asia/Tokyo' });
    await queue.close();
  });

  it('when a student chose New York, then a visit from Tokyo leaves it, and their reminder says its time in New York’s zone', async () => {
    const emily = await signUp('Emily Carter');
    await api()
      .put('/api/me/time-zone')
      .set('Cookie', emily.cookie)
      .send({ timeZone: 'America/New_York' })
      .expect(200, { timeZone: 'America/New_York', timeZoneChosen: true });
    await api().get('/api/me').set('Cookie', `${emily.cookie}; ${TIME_ZONE_COOKIE}=Asia%2FTokyo`).expect(200);
    await eventually(async () => (await zoneInCopyOf(emily.id)) === 'America/New_York');
    const queue = new Queue(MAIL_QUEUE, {
      connection: { url: platform.env.REDIS_URL },
      prefix: platform.env.REDIS_PREFIX,
    });
    const remindersToEmily = async () =>
      (await queue.getJobs(['delayed'])).filter((job) => job.data.to === emily.email).map((job) => job.data);

    fake.addBooking({ email: emily.email, startsAt: hoursFromNow(80) });
    await eventually(async () => (await remindersToEmily()).length === 1);

    expect((await remindersToEmily())[0]).toMatchObject({ kind: 'lesson-reminder', timezone: 'America/New_York' });
    await queue.close();
  });
});

describe("the teacher's dashboard data", () => {
  it('when no one is signed in, then each answer is 401; for a student, 403', async () => {
    for (const path of ['/api/admin/bookings', '/api/admin/students', '/api/admin/analytics']) {
      await api().get(path).expect(401);
      await api().get(path).set('Cookie', anna.cookie).expect(403);
    }
  });

  it('when the teacher asks, then she gets the latest lessons, the students, the contacts and the figures', async () => {
    const bookings = await adminBookings();
    const students = AdminStudentsResponseSchema.parse(
      (await api().get('/api/admin/students').set('Cookie', teacher).expect(200)).body,
    );
    const analytics = AnalyticsResponseSchema.parse(
      (await api().get('/api/admin/analytics').set('Cookie', teacher).expect(200)).body,
    );

    const annas = bookings.bookings.filter((booking) => booking.contact.email === anna.email);
    expect(annas.map((booking) => booking.status)).toEqual(['cancelled', 'confirmed', 'completed']);
    // No credit paid for Anna's lessons; a cancelled one owes nothing.
    expect(annas.map((booking) => booking.unpaid)).toEqual([false, true, true]);
    const starts = bookings.bookings.map((booking) => Date.parse(booking.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(bookings).toMatchObject({ calendarConnected: true, lastSyncFailed: false, problem: null });
    expect(students.platformStudents.map((student) => student.email)).toEqual(
      expect.arrayContaining([anna.email, luca.email]),
    );
    expect(students.tidyCalContacts.find((contact) => contact.email === anna.email)?.total_bookings).toBe(2);
    expect(analytics.totalBookings).toBeGreaterThanOrEqual(3);
    expect(analytics.totalLessons).toBeGreaterThanOrEqual(1);
  });

  it('when TidyCal goes down, then the answers still come, saying the last sync failed and how old the copy is', async () => {
    await fake.goDown();
    try {
      await eventually(async () => (await adminBookings()).lastSyncFailed, { timeoutMs: 20_000 });
      const failed = await adminBookings();
      const { res, bookings } = await myBookings(anna.cookie);

      expect(failed.problem).toMatch(/^TidyCal unreachable/);
      expect(Date.parse(failed.syncedAt!)).toBeLessThan(Date.parse(failed.lastAttemptAt!));
      expect(failed.bookings.some((booking) => booking.contact.email === anna.email)).toBe(true);
      expect(bookings).toHaveLength(3);
      expect(res.headers[SYNCED_AT_HEADER.toLowerCase()]).toBe(failed.syncedAt);
    } finally {
      await fake.comeBack();
    }
    await eventually(async () => !(await adminBookings()).lastSyncFailed, { timeoutMs: 20_000 });
  }, 45_000);

  it('when no calendar is connected, then the answers say so and carry what the teacher should do', async () => {
    // Its own sync queue (under the platform's prefix, so the harness clears it too), where auth's
    // revocations count as published, as they would be in a platform of its own.
    const prefix = `${platform.env.REDIS_PREFIX}:unconnected`;
    await markRevocationsPublished(platform.env.REDIS_URL!, prefix);
    const unconnected = await startService('booking-proxy', {
      ...platform.env,
      TIDYCAL_API_TOKEN: '',
      REDIS_PREFIX: prefix,
    });
    try {
      const res = await request(unconnected.server).get('/api/admin/analytics').set('Cookie', teacher).expect(200);

      expect(AnalyticsResponseSchema.parse(res.body)).toMatchObject({
        calendarConnected: false,
        lastSyncFailed: false,
        problem: BOOKING_MESSAGES.noCalendar,
      });
    } finally {
      await unconnected.stop();
    }
  });
});

describe('an address nobody proved', () => {
  it("when someone registers with a calendar client's address, then they see none of its lessons and spend no credit until the owner's link is followed", async () => {
    const email = uniqueEmail('client');
    fake.addBooking({ email, startsAt: hoursFromNow(60), meetingUrl: 'https://meet.example/client' });
    const registrant = await signUp('Mallory Rossi', { email, isVerified: false });
    const order = await api()
      .post('/api/packages/orders')
      .set('Cookie', registrant.cookie)
      .send({ packageId: 'single' })
      .expect(201);
    await api().post(`/api/admin/orders/${order.body.id}/confirm`).set('Cookie', teacher).expect(200);
    const credits = async () =>
      CreditRecordSchema.array().parse(
        (await api().get('/api/my-credits').set('Cookie', registrant.cookie).expect(200)).body,
      );
    // The client's lesson is in the teacher's list, and a later run has begun: the one that copied it has settled the ledger.
    await eventually(async () => (await adminBookings()).bookings.some((booking) => booking.contact.email === email));
    const runs = syncRunsSeenBy(fake);
    await eventually(async () => syncRunsSeenBy(fake) > runs);

    const whileUnproven = { lessons: (await myBookings(registrant.cookie)).bookings, credits: await credits() };
    const me = await api().get('/api/me').set('Cookie', registrant.cookie).expect(200);
    await verifyEmailOf(platform, email);
    await eventually(async () => (await myBookings(registrant.cookie)).bookings.length === 1);
    await eventually(async () => (await credits()).length === 0);

    expect(registrant.emailVerified).toBe(false);
    expect(me.body.user.emailVerified).toBe(false);
    expect(whileUnproven.lessons).toEqual([]);
    expect(whileUnproven.credits).toMatchObject([{ remainingCredits: 1 }]);
    expect((await api().get('/api/me').set('Cookie', registrant.cookie).expect(200)).body.user.emailVerified).toBe(
      true,
    );
  }, 30_000);
});

describe('credits from a package, spent by lessons', () => {
  it('when the teacher confirms a paid order, then lessons booked in the calendar spend its credits and a timely cancellation gives one back', async () => {
    const giulia = await signUp('Giulia Neri');
    const credits = async () =>
      CreditRecordSchema.array().parse(
        (await api().get('/api/my-credits').set('Cookie', giulia.cookie).expect(200)).body,
      );
    const order = await api()
      .post('/api/packages/orders')
      .set('Cookie', giulia.cookie)
      .send({ packageId: 'five' })
      .expect(201);
    expect(await credits()).toEqual([]);

    await api().post(`/api/admin/orders/${order.body.id}/confirm`).set('Cookie', teacher).expect(200);
    const [granted] = await credits();
    fake.addBooking({ email: giulia.email, startsAt: hoursFromNow(30) });
    const cancelledInTime = fake.addBooking({ email: giulia.email, startsAt: hoursFromNow(50) });
    await eventually(async () => (await credits())[0]?.remainingCredits === 3);
    cancelledInTime.cancelled_at = hoursFromNow(2).toISOString();
    await eventually(async () => (await credits())[0]?.remainingCredits === 4);

    expect(granted).toMatchObject({ remainingCredits: 5 });
    const { bookings } = await myBookings(giulia.cookie);
    expect(bookings.map((booking) => booking.status)).toEqual(['scheduled', 'cancelled']);
  }, 30_000);
});
