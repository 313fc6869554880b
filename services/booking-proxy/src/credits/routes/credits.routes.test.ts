import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CreditRecordSchema, OrderSchema } from '@lezioni/contracts';
import { FRESHNESS_KEY_HEADER, serve, type ServedService } from '@lezioni/service-kit';
import { sessionPrefix, testDatabaseUrl, testKeys, testRedisUrl } from '@lezioni/service-kit/testing';
import { settleLedger } from '../domain/ledger';
import { addCalendarMonths } from '../../shared/domain/clock';
import { start } from '../../start';
import { openBookingTestDeps, removeQueuesOf, type BookingTestDeps } from '../../testing/booking-test-deps';
import { DAY_MS, cookieOf } from '../../testing/test-rows';

// The service as the launcher starts it (its app, its schema): proves the credits and
// orders routes are mounted behind the session check and answered by booking-proxy.
let queuePrefix: string;
let service: ServedService;
let t: BookingTestDeps;
beforeAll(async () => {
  queuePrefix = await sessionPrefix();
  const running = await start({
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    JWT_PUBLIC_KEY: testKeys().publicKey,
    REDIS_PREFIX: queuePrefix,
    LOG_LEVEL: 'silent',
  });
  service = await serve(running, { port: 0, host: '127.0.0.1' });
  t = await openBookingTestDeps({ inServiceSchema: true });
});
afterAll(async () => {
  await service.stop();
  await removeQueuesOf(queuePrefix);
  await t.close();
});

it('when a student orders and the teacher confirms, then GET /api/my-credits shows the credits with their expiry', async () => {
  // What auth's user event leaves in the copy of users.
  const student = await t.addStudent();
  const teacherCookie = cookieOf({ id: randomUUID(), name: 'Chiara Lombardi' }, 'admin');
  const api = () => request(service.url);

  const placed = await api().post('/api/packages/orders').set('Cookie', cookieOf(student)).send({ packageId: 'ten' });
  const order = OrderSchema.parse(placed.body);
  const confirmed = await api().post(`/api/admin/orders/${order.id}/confirm`).set('Cookie', teacherCookie);
  const credits = await api().get('/api/my-credits').set('Cookie', cookieOf(student));
  const asTeacher = await api().get('/api/my-credits').set('Cookie', teacherCookie);

  expect(placed.status).toBe(201);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.student).toEqual(student);
  const expiry = addCalendarMonths(new Date(confirmed.body.decidedAt as string), 12);
  expect(CreditRecordSchema.array().parse(credits.body)).toEqual([
    { id: expect.any(String), remainingCredits: 10, expiryDate: expiry.toISOString() },
  ]);
  expect(credits.headers['cache-control']).toBe('no-store');
  expect(asTeacher.status).toBe(403);
});

describe("a student's polled credits (versioned, D20)", () => {
  const MINUTE_MS = 60_000;
  const myCredits = (cookie: string, etag?: string) => {
    const call = request(service.url).get('/api/my-credits').set('Cookie', cookie);
    return etag ? call.set('If-None-Match', etag) : call;
  };

  it('when nothing changed, then the ETag gets 304; once the teacher confirms an order, it gets the new credits', async () => {
    const student = await t.addStudent();
    const teacherCookie = cookieOf({ id: randomUUID(), name: 'Chiara Lombardi' }, 'admin');
    const first = await myCredits(cookieOf(student)).expect(200);
    const unchanged = await myCredits(cookieOf(student), first.headers.etag as string);
    const placed = await request(service.url)
      .post('/api/packages/orders')
      .set('Cookie', cookieOf(student))
      .send({ packageId: 'five' })
      .expect(201);

    await request(service.url)
      .post(`/api/admin/orders/${placed.body.id}/confirm`)
      .set('Cookie', teacherCookie)
      .expect(200);
    const after = await myCredits(cookieOf(student), first.headers.etag as string);

    expect(first.body).toEqual([]);
    expect(first.headers[FRESHNESS_KEY_HEADER]).toMatch(/:fresh:booking:student:/);
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject([{ remainingCredits: 5 }]);
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('when a lot expires in 5 minutes, then the version ends then', async () => {
    const student = await t.addStudent();
    const now = Date.now();
    await t.grantLot(student.id, {
      credits: 3,
      grantedAt: new Date(now - DAY_MS),
      expiresAt: new Date(now + 5 * MINUTE_MS),
    });

    const answer = await myCredits(cookieOf(student)).expect(200);

    expect(answer.body).toMatchObject([{ remainingCredits: 3 }]);
    const endsIn = await t.redis.pttl(answer.headers[FRESHNESS_KEY_HEADER] as string);
    expect(endsIn).toBeGreaterThan(4 * MINUTE_MS);
    expect(endsIn).toBeLessThanOrEqual(5 * MINUTE_MS);
  });

  it('when expired credits leave the list in 5 minutes (30 days after), then the version ends then', async () => {
    const student = await t.addStudent();
    const now = Date.now();
    const expiresAt = new Date(now - 30 * DAY_MS + 5 * MINUTE_MS);
    await t.grantLot(student.id, { credits: 2, grantedAt: new Date(now - 200 * DAY_MS), expiresAt });
    await settleLedger(t.deps, new Date(now));

    const answer = await myCredits(cookieOf(student)).expect(200);

    expect(answer.body).toMatchObject([{ remainingCredits: 2, expiryDate: expiresAt.toISOString() }]);
    const endsIn = await t.redis.pttl(answer.headers[FRESHNESS_KEY_HEADER] as string);
    expect(endsIn).toBeGreaterThan(4 * MINUTE_MS);
    expect(endsIn).toBeLessThanOrEqual(5 * MINUTE_MS);
  });

  it('when no credit changes with the clock for 20 minutes, then the version lives its 10 to 20 minutes', async () => {
    const student = await t.addStudent();
    const now = Date.now();
    await t.grantLot(student.id, { credits: 1, grantedAt: new Date(now), expiresAt: new Date(now + 90 * DAY_MS) });

    const answer = await myCredits(cookieOf(student)).expect(200);

    const endsIn = await t.redis.pttl(answer.headers[FRESHNESS_KEY_HEADER] as string);
    expect(endsIn).toBeGreaterThan(9 * MINUTE_MS);
    expect(endsIn).toBeLessThanOrEqual(20 * MINUTE_MS);
  });
});
