import pg from 'pg';
import request from 'supertest';
import { CreditRecordSchema, StudentBookingSchema } from '@lezioni/contracts';
import { testDatabaseUrl, uniqueEmail } from '@lezioni/service-kit/testing';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import {
  eventually,
  registerStudent,
  serviceCallsOf,
  sessionCookieOf,
  startPlatform,
  verifyEmailOf,
  type Platform,
} from './harness';

// A student's polls of their lessons and credits (every 60 s from every signed-in browser) are
// answered 304 by the gateway from one Redis read while nothing changed (D20), and with the new
// data once a sync, a settlement or a grant changed them.
const HOUR_MS = 60 * 60_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

let fake: TidyCalFake;
let platform: Platform;
let teacher: string;
const database = new pg.Pool({ connectionString: testDatabaseUrl(), max: 1 });
beforeAll(async () => {
  fake = await startTidyCalFake();
  platform = await startPlatform({
    services: ['auth', 'booking-proxy'],
    env: {
      TIDYCAL_API_URL: fake.url,
      TIDYCAL_API_TOKEN: fake.token,
      // A run every second that finds nothing new must leave the versions alone.
      TIDYCAL_SYNC_INTERVAL_S: '1',
      TIDYCAL_RETRY_BASE_MS: '50',
    },
  });
  const login = await request(platform.gateway)
    .post('/api/login')
    .send({ email: platform.admin.email, password: platform.admin.password })
    .expect(200);
  teacher = sessionCookieOf(login);
});
afterAll(async () => {
  await database.end();
  await platform.stop();
  await fake.close();
});

/** A student whose proven address booking-proxy knows: auth's events about them are all applied. */
async function newStudent() {
  const { email, user, cookie } = await registerStudent(platform, uniqueEmail(), 'Paola Conti');
  await verifyEmailOf(platform, email);
  await eventually(async () => {
    const { rows } = await database.query('SELECT email_verified FROM booking.students WHERE id = $1', [user.id]);
    return rows[0]?.email_verified === true;
  });
  return { email, cookie };
}

const poll = (path: '/api/my-bookings' | '/api/my-credits', cookie: string, etag?: string) => {
  const call = request(platform.gateway).get(path).set('Cookie', cookie);
  return etag ? call.set('If-None-Match', etag) : call;
};
const etagOf = (res: request.Response) => res.headers.etag as string;

describe("a student's polled lessons and credits through the gateway", () => {
  it('when nothing changed, then polls with the ETags are 304 from the gateway, booking-proxy never called', async () => {
    const student = await newStudent();
    fake.addBooking({ email: student.email, startsAt: hoursFromNow(72) });
    await eventually(async () => (await poll('/api/my-bookings', student.cookie)).body.length === 1);
    const bookings = await poll('/api/my-bookings', student.cookie).expect(200);
    const credits = await poll('/api/my-credits', student.cookie).expect(200);
    expect(etagOf(bookings)).toMatch(/^W\/"/);
    expect(bookings.headers['x-lezioni-freshness-key']).toBeUndefined();

    const before = await serviceCallsOf(platform, 'booking-proxy', '/api/my-bookings');
    const creditsBefore = await serviceCallsOf(platform, 'booking-proxy', '/api/my-credits');
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(await poll('/api/my-bookings', student.cookie, etagOf(bookings)));
      answers.push(await poll('/api/my-credits', student.cookie, etagOf(credits)));
    }

    expect(answers.map((answer) => answer.status)).toEqual([304, 304, 304, 304, 304, 304]);
    expect(answers.map((answer) => answer.text)).toEqual(['', '', '', '', '', '']);
    expect(answers[0]!.headers.etag).toBe(etagOf(bookings));
    expect(await serviceCallsOf(platform, 'booking-proxy', '/api/my-bookings')).toBe(before);
    expect(await serviceCallsOf(platform, 'booking-proxy', '/api/my-credits')).toBe(creditsBefore);
  });

  it('when a lesson appears through a sync, then the old ETag gets the list with it, and 304 again after', async () => {
    const student = await newStudent();
    const first = await poll('/api/my-bookings', student.cookie).expect(200);
    expect(first.body).toEqual([]);
    await poll('/api/my-bookings', student.cookie, etagOf(first)).expect(304);

    fake.addBooking({ email: student.email, startsAt: hoursFromNow(48), meetingUrl: 'https://meet.example/paola' });

    let renewed: request.Response | undefined;
    await eventually(async () => {
      renewed = await poll('/api/my-bookings', student.cookie, etagOf(first));
      return renewed.status === 200;
    });
    expect(StudentBookingSchema.array().parse(renewed!.body)).toMatchObject([
      { status: 'scheduled', meetingUrl: 'https://meet.example/paola' },
    ]);
    await poll('/api/my-bookings', student.cookie, etagOf(renewed!)).expect(304);
  });

  it('when the teacher confirms bought credits, then the old ETag gets them at once; a synced lesson then spends one', async () => {
    const student = await newStudent();
    const first = await poll('/api/my-credits', student.cookie).expect(200);
    expect(first.body).toEqual([]);
    const order = await request(platform.gateway)
      .post('/api/packages/orders')
      .set('Cookie', student.cookie)
      .send({ packageId: 'five' })
      .expect(201);

    await request(platform.gateway)
      .post(`/api/admin/orders/${(order.body as { id: string }).id}/confirm`)
      .set('Cookie', teacher)
      .expect(200);
    const granted = await poll('/api/my-credits', student.cookie, etagOf(first)).expect(200);
    fake.addBooking({ email: student.email, startsAt: hoursFromNow(30) });
    // As a browser polls: each full answer's ETag goes with the next poll. The copy and the
    // settlement that follows it each renew the version, so the polls settle on a 304 only once
    // both are done, and what they settle on has the lesson's credit spent.
    let latest = granted;
    await eventually(async () => {
      const answer = await poll('/api/my-credits', student.cookie, etagOf(latest));
      if (answer.status === 200) latest = answer;
      return answer.status === 304 && CreditRecordSchema.array().parse(latest.body)[0]?.remainingCredits === 4;
    });

    expect(CreditRecordSchema.array().parse(granted.body)).toMatchObject([{ remainingCredits: 5 }]);
  });
});
