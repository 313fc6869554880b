import request from 'supertest';
import * as Y from 'yjs';
import {
  AdminBookingsResponseSchema,
  DELETE_ACCOUNT_PATH,
  LESSON_PAGE_TEXT,
  LESSON_ROOM_API,
  LessonPageSchema,
  RoomEventSchema,
  RoomResponseSchema,
  type RoomEvent,
  type User,
} from '@lezioni/contracts';
import { openEventStream, uniqueEmail, uniqueIp, type EventFrame } from '@lezioni/service-kit/testing';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import {
  eventually,
  sessionCookieOf,
  startPlatform,
  startService,
  verifyEmailOf,
  type Platform,
  ownDatabase,
  type StartedService,
} from './harness';

let fake: TidyCalFake;
let platform: Platform;
let secondBooking: StartedService;
let gateway: StartedService;
let database: Awaited<ReturnType<typeof ownDatabase>>;
beforeAll(async () => {
  fake = await startTidyCalFake();
  // Its own: it reads the teacher's latest bookings and erases a deleted account's lessons.
  database = await ownDatabase();
  platform = await startPlatform({
    services: ['auth', 'booking-proxy'],
    env: {
      DATABASE_URL: database.url,
      TIDYCAL_API_URL: fake.url,
      TIDYCAL_API_TOKEN: fake.token,
      TIDYCAL_SYNC_INTERVAL_S: '1',
    },
  });
  // A second booking-proxy beside the first, both behind one gateway: the room's two sides may be
  // served by different replicas.
  secondBooking = await startService('booking-proxy', platform.env);
  gateway = await startService('gateway', {
    ...platform.env,
    AUTH_URL: platform.urls.auth!,
    BOOKING_URL: `${platform.urls['booking-proxy']},${secondBooking.url}`,
  });
}, 30_000);
afterAll(async () => {
  await gateway.stop();
  await secondBooking.stop();
  await platform.stop();
  await fake.close();
  await database.drop();
});

const api = () => request(gateway.url);

async function signUp(name: string) {
  const email = uniqueEmail();
  const res = await api()
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name, email, password: 'Secret123' })
    .expect(201);
  await verifyEmailOf(platform, email);
  return { ...(res.body as { user: User }).user, email, cookie: sessionCookieOf(res) };
}

async function signInTeacher() {
  const res = await api()
    .post('/api/login')
    .send({ email: platform.admin.email, password: platform.admin.password })
    .expect(200);
  return sessionCookieOf(res);
}

/** A room stream's events, in order of arrival. */
async function openRoom(url: string, cookie: string) {
  const events: RoomEvent[] = [];
  const stream = await openEventStream(url, {
    cookie,
    onFrame: (frame: EventFrame) => {
      if (frame.event !== 'comment') events.push(RoomEventSchema.parse(JSON.parse(frame.data)));
    },
  });
  return { ...stream, events };
}

const presences = (events: RoomEvent[]) =>
  events.flatMap((event) => (event.type === 'presence' ? [event.presentIds] : []));

describe('the lesson room behind the gateway, on two booking-proxy replicas', () => {
  it('when the student and the teacher are in the room, then each sees the other come and go and gets the signals the other sends; a third student is refused everywhere', async () => {
    const student = await signUp('Anna Bianchi');
    const stranger = await signUp('Mallory Rossi');
    const teacherCookie = await signInTeacher();
    const booking = fake.addBooking({ email: student.email, startsAt: new Date(Date.now() + 5 * 60_000) });
    const bookingId = String(booking.id);
    await eventually(async () => (await api().get(LESSON_ROOM_API.room(bookingId)).set('Cookie', student.cookie)).ok);

    const teacherRoom = RoomResponseSchema.parse(
      (await api().get(LESSON_ROOM_API.room(bookingId)).set('Cookie', teacherCookie).expect(200)).body,
    );
    const studentRoom = RoomResponseSchema.parse(
      (await api().get(LESSON_ROOM_API.room(bookingId)).set('Cookie', student.cookie).expect(200)).body,
    );
    // The student's stream through the gateway, the teacher's on the second replica.
    const studentStream = await openRoom(`${gateway.url}${LESSON_ROOM_API.events(bookingId)}`, student.cookie);
    const teacherStream = await openRoom(`${secondBooking.url}${LESSON_ROOM_API.events(bookingId)}`, teacherCookie);
    const bothIds = [student.id, teacherRoom.me.id].sort();
    try {
      await eventually(async () => presences(studentStream.events).some((ids) => ids.length === 2));
      // Posted on the first replica, delivered by the second, and back through the gateway.
      const offer = { type: 'description', description: { type: 'offer', sdp: 'v=0 offer' } };
      await request(platform.urls['booking-proxy']!)
        .post(LESSON_ROOM_API.signals(bookingId))
        .set('Cookie', student.cookie)
        .send(offer)
        .expect(202);
      const media = { type: 'media', isMicrophoneOn: false, isCameraOn: true };
      await api().post(LESSON_ROOM_API.signals(bookingId)).set('Cookie', teacherCookie).send(media).expect(202);
      await eventually(async () => teacherStream.events.some((event) => event.type === 'signal'));
      await eventually(async () => studentStream.events.some((event) => event.type === 'signal'));
      teacherStream.close();
      await eventually(async () => presences(studentStream.events).at(-1)?.length === 1);

      const teacherList = AdminBookingsResponseSchema.parse(
        (await api().get('/api/admin/bookings').set('Cookie', teacherCookie).expect(200)).body,
      );
      const strangerAnswers = await Promise.all([
        api().get(LESSON_ROOM_API.room(bookingId)).set('Cookie', stranger.cookie),
        api().post(LESSON_ROOM_API.signals(bookingId)).set('Cookie', stranger.cookie).send(offer),
        api().get(LESSON_ROOM_API.events(bookingId)).set('Cookie', stranger.cookie),
      ]);

      expect(studentRoom.me).toEqual({ id: student.id, name: 'Anna Bianchi', role: 'student' });
      expect(studentRoom.other).toEqual(teacherRoom.me);
      expect(teacherRoom.other).toEqual(studentRoom.me);
      expect(presences(teacherStream.events)[0]).toEqual(bothIds);
      expect(teacherStream.events.filter((event) => event.type === 'signal')).toEqual([
        { type: 'signal', fromId: student.id, signal: offer },
      ]);
      expect(studentStream.events.filter((event) => event.type === 'signal')).toEqual([
        { type: 'signal', fromId: teacherRoom.me.id, signal: media },
      ]);
      expect(presences(studentStream.events).at(-1)).toEqual([student.id]);
      // Who came is told once the room has closed.
      expect(teacherList.bookings.find((listed) => listed.id === bookingId)?.attendance).toBeNull();
      expect(strangerAnswers.map((res) => [res.status, res.body.code])).toEqual([
        [403, 'forbidden'],
        [403, 'forbidden'],
        [403, 'forbidden'],
      ]);
    } finally {
      studentStream.close();
      teacherStream.close();
    }
  }, 20_000);
});

describe('the shared lesson page on two booking-proxy replicas', () => {
  it("when the student writes on one replica, then the teacher's stream on the other gets it, and both read it back", async () => {
    const student = await signUp('Anna Bianchi');
    const teacherCookie = await signInTeacher();
    const booking = fake.addBooking({ email: student.email, startsAt: new Date(Date.now() + 5 * 60_000) });
    const bookingId = String(booking.id);
    await eventually(async () => (await api().get(LESSON_ROOM_API.room(bookingId)).set('Cookie', student.cookie)).ok);
    const teacherStream = await openRoom(`${secondBooking.url}${LESSON_ROOM_API.events(bookingId)}`, teacherCookie);
    const studentsPage = new Y.Doc();
    const updates: Uint8Array[] = [];
    studentsPage.on('update', (update: Uint8Array) => updates.push(update));
    studentsPage.getText(LESSON_PAGE_TEXT).insert(0, 'Buongiorno');
    try {
      await eventually(async () => teacherStream.events.some((event) => event.type === 'presence'));
      await request(platform.urls['booking-proxy']!)
        .post(LESSON_ROOM_API.page(bookingId))
        .set('Cookie', student.cookie)
        .send({ update: Buffer.from(updates[0]!).toString('base64') })
        .expect(204);
      await eventually(async () => teacherStream.events.some((event) => event.type === 'page'));
      const teachersPage = new Y.Doc();
      for (const event of teacherStream.events)
        if (event.type === 'page') Y.applyUpdate(teachersPage, Buffer.from(event.update, 'base64'));
      const read = LessonPageSchema.parse(
        (await api().get(LESSON_ROOM_API.page(bookingId)).set('Cookie', teacherCookie).expect(200)).body,
      );

      expect(teachersPage.getText(LESSON_PAGE_TEXT).toString()).toBe('Buongiorno');
      expect(read).toMatchObject({ bookingId, text: 'Buongiorno', isEditable: true });
    } finally {
      teacherStream.close();
    }
  }, 20_000);
});

/** How soon a revoked session's room stream must end: the revocation check runs every second (EVENTS_SESSION_CHECK_MS). */
const ENDS_WITHIN_MS = 2_500;

describe("the room stream and the session's end", () => {
  /** A student with a lesson whose room is open now, and the student's stream of it, held by the second replica through the gateway. */
  async function studentInRoom() {
    const student = await signUp('Giulia Conti');
    const booking = fake.addBooking({ email: student.email, startsAt: new Date(Date.now() + 5 * 60_000) });
    const bookingId = String(booking.id);
    await eventually(async () => (await api().get(LESSON_ROOM_API.room(bookingId)).set('Cookie', student.cookie)).ok);
    const stream = await openRoom(`${gateway.url}${LESSON_ROOM_API.events(bookingId)}`, student.cookie);
    await eventually(async () => presences(stream.events).some((ids) => ids.includes(student.id)));
    return { student, stream };
  }

  it('when the student logs out, then their room stream ends within a second or two, not at the next heartbeat', async () => {
    const { student, stream } = await studentInRoom();
    try {
      await api().post('/api/logout').set('Cookie', student.cookie).expect(204);
      const loggedOutAt = Date.now();
      await stream.ended;

      expect(stream.status).toBe(200);
      expect(Date.now() - loggedOutAt).toBeLessThan(ENDS_WITHIN_MS);
    } finally {
      stream.close();
    }
  });

  it('when the student deletes their account, then their room stream ends within a second or two', async () => {
    const { student, stream } = await studentInRoom();
    try {
      await api().post(DELETE_ACCOUNT_PATH).set('Cookie', student.cookie).send({ password: 'Secret123' }).expect(204);
      const deletedAt = Date.now();
      await stream.ended;

      expect(stream.status).toBe(200);
      expect(Date.now() - deletedAt).toBeLessThan(ENDS_WITHIN_MS);
    } finally {
      stream.close();
    }
  });
});
