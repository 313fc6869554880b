import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CreditRecordSchema, OrderSchema } from '@lezioni/contracts';
import { serve, type ServedService } from '@lezioni/service-kit';
import { sessionPrefix, testDatabaseUrl, testKeys, testRedisUrl } from '@lezioni/service-kit/testing';
import { addCalendarMonths } from '../domain/orders';
import { start } from '../start';
import { openBookingTestDeps, removeQueuesOf, type BookingTestDeps } from '../testing/booking-test-deps';
import { cookieOf } from '../testing/test-rows';

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
