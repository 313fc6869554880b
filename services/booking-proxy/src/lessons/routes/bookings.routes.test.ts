import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SYNCED_AT_HEADER, StudentBookingSchema } from '@lezioni/contracts';
import { FRESHNESS_KEY_HEADER } from '@lezioni/service-kit';
import { applyUserEvent } from '../../students/domain/students';
import { openBookingTestAppForFile } from '../../testing/booking-test-deps';
import { DAY_MS, cookieOf } from '../../testing/test-rows';

const t = openBookingTestAppForFile();

const MINUTE_MS = 60_000;
const myBookings = (cookie: string, etag?: string) => {
  const call = request(t.app).get('/api/my-bookings').set('Cookie', cookie);
  return etag ? call.set('If-None-Match', etag) : call;
};

describe("GET /api/my-bookings, a student's polled answer", () => {
  it('when the student polls again with the ETag, then 304 without a body, and the full answer carries the sync time', async () => {
    const student = await t.addStudent();
    await t.addBooking({ email: student.email, startsAt: new Date(Date.now() + 2 * DAY_MS) });
    const syncedAt = new Date();
    await t.deps.syncState.recordOutcome({ startedAt: syncedAt, finishedAt: syncedAt, error: null });

    const first = await myBookings(cookieOf(student)).expect(200);
    const again = await myBookings(cookieOf(student), first.headers.etag as string);

    expect(StudentBookingSchema.array().parse(first.body)).toHaveLength(1);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers[SYNCED_AT_HEADER.toLowerCase()]).toBe(syncedAt.toISOString());
    expect(first.headers[FRESHNESS_KEY_HEADER]).toMatch(/:fresh:booking:student:/);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.text).toBe('');
  });

  it("when auth's event proves the student's address, then the old ETag gets the lessons booked under it", async () => {
    const student = await t.addStudent({ isEmailVerified: false });
    const bookingId = await t.addBooking({ email: student.email, startsAt: new Date(Date.now() + DAY_MS) });
    const first = await myBookings(cookieOf(student)).expect(200);
    expect(first.body).toEqual([]);

    await applyUserEvent(t.deps, {
      type: 'user.upserted',
      version: 2,
      user: { ...student, role: 'student', emailVerified: true },
      occurredAt: new Date().toISOString(),
    });
    const renewed = await myBookings(cookieOf(student), first.headers.etag as string);

    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject([{ id: bookingId, status: 'scheduled' }]);
    expect(renewed.headers.etag).not.toBe(first.headers.etag);
    await myBookings(cookieOf(student), renewed.headers.etag as string).expect(304);
  });

  it('when a scheduled lesson ends in 5 minutes, then the version ends then, when it shows as completed', async () => {
    const student = await t.addStudent();
    // A 50-minute lesson that started 45 minutes ago, and one next week.
    await t.addBooking({ email: student.email, startsAt: new Date(Date.now() - 45 * MINUTE_MS) });
    await t.addBooking({ email: student.email, startsAt: new Date(Date.now() + 7 * DAY_MS) });

    const answer = await myBookings(cookieOf(student)).expect(200);

    const endsIn = await t.redis.pttl(answer.headers[FRESHNESS_KEY_HEADER] as string);
    expect(endsIn).toBeGreaterThan(4 * MINUTE_MS);
    expect(endsIn).toBeLessThanOrEqual(5 * MINUTE_MS);
  });

  it('when nothing of the list changes with the clock, then the version lives its 10 to 20 minutes', async () => {
    const student = await t.addStudent();
    await t.addBooking({ email: student.email, startsAt: new Date(Date.now() - 2 * DAY_MS) });
    await t.addBooking({
      email: student.email,
      startsAt: new Date(Date.now() + 2 * MINUTE_MS),
      cancelledAt: new Date(),
    });

    const answer = await myBookings(cookieOf(student)).expect(200);

    expect(answer.body).toMatchObject([{ status: 'completed' }, { status: 'cancelled' }]);
    const endsIn = await t.redis.pttl(answer.headers[FRESHNESS_KEY_HEADER] as string);
    expect(endsIn).toBeGreaterThan(9 * MINUTE_MS);
    expect(endsIn).toBeLessThanOrEqual(20 * MINUTE_MS);
  });

  it('when the teacher asks, then her empty list is not versioned: no key, no-store', async () => {
    const teacher = cookieOf({ id: randomUUID(), name: 'Chiara Lombardi' }, 'admin');

    const answer = await myBookings(teacher).expect(200);

    expect(answer.body).toEqual([]);
    expect(answer.headers[FRESHNESS_KEY_HEADER]).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
