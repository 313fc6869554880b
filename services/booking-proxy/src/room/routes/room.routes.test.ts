import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  LESSON_ROOM_API,
  MY_DATA_PATHS,
  type BookingExport,
  type LessonEvent,
  type RoomEvent,
} from '@lezioni/contracts';
import { revocationKeys } from '@lezioni/service-kit';
import { eventually, openEventStream } from '@lezioni/service-kit/testing';
import { listLatestBookings } from '../../lessons/domain/bookings';
import { openBookingTestApp } from '../../testing/booking-test-deps';
import { cookieOf } from '../../testing/test-rows';

const MINUTE_MS = 60_000;
const SIGNALS_PER_MINUTE = 3;
let test: Awaited<ReturnType<typeof openBookingTestApp>>;
let server: http.Server;
let url: string;
let teacher: { id: string; name: string };
beforeAll(async () => {
  test = await openBookingTestApp({
    env: {
      ROOM_SIGNALS_PER_MINUTE: String(SIGNALS_PER_MINUTE),
      EVENT_STREAMS_PER_SESSION: '3',
      EVENT_STREAMS_PER_USER: '5',
    },
    // Heartbeats come quickly: presence is renewed many times within a test.
    roomHeartbeatMs: 50,
  });
  server = test.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The other side of every student's room.
  teacher = await test.addStudent({ role: 'admin', name: 'Chiara Lombardi' });
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

/** Opens the room's stream with `cookie`: its status, and how to close it. */
const openRoomStream = (bookingId: string, cookie: string) =>
  openEventStream(`${url}${LESSON_ROOM_API.events(bookingId)}`, { cookie, onFrame: () => undefined });

const roomVisitsOf = async (cookie: string) =>
  ((await request(url).get(MY_DATA_PATHS.lessons).set('Cookie', cookie).expect(200)).body as BookingExport).roomVisits;

describe('room streams per user and session', () => {
  it('when a session opens more streams than its cap, then the next is refused with 429, and closing one frees a slot', async () => {
    const student = await test.addStudent();
    const bookingId = await test.addBooking({ email: student.email, startsAt: new Date() });
    const session = cookieOf(student);
    const open = [await openRoomStream(bookingId, session), await openRoomStream(bookingId, session)];
    open.push(await openRoomStream(bookingId, session));

    const refused = await request(url).get(LESSON_ROOM_API.events(bookingId)).set('Cookie', session);
    open.shift()!.close();
    let reopened: Awaited<ReturnType<typeof openRoomStream>> | undefined;
    await eventually(async () => {
      const attempt = await openRoomStream(bookingId, session);
      if (attempt.status === 200) reopened = attempt;
      return reopened !== undefined;
    });
    for (const stream of [...open, reopened!]) stream.close();

    expect(open.map((stream) => stream.status)).toEqual([200, 200]);
    expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited']);
  }, 15_000);

  it("when the user's sessions together reach the user's cap, then another session is refused too", async () => {
    const student = await test.addStudent();
    const bookingId = await test.addBooking({ email: student.email, startsAt: new Date() });
    const [first, second, third] = [cookieOf(student), cookieOf(student), cookieOf(student)];
    const open = [];
    for (const cookie of [first, first, first, second, second]) open.push(await openRoomStream(bookingId, cookie));

    const refused = await request(url).get(LESSON_ROOM_API.events(bookingId)).set('Cookie', third);
    for (const stream of open) stream.close();

    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
    expect(refused.status).toBe(429);
  });

  it('when one session opens 40 streams of the room at once, then a few are open and one visit is recorded, ended with the last stream', async () => {
    const student = await test.addStudent();
    const bookingId = await test.addBooking({ email: student.email, startsAt: new Date() });
    const cookie = cookieOf(student);

    const streams = await Promise.all(Array.from({ length: 40 }, () => openRoomStream(bookingId, cookie)));
    const visitsWhileOpen = await roomVisitsOf(cookie);
    for (const stream of streams) stream.close();
    await eventually(async () => (await roomVisitsOf(cookie)).every((visit) => visit.leftAt !== null));

    expect(streams.filter((stream) => stream.status === 200)).toHaveLength(3);
    expect(streams.filter((stream) => stream.status === 429)).toHaveLength(37);
    expect(visitsWhileOpen).toEqual([expect.objectContaining({ lessonId: bookingId, leftAt: null })]);
    expect(await roomVisitsOf(cookie)).toHaveLength(1);
  }, 15_000);
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
