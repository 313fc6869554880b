import request from 'supertest';
import { MessageSchema, SERVER_MESSAGES } from '@lezioni/contracts';
import type { ServedService } from '@lezioni/service-kit';
import { eventually, type TestUser } from '@lezioni/service-kit/testing';
import { newStudent, newTeacher, openUserEvents, startChat } from '../testing/chat-service';
import { openTestDb } from '../testing/test-db';

const KB = 1024;
const TOO_MANY = { error: SERVER_MESSAGES.tooManyRequests, code: 'rate_limited' };

// Two chats with small limits: one where the daily upload budget runs out first, one where the
// stored bytes do. They are replicas of one platform (one Redis prefix), as in production.
let dailyFirst: ServedService & { prefix: string };
let storedFirst: ServedService;
const db = openTestDb();
beforeAll(async () => {
  const common = {
    CHAT_MESSAGES_PER_MINUTE: '3',
    CHAT_MESSAGES_PER_MINUTE_TEACHER: '5',
    CHAT_CONVERSATION_STARTS_PER_HOUR: '2',
    CHAT_CONVERSATION_STARTS_PER_HOUR_TEACHER: '3',
  };
  dailyFirst = await startChat({
    ...common,
    CHAT_UPLOAD_MB_PER_DAY: '1',
    CHAT_UPLOAD_MB_PER_DAY_TEACHER: '2',
    CHAT_STORED_MB: '100',
  });
  storedFirst = await startChat({ ...common, CHAT_UPLOAD_MB_PER_DAY: '100', CHAT_STORED_MB: '1' });
});
afterAll(async () => {
  await Promise.all([dailyFirst.stop(), storedFirst.stop()]);
  await db.destroy();
});

const text = (bytes: number) => Buffer.alloc(bytes, 'a');

function upload(chat: ServedService, user: TestUser, bytes: number) {
  return request(chat.url)
    .post('/api/uploads')
    .set('Cookie', user.cookie)
    .attach('file', text(bytes), { filename: 'compiti.txt', contentType: 'text/plain' });
}

async function conversationOf(student: TestUser): Promise<string> {
  const res = await request(dailyFirst.url).post('/api/conversations').set('Cookie', student.cookie).expect(201);
  return res.body.id as string;
}

const send = (user: TestUser, conversationId: string, content: string) =>
  request(dailyFirst.url)
    .post(`/api/conversations/${conversationId}/messages`)
    .set('Cookie', user.cookie)
    .send({ content, messageType: 'text' });

async function contentsIn(conversationId: string, user: TestUser): Promise<string[]> {
  const res = await request(dailyFirst.url)
    .get(`/api/conversations/${conversationId}/messages`)
    .set('Cookie', user.cookie)
    .expect(200);
  return MessageSchema.array()
    .parse(res.body)
    .map((message) => message.content);
}

describe('messages per minute', () => {
  it('when a student sends a 4th message within the minute, then 429 with the spec text and it is not stored', async () => {
    const student = newStudent();
    const id = await conversationOf(student);

    const statuses = [];
    for (const content of ['uno', 'due', 'tre', 'quattro']) statuses.push(await send(student, id, content));

    expect(statuses.map((res) => res.status)).toEqual([201, 201, 201, 429]);
    expect(statuses[3]!.body).toEqual(TOO_MANY);
    expect(await contentsIn(id, student)).toEqual(['uno', 'due', 'tre']);
  });

  it('when a student fires 10 messages at once, then exactly 3 are stored, on any replica', async () => {
    const student = newStudent();
    const id = await conversationOf(student);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        request((n % 2 ? dailyFirst : storedFirst).url)
          .post(`/api/conversations/${id}/messages`)
          .set('Cookie', student.cookie)
          .send({ content: `messaggio ${n}`, messageType: 'text' }),
      ),
    );

    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(7);
    expect(await contentsIn(id, student)).toHaveLength(3);
  });

  it('when the teacher writes to several students, then her own, higher limit applies', async () => {
    const teacher = newTeacher();
    const ids = [await conversationOf(newStudent()), await conversationOf(newStudent())];

    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await send(teacher, ids[n % 2]!, `risposta ${n}`)).status);

    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('uploads', () => {
  it('when a student has uploaded most of the day’s megabyte, then a file past it is 429 and not stored, and a smaller one still fits', async () => {
    const student = newStudent();
    await upload(dailyFirst, student, 600 * KB).expect(201);

    const over = await upload(dailyFirst, student, 600 * KB);
    const fits = await upload(dailyFirst, student, 300 * KB);

    expect(over.status).toBe(429);
    expect(over.body).toEqual(TOO_MANY);
    expect(fits.status).toBe(201);
    expect(await db.filesCountOf(student.id)).toBe(2);
  });

  it('when the teacher uploads more than a student may in a day, then her own budget applies', async () => {
    const teacher = newTeacher();

    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await upload(dailyFirst, teacher, 600 * KB)).status);

    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('when a student stores files up to their megabyte, then one more is 429 and not stored', async () => {
    const student = newStudent();
    await upload(storedFirst, student, 700 * KB).expect(201);

    const res = await upload(storedFirst, student, 400 * KB);

    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
    expect(await db.filesCountOf(student.id)).toBe(1);
  });

  it('when uploads race for the last of the stored megabyte, on two replicas, then only one of them is stored', async () => {
    const student = newStudent();

    const answers = await Promise.all([
      upload(storedFirst, student, 600 * KB),
      upload(dailyFirst, student, 600 * KB),
      upload(storedFirst, student, 600 * KB),
    ]);

    expect(answers.map((res) => res.status).sort()).toEqual([201, 429, 429]);
    expect(await db.filesCountOf(student.id)).toBe(1);
  });
});

describe('conversation starts per hour', () => {
  it('when a student starts a 3rd time within the hour, then 429', async () => {
    const student = newStudent();
    await request(dailyFirst.url).post('/api/conversations').set('Cookie', student.cookie).expect(201);
    await request(dailyFirst.url).post('/api/conversations').set('Cookie', student.cookie).expect(200);

    const res = await request(dailyFirst.url).post('/api/conversations').set('Cookie', student.cookie);

    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
  });

  it('when the teacher opens a 4th conversation within the hour, then 429 and it is not opened', async () => {
    const teacher = newTeacher();
    const events = await openUserEvents(dailyFirst.prefix);
    const students = Array.from({ length: 4 }, (_, index) => newStudent(`Studente ${index}`));
    await Promise.all(students.map((student) => events.registered(student)));
    await events.close();
    await eventually(async () => (await db.studentCopy(students[3]!.id))?.role === 'student');
    const open = (student: TestUser) =>
      request(dailyFirst.url).post('/api/conversations').set('Cookie', teacher.cookie).send({ studentId: student.id });

    const statuses = [];
    for (const student of students) statuses.push((await open(student)).status);

    expect(statuses).toEqual([201, 201, 201, 429]);
    const list = await request(dailyFirst.url).get('/api/conversations').set('Cookie', teacher.cookie).expect(200);
    expect(list.body.map((conversation: { studentId: string }) => conversation.studentId)).not.toContain(
      students[3]!.id,
    );
  });
});
