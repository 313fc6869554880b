import request from 'supertest';
import {
  AdminBookingsResponseSchema,
  AdminOrdersResponseSchema,
  AdminStudentsResponseSchema,
  CALENDAR_FEED_API,
  CalendarFeedResponseSchema,
  DELETE_ACCOUNT_PATH,
  DELETED_STUDENT_NAME,
  StudentDirectoryResponseSchema,
  type User,
} from '@lezioni/contracts';
import { uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import {
  eventually,
  ownDatabase,
  sessionCookieOf,
  startPlatform,
  syncRunsSeenBy,
  verifyEmailOf,
  type Platform,
} from './harness';

// Issue 47 item 7: what booking-proxy still showed, served or allowed after a student deleted their account.
const PASSWORD = 'Secret123';
const HOUR_MS = 3_600_000;

let fake: TidyCalFake;
let platform: Platform;
let database: Awaited<ReturnType<typeof ownDatabase>>;
beforeAll(async () => {
  fake = await startTidyCalFake();
  // Its own: it reads the teacher's global lists, and the lessons it erases stay erased.
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
}, 30_000);
afterAll(async () => {
  await platform.stop();
  await fake.close();
  await database.drop();
});

const api = () => request(platform.gateway);

async function signUp(name: string): Promise<User & { cookie: string }> {
  const email = uniqueEmail();
  const res = await api()
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name, email, password: PASSWORD })
    .expect(201);
  await verifyEmailOf(platform, email);
  return { ...(res.body as { user: User }).user, cookie: sessionCookieOf(res) };
}

/** The address path of the user's new calendar feed. */
async function feedPathOf(cookie: string): Promise<string> {
  const res = await api().post(CALENDAR_FEED_API).set('Cookie', cookie).expect(200);
  return new URL(CalendarFeedResponseSchema.parse(res.body).feed!.url).pathname;
}

/** Everything the teacher's Bookings and Students tabs, her directory and her feed serve, as text. */
async function teacherViews(teacher: string, teacherFeed: string) {
  const bookings = AdminBookingsResponseSchema.parse(
    (await api().get('/api/admin/bookings').set('Cookie', teacher).expect(200)).body,
  );
  const students = AdminStudentsResponseSchema.parse(
    (await api().get('/api/admin/students').set('Cookie', teacher).expect(200)).body,
  );
  const directory = StudentDirectoryResponseSchema.parse(
    (await api().get('/api/admin/student-directory?pageSize=100').set('Cookie', teacher).expect(200)).body,
  );
  const feed = (await api().get(teacherFeed).set('X-Forwarded-For', uniqueIp()).expect(200)).text;
  return { bookings, students, directory, feed, all: JSON.stringify({ bookings, students, directory }) + feed };
}

describe("what a deleted student's account leaves behind (issue 47)", () => {
  let emma: User & { cookie: string };
  let teacher: string;
  let teacherFeed: string;
  let emmasFeed: string;
  let orderId: string;
  let lessonId: string;
  beforeAll(async () => {
    emma = await signUp('Emma Walker');
    teacher = sessionCookieOf(
      await api()
        .post('/api/login')
        .set('X-Forwarded-For', uniqueIp())
        .send({ email: platform.admin.email, password: platform.admin.password })
        .expect(200),
    );
    [teacherFeed, emmasFeed] = await Promise.all([feedPathOf(teacher), feedPathOf(emma.cookie)]);
    orderId = (
      await api().post('/api/packages/orders').set('Cookie', emma.cookie).send({ packageId: 'five' }).expect(201)
    ).body.id;
    const lesson = fake.addBooking({
      email: emma.email,
      name: 'Emma Walker',
      startsAt: new Date(Date.now() + 72 * HOUR_MS),
    });
    lessonId = String(lesson.id);
    // Lessons she had: her contact among the teacher's busiest (the Students tab lists five), erased too.
    for (const weeksAgo of [1, 2, 3, 4])
      fake.addBooking({
        email: emma.email,
        name: 'Emma Walker',
        startsAt: new Date(Date.now() - weeksAgo * 168 * HOUR_MS),
      });
    await eventually(async () => (await teacherViews(teacher, teacherFeed)).feed.includes('Lesson with Emma Walker'));

    await api().post(DELETE_ACCOUNT_PATH).set('Cookie', emma.cookie).send({ password: PASSWORD }).expect(204);
    // booking-proxy has applied the deletion once its copy of her is anonymised.
    await eventually(async () =>
      (await teacherViews(teacher, teacherFeed)).directory.items.some(
        (student) => student.id === emma.id && student.name === DELETED_STUDENT_NAME,
      ),
    );
  }, 30_000);

  it('when her account is deleted, then her calendar feed address answers 404, not an empty calendar', async () => {
    const res = await api().get(emmasFeed);

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it('when her account is deleted, then her pending transfer order is cancelled and the teacher cannot confirm it', async () => {
    const confirm = await api().post(`/api/admin/orders/${orderId}/confirm`).set('Cookie', teacher);

    expect([confirm.status, confirm.body.code]).toEqual([409, 'order_not_pending']);
    const { orders } = AdminOrdersResponseSchema.parse(
      (await api().get('/api/admin/orders').set('Cookie', teacher).expect(200)).body,
    );
    expect(orders.find((order) => order.id === orderId)).toMatchObject({
      status: 'cancelled',
      student: { id: emma.id, name: DELETED_STUDENT_NAME, email: '' },
    });
  });

  it('when her account is deleted, then her future lesson is cancelled here and at the calendar, its slot free', async () => {
    const { bookings, feed } = await teacherViews(teacher, teacherFeed);

    expect(bookings.bookings.find((booking) => booking.id === lessonId)).toMatchObject({
      status: 'cancelled',
      contact: { name: DELETED_STUDENT_NAME, email: '' },
    });
    expect(fake.state.bookings.find((booking) => String(booking.id) === lessonId)!.cancelled_at).not.toBeNull();
    expect(fake.requests).toContainEqual(
      expect.objectContaining({ method: 'PATCH', path: `/bookings/${lessonId}/cancel` }),
    );
    expect(feed).toContain('SUMMARY:Lesson with Deleted student');
    expect(feed).toContain('STATUS:CANCELLED');
  });

  it('when her account is deleted, then no tab, list or feed of the teacher shows her name, her address or an internal id', async () => {
    const runs = syncRunsSeenBy(fake);
    // TidyCal keeps her name and address: later syncs bring them again.
    await eventually(async () => syncRunsSeenBy(fake) >= runs + 2);

    const views = await teacherViews(teacher, teacherFeed);

    expect(views.all).not.toContain('Emma Walker');
    expect(views.all).not.toContain(emma.email);
    expect(views.all).not.toContain('deleted:');
    expect(views.students.tidyCalContacts).toContainEqual(
      expect.objectContaining({ name: DELETED_STUDENT_NAME, email: '' }),
    );
    expect(views.directory.items.find((student) => student.id === emma.id)).toMatchObject({
      name: DELETED_STUDENT_NAME,
      email: '',
    });
    expect(views.bookings.bookings.find((booking) => booking.id === lessonId)).toMatchObject({ status: 'cancelled' });
  });
});
