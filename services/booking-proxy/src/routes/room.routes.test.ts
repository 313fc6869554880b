import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { LESSON_ROOM_API, type LessonEvent, type RoomEvent } from '@lezioni/contracts';
import { revocationKeys } from '@lezioni/service-kit';
import { openEventStream } from '@lezioni/service-kit/testing';
import { listLatestBookings } from '../domain/bookings';
import { openBookingTestApp } from '../testing/booking-test-deps';
import { cookieOf } from '../testing/test-rows';

const MINUTE_MS = 60_000;
const SIGNALS_PER_MINUTE = 3;
let test: Awaited<ReturnType<typeof openBookingTestApp>>;
let server: http.Server;
let url: string;
beforeAll(async () => {
  test = await openBookingTestApp({
    env: { ROOM_SIGNALS_PER_MINUTE: String(SIGNALS_PER_MINUTE) },
    // Heartbeats come quickly: a revoked session's stream ends at the next one.
    roomHeartbeatMs: 50,
  });
  server = test.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await test.close();
});

/** Holds the room's stream open until the room has seen the caller present, then leaves it. */
async function visitRoom(bookingId: string, user: { id: string; name: string }, role: 'student' | 'admin') {
  let markSeen = () => undefined as void;
  const seen = new Promise<void>((resolve) => (markSeen = resolve));
  const stream = await openEventStream(`${url}${LESSON_ROOM_API.events(bookingId)}`, {
    cookie: cookieOf(user, role),
    onFrame: (frame) => {
      const event = frame.event === 'presence' ? (JSON.parse(frame.data) as RoomEvent) : undefined;
      if (event?.type === 'presence' && event.presentIds.includes(user.id)) markSeen();
    },
  });
  await seen;
  stream.close();
}

describe('attendance in the teacher’s bookings', () => {
  it('when the student came to one lesson’s room and not to another’s, then after the rooms close the teacher reads attended and no-show', async () => {
    const startsAt = new Date(Date.now() + 5 * MINUTE_MS);
    const student = await test.addStudent();
    const teacher = await test.addStudent({ role: 'admin', name: 'Chiara Lombardi' });
    const came = await test.addBooking({ email: student.email, startsAt });
    const missed = await test.addBooking({ email: student.email, startsAt });

    await visitRoom(came, student, 'student');
    await visitRoom(missed, teacher, 'admin');
    const attendanceAt = async (now: Date) =>
      Object.fromEntries(
        (await listLatestBookings(test.deps, now)).bookings
          .filter((booking) => booking.id === came || booking.id === missed)
          .map((booking) => [booking.id === came ? 'came' : 'missed', booking.attendance]),
      );

    // The student's first stay is a lesson event; the teacher's alone is none.
    const events = await test.db.selectFrom('outbox').select('payload').orderBy('id').execute();
    const attendedAtOf = events
      .map((row) => row.payload as LessonEvent)
      .filter((event) => event.lesson.id === came || event.lesson.id === missed)
      .map((event) => [event.lesson.id === came ? 'came' : 'missed', event.lesson.attendedAt !== null]);
    expect(attendedAtOf).toEqual([['came', true]]);
    expect(await attendanceAt(new Date())).toEqual({ came: null, missed: null });
    expect(await attendanceAt(new Date(startsAt.getTime() + 65 * MINUTE_MS))).toEqual({
      came: 'attended',
      missed: 'no_show',
    });
  });
});

describe('signals', () => {
  it('when a participant sends more signals in a minute than allowed, then the next one is refused with 429', async () => {
    const student = await test.addStudent();
    const bookingId = await test.addBooking({ email: student.email, startsAt: new Date() });
    const send = () =>
      request(url)
        .post(LESSON_ROOM_API.signals(bookingId))
        .set('Cookie', cookieOf(student))
        .send({ type: 'media', isMicrophoneOn: true, isCameraOn: true });

    const statuses: number[] = [];
    for (let sent = 0; sent <= SIGNALS_PER_MINUTE; sent += 1) statuses.push((await send()).status);

    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('the room stream of a revoked session', () => {
  it('when the student signs out everywhere (a password reset), then their room stream ends', async () => {
    const student = await test.addStudent();
    const bookingId = await test.addBooking({ email: student.email, startsAt: new Date() });
    const stream = await openEventStream(`${url}${LESSON_ROOM_API.events(bookingId)}`, {
      cookie: cookieOf(student),
      onFrame: () => undefined,
    });

    // What auth writes when it revokes every session of the user issued until now.
    await test.redis.set(revocationKeys(test.appDeps.config.REDIS_PREFIX).userBefore(student.id), String(Date.now()));
    await stream.ended;

    expect(stream.status).toBe(200);
  });
});
