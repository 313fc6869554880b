import request from 'supertest';
import { sql } from 'kysely';
import {
  BookingExportSchema,
  ChatExportSchema,
  DELETE_ACCOUNT_PATH,
  LearningExportSchema,
  DELETED_STUDENT_NAME,
  MY_DATA_PATHS,
  ProfileExportSchema,
  type Conversation,
  type User,
} from '@lezioni/contracts';
import { createDb } from '@lezioni/service-kit';
import { testDatabaseUrl, uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { eventually, sessionCookieOf, startPlatform, verifyEmailOf, type Platform } from './harness';

const PASSWORD = 'Secret123';
// Read as an operator would, to see what each service kept (columns these tests use).
type Tables = {
  'chat.students': { id: string; name: string; email: string | null };
  'chat.messages': { id: string; sender_id: string };
  'chat.files': { id: string; uploader_id: string };
  'booking.students': { id: string; name: string; email: string };
  'booking.orders': { id: string; student_id: string };
  'auth.users': { id: string; name: string; email: string; deleted_at: Date | null };
};
const db = createDb<Tables>({ url: testDatabaseUrl(), schema: 'public', max: 1 });

let fake: TidyCalFake;
let platform: Platform;
beforeAll(async () => {
  // Ids of its own: the bookings of the account it deletes stay erased in the copy other suites share.
  fake = await startTidyCalFake({ firstId: 8_000_000 });
  platform = await startPlatform({
    services: ['auth', 'chat', 'booking-proxy', 'learning'],
    env: { TIDYCAL_API_URL: fake.url, TIDYCAL_API_TOKEN: fake.token, TIDYCAL_SYNC_INTERVAL_S: '1' },
  });
}, 30_000);
afterAll(async () => {
  await platform.stop();
  await fake.close();
  await db.destroy();
});

const api = () => request(platform.gateway);

type Student = User & { cookie: string };

async function signUp(name: string, email = uniqueEmail()): Promise<Student> {
  const res = await api()
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name, email, password: PASSWORD })
    .expect(201);
  // Lessons are linked to a confirmed address only.
  await verifyEmailOf(platform, email);
  return { ...(res.body as { user: User }).user, cookie: sessionCookieOf(res) };
}

async function signInTeacher(): Promise<string> {
  const res = await api()
    .post('/api/login')
    .send({ email: platform.admin.email, password: platform.admin.password })
    .expect(200);
  return sessionCookieOf(res);
}

/** The student writes a message and sends a file; the teacher answers. */
async function chatWithTeacher(student: Student, teacher: string): Promise<string> {
  const { id } = (await api().post('/api/conversations').set('Cookie', student.cookie).expect(201)).body as {
    id: string;
  };
  await api()
    .post(`/api/conversations/${id}/messages`)
    .set('Cookie', student.cookie)
    .send({ content: `Ciao, sono ${student.name}` })
    .expect(201);
  const upload = await api()
    .post('/api/uploads')
    .set('Cookie', student.cookie)
    .attach('file', Buffer.from('appunti'), { filename: 'notes.txt', contentType: 'text/plain' })
    .expect(201);
  await api()
    .post(`/api/conversations/${id}/messages`)
    .set('Cookie', student.cookie)
    .send({ messageType: 'file', ...upload.body })
    .expect(201);
  await api()
    .post(`/api/conversations/${id}/messages`)
    .set('Cookie', teacher)
    .send({ content: 'Benvenuta!' })
    .expect(201);
  return id;
}

async function exportOf(cookie: string) {
  const [profile, chat, booking, learning] = await Promise.all([
    api().get(MY_DATA_PATHS.profile).set('Cookie', cookie),
    api().get(MY_DATA_PATHS.messages).set('Cookie', cookie),
    api().get(MY_DATA_PATHS.lessons).set('Cookie', cookie),
    api().get(MY_DATA_PATHS.learning).set('Cookie', cookie),
  ]);
  return { profile, chat, booking, learning };
}

const lessonsOf = async (cookie: string) =>
  ((await api().get('/api/my-bookings').set('Cookie', cookie).expect(200)).body as unknown[]).length;

describe("a student's own data", () => {
  let anna: Student;
  let luca: Student;
  let teacher: string;
  let annasConversation: string;
  beforeAll(async () => {
    [anna, luca, teacher] = await Promise.all([signUp('Anna Bianchi'), signUp('Luca Verdi'), signInTeacher()]);
    annasConversation = await chatWithTeacher(anna, teacher);
    await chatWithTeacher(luca, teacher);
    await api().post('/api/packages/orders').set('Cookie', anna.cookie).send({ packageId: 'five' }).expect(201);
    fake.addBooking({ email: anna.email, startsAt: new Date(Date.now() + 72 * 3_600_000) });
    await eventually(async () => (await lessonsOf(anna.cookie)) === 1);
  }, 30_000);

  describe('download', () => {
    it("when a student asks each service for its part, then each answers the student's own data only", async () => {
      const { profile, chat, booking, learning } = await exportOf(anna.cookie);

      expect(ProfileExportSchema.parse(profile.body)).toMatchObject({
        id: anna.id,
        email: anna.email,
        role: 'student',
      });
      const chatPart = ChatExportSchema.parse(chat.body);
      expect(chatPart.messages.map((message) => [message.from, message.content])).toEqual([
        ['student', 'Ciao, sono Anna Bianchi'],
        ['student', ''],
        ['teacher', 'Benvenuta!'],
      ]);
      expect(chatPart.messages[1]).toMatchObject({ messageType: 'file_upload', fileName: 'notes.txt', fileSize: 7 });
      expect(chatPart.attachments).toEqual([expect.objectContaining({ name: 'notes.txt', size: 7 })]);
      expect(JSON.stringify(chatPart)).not.toContain('Luca');
      const bookingPart = BookingExportSchema.parse(booking.body);
      expect(bookingPart.lessons).toHaveLength(1);
      expect(bookingPart.orders).toEqual([expect.objectContaining({ packageId: 'five', status: 'pending' })]);
      expect(bookingPart.ledger).toEqual([]);
      expect(bookingPart.roomVisits).toEqual([]);
      expect(bookingPart.lessonPages).toEqual([]);
      // Nothing shared yet: the services' own tests show what a shared note or material adds.
      expect(LearningExportSchema.parse(learning.body)).toMatchObject({ notes: [], materials: [] });
      for (const res of [profile, chat, booking, learning]) expect(res.headers['cache-control']).toBe('no-store');
      const lucas = await exportOf(luca.cookie);
      expect(lucas.profile.body.id).toBe(luca.id);
      expect(lucas.booking.body).toEqual({
        lessons: [],
        orders: [],
        ledger: [],
        roomVisits: [],
        lessonPages: [],
        series: [],
        waitlist: { entries: [], offers: [] },
      });
    });

    it('when the teacher asks, then every part answers 403; signed out, 401', async () => {
      const asTeacher = await exportOf(teacher);
      const signedOut = await exportOf('');

      expect(Object.values(asTeacher).map((res) => [res.status, res.body.code])).toEqual(
        Array(4).fill([403, 'forbidden']),
      );
      expect(Object.values(signedOut).map((res) => res.status)).toEqual([401, 401, 401, 401]);
    });
  });

  describe('delete', () => {
    it('when the password is wrong, then the answer is 401 and nothing changes', async () => {
      const res = await api().post(DELETE_ACCOUNT_PATH).set('Cookie', luca.cookie).send({ password: 'Wrong1234' });

      expect([res.status, res.body.code]).toEqual([401, 'invalid_credentials']);
      await api().get('/api/me').set('Cookie', luca.cookie).expect(200);
      expect((await exportOf(luca.cookie)).chat.body.messages).toHaveLength(3);
    });

    it('when the teacher asks, then the answer is 403 and her account stays', async () => {
      const res = await api()
        .post(DELETE_ACCOUNT_PATH)
        .set('Cookie', teacher)
        .send({ password: platform.admin.password });

      expect([res.status, res.body.code]).toEqual([403, 'forbidden']);
      await api().get('/api/me').set('Cookie', teacher).expect(200);
    });

    it('when the password is right, then the account is anonymised, every session ends, chat forgets and booking-proxy anonymises', async () => {
      const otherSession = await api()
        .post('/api/login')
        .set('X-Forwarded-For', uniqueIp())
        .send({ email: anna.email, password: PASSWORD })
        .expect(200);

      const res = await api().post(DELETE_ACCOUNT_PATH).set('Cookie', anna.cookie).send({ password: PASSWORD });

      expect(res.status).toBe(204);
      expect(String(res.headers['set-cookie'])).toMatch(/lezioni_session=;/);
      await api().get('/api/me').set('Cookie', anna.cookie).expect(401);
      await api().get('/api/me').set('Cookie', sessionCookieOf(otherSession)).expect(401);
      await api().post('/api/login').send({ email: anna.email, password: PASSWORD }).expect(401);
      const user = await db.selectFrom('auth.users').selectAll().where('id', '=', anna.id).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ name: DELETED_STUDENT_NAME, email: `deleted-${anna.id}@deleted.invalid` });
      expect(user.deleted_at).not.toBeNull();

      // Chat: the student's messages and files are gone, the teacher's stay under "Deleted student".
      await eventually(async () => {
        const copy = await db.selectFrom('chat.students').selectAll().where('id', '=', anna.id).executeTakeFirst();
        return copy?.name === DELETED_STUDENT_NAME;
      });
      const left = await db
        .selectFrom('chat.messages')
        .select('sender_id')
        .where(sql.ref('conversation_id'), '=', annasConversation)
        .execute();
      expect(left.map((message) => message.sender_id)).not.toContain(anna.id);
      expect(left).toHaveLength(1);
      expect(await db.selectFrom('chat.files').select('id').where('uploader_id', '=', anna.id).execute()).toEqual([]);
      const list = (await api().get('/api/conversations').set('Cookie', teacher).expect(200)).body as Conversation[];
      expect(list.find((conversation) => conversation.id === annasConversation)?.studentName).toBe(
        DELETED_STUDENT_NAME,
      );

      // booking-proxy: the order stays (an accounting record), the copy matches no booking any more.
      await eventually(async () => {
        const copy = await db.selectFrom('booking.students').selectAll().where('id', '=', anna.id).executeTakeFirst();
        return copy?.name === DELETED_STUDENT_NAME;
      });
      const copy = await db
        .selectFrom('booking.students')
        .selectAll()
        .where('id', '=', anna.id)
        .executeTakeFirstOrThrow();
      expect(copy.email).not.toContain(anna.email);
      expect(
        await db.selectFrom('booking.orders').select('id').where('student_id', '=', anna.id).execute(),
      ).toHaveLength(1);
    });

    it('when a deleted student registers again with the same address, then it is a new account with no old data', async () => {
      const again = await signUp('Anna Bianchi', anna.email);

      expect(again.id).not.toBe(anna.id);
      expect((await exportOf(again.cookie)).chat.body).toEqual({ messages: [], attachments: [] });
    });
  });
});
