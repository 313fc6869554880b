import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  CHAT_MESSAGES,
  ConversationSchema,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  MessageSchema,
  SERVER_MESSAGES,
  type Conversation,
} from '@lezioni/contracts';
import { FRESHNESS_KEY_HEADER, type ServedService } from '@lezioni/service-kit';
import { eventually, sessionCookieFor, type TestUser } from '@lezioni/service-kit/testing';
import { newStudent, newTeacher, openUserEvents, startChat } from '../testing/chat-service';
import { openTestDb } from '../testing/test-db';

let chat: ServedService;
let userEvents: Awaited<ReturnType<typeof openUserEvents>>;
const db = openTestDb();
beforeAll(async () => {
  const started = await startChat();
  chat = started;
  userEvents = await openUserEvents(started.prefix);
});
afterAll(async () => {
  await chat.stop();
  await userEvents.close();
  await db.destroy();
});

const api = () => request(chat.url);

async function startConversationOf(student: TestUser): Promise<string> {
  const res = await api().post('/api/conversations').set('Cookie', student.cookie).expect(201);
  return res.body.id as string;
}

function send(user: TestUser, conversationId: string, content: string) {
  return api()
    .post(`/api/conversations/${conversationId}/messages`)
    .set('Cookie', user.cookie)
    .send({ content, messageType: 'text' });
}

async function conversationsOf(user: TestUser): Promise<Conversation[]> {
  const res = await api().get('/api/conversations').set('Cookie', user.cookie).expect(200);
  return ConversationSchema.array().parse(res.body);
}

const find = (list: Conversation[], id: string) => list.find((conversation) => conversation.id === id);

describe('POST /api/conversations', () => {
  it('when a student starts twice, then the same conversation comes back: 201 first, 200 after', async () => {
    const student = newStudent();

    const first = await api().post('/api/conversations').set('Cookie', student.cookie);
    const second = await api().post('/api/conversations').set('Cookie', student.cookie);

    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ id: first.body.id });
  });

  it('when a student starts several times at once, then exactly one conversation is created', async () => {
    const student = newStudent();

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api().post('/api/conversations').set('Cookie', student.cookie)),
    );

    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
  });

  it('when a start finds the conversation another request has just made, then the list the student then asks for shows it', async () => {
    const student = newStudent();
    const empty = await api().get('/api/conversations').set('Cookie', student.cookie).expect(200);
    const racer = await db.holdConversationStart(student.id);

    const starting = api()
      .post('/api/conversations')
      .set('Cookie', student.cookie)
      .then((res) => res);
    await racer.whenStartWaits();
    // The racing request has committed, and has not renewed the list's version yet.
    await racer.commit();
    const started = await starting;
    const list = await api()
      .get('/api/conversations')
      .set('Cookie', student.cookie)
      .set('If-None-Match', empty.headers.etag!);

    expect(started.status).toBe(200);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: started.body.id })]);
  });

  it('when the teacher names no student, then 400 and nothing is opened', async () => {
    const res = await api().post('/api/conversations').set('Cookie', newTeacher().cookie);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: CHAT_MESSAGES.conversationStudentRequired, code: 'bad_input' });
  });
});

describe('POST /api/conversations with a studentId (the teacher opens a student’s conversation)', () => {
  const teacher = newTeacher();
  /** A student auth told chat about, who never wrote. */
  async function registeredStudent(name = 'Carla Neri'): Promise<TestUser> {
    const student = newStudent(name);
    await userEvents.registered(student);
    await eventually(async () => (await db.studentCopy(student.id))?.role === 'student');
    return student;
  }
  const openWith = (user: TestUser, studentId: string) =>
    api().post('/api/conversations').set('Cookie', user.cookie).send({ studentId });

  it('when the teacher opens one with a student who never wrote, then it is created once, listed under their name, and it is the student’s own', async () => {
    const student = await registeredStudent('Carla Neri');

    const first = await openWith(teacher, student.id);
    const again = await openWith(teacher, student.id.toUpperCase());
    const studentsOwn = await api().post('/api/conversations').set('Cookie', student.cookie);

    expect([first.status, again.status, studentsOwn.status]).toEqual([201, 200, 200]);
    expect(again.body).toEqual(first.body);
    expect(studentsOwn.body).toEqual(first.body);
    expect(find(await conversationsOf(teacher), first.body.id)).toMatchObject({
      studentId: student.id,
      studentName: 'Carla Neri',
      unreadCount: 0,
      lastMessageAt: null,
    });
    await send(teacher, first.body.id, 'Ciao Carla, come va?').expect(201);
    expect(find(await conversationsOf(student), first.body.id)!.unreadCount).toBe(1);
  });

  it('when the student already wrote, then the teacher gets that conversation', async () => {
    const student = await registeredStudent();
    const own = await startConversationOf(student);

    const res = await openWith(teacher, student.id);

    expect([res.status, res.body]).toEqual([200, { id: own }]);
  });

  it('when a student names a student, even themselves, then 403 and no conversation is opened', async () => {
    const student = await registeredStudent();
    const other = await registeredStudent('Dario Neri');

    const forOther = await openWith(student, other.id);
    const forThemselves = await openWith(student, student.id);

    expect([forOther.status, forOther.body.code]).toEqual([403, 'forbidden']);
    expect([forThemselves.status, forThemselves.body.code]).toEqual([403, 'forbidden']);
    expect(await conversationsOf(student)).toEqual([]);
    expect((await conversationsOf(teacher)).map((conversation) => conversation.studentId)).not.toContain(other.id);
  });

  it('when the student is unknown, deleted, the teacher herself or not an id, then 404 (400 for a malformed id)', async () => {
    const deleted = await registeredStudent();
    await userEvents.deleted(deleted);
    await eventually(async () => (await db.studentCopy(deleted.id))?.email === null);

    const answers = await Promise.all(
      [randomUUID(), deleted.id, teacher.id, 'not-an-id'].map((id) => openWith(teacher, id)),
    );

    expect(answers.map((res) => [res.status, res.body.code])).toEqual([
      [404, 'not_found'],
      [404, 'not_found'],
      [404, 'not_found'],
      [400, 'bad_input'],
    ]);
  });
});

describe('who may see and write what', () => {
  const studentA = newStudent('Anna Bianchi');
  const studentB = newStudent('Bruno Verdi');
  const teacher = newTeacher();
  let conversationA: string;
  let conversationB: string;

  beforeAll(async () => {
    conversationA = await startConversationOf(studentA);
    conversationB = await startConversationOf(studentB);
    await send(studentA, conversationA, 'Ciao!').expect(201);
  });

  const who = {
    'student A (the owner)': () => studentA.cookie,
    'student B': () => studentB.cookie,
    'the teacher': () => teacher.cookie,
    'an anonymous caller': () => undefined,
  };
  type Who = keyof typeof who;
  const as = (test: request.Test, caller: Who) => {
    const cookie = who[caller]();
    return cookie ? test.set('Cookie', cookie) : test;
  };

  it.each<[Who, number]>([
    ['student A (the owner)', 200],
    ['student B', 404],
    ['the teacher', 200],
    ['an anonymous caller', 401],
  ])('when %s reads A’s messages, then %i', async (caller, status) => {
    const res = await as(api().get(`/api/conversations/${conversationA}/messages`), caller);

    expect(res.status).toBe(status);
    if (status === 200)
      expect(
        MessageSchema.array()
          .parse(res.body)
          .map((m) => m.content),
      ).toContain('Ciao!');
    if (status === 404) expect(res.body).toEqual({ error: SERVER_MESSAGES.notFound, code: 'not_found' });
    if (status === 401) expect(res.body).toEqual({ error: SERVER_MESSAGES.notSignedIn, code: 'not_signed_in' });
  });

  it.each<[Who, number]>([
    ['student A (the owner)', 201],
    ['student B', 404],
    ['the teacher', 201],
    ['an anonymous caller', 401],
  ])('when %s writes in A’s conversation, then %i', async (caller, status) => {
    const res = await as(api().post(`/api/conversations/${conversationA}/messages`), caller).send({
      content: 'Una domanda',
    });

    expect(res.status).toBe(status);
  });

  it.each<[Who, number]>([
    ['student A (the owner)', 204],
    ['student B', 404],
    ['the teacher', 204],
    ['an anonymous caller', 401],
  ])('when %s marks A’s conversation read, then %i', async (caller, status) => {
    const res = await as(api().post(`/api/conversations/${conversationA}/mark-read`), caller);

    expect(res.status).toBe(status);
  });

  it('when each lists conversations, then a student sees only theirs, the teacher both, anonymous 401', async () => {
    const [ofA, ofB, ofTeacher] = await Promise.all([
      conversationsOf(studentA),
      conversationsOf(studentB),
      conversationsOf(teacher),
    ]);
    const anonymous = await api().get('/api/conversations');

    expect(ofA.map((c) => c.id)).toEqual([conversationA]);
    expect(ofB.map((c) => c.id)).toEqual([conversationB]);
    expect(ofTeacher.map((c) => c.id)).toEqual(expect.arrayContaining([conversationA, conversationB]));
    expect(find(ofTeacher, conversationA)?.studentName).toBe('Anna Bianchi');
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['an unknown id', () => randomUUID()],
    ['a malformed id', () => 'not-a-uuid'],
    ['an id with SQL in it', () => "1' or '1'='1"],
  ])('when the id is %s, then every conversation route answers 404', async (_case, makeId) => {
    const id = encodeURIComponent(makeId());

    const answers = await Promise.all([
      api().get(`/api/conversations/${id}/messages`).set('Cookie', teacher.cookie),
      api().post(`/api/conversations/${id}/messages`).set('Cookie', teacher.cookie).send({ content: 'x' }),
      api().post(`/api/conversations/${id}/mark-read`).set('Cookie', teacher.cookie),
    ]);

    expect(answers.map((res) => res.status)).toEqual([404, 404, 404]);
  });

  it('when a session cookie is forged, then every route answers 401', async () => {
    const forged = sessionCookieFor({ id: studentA.id, role: 'admin', name: 'x' }).replace(/.{8}$/, 'AAAAAAAA');

    const answers = await Promise.all([
      api().get('/api/conversations').set('Cookie', forged),
      api().post('/api/conversations').set('Cookie', forged),
      api().get(`/api/conversations/${conversationA}/messages`).set('Cookie', forged),
    ]);

    expect(answers.map((res) => res.status)).toEqual([401, 401, 401]);
  });
});

describe('POST /api/conversations/:id/messages', () => {
  const student = newStudent();
  let conversation: string;
  beforeAll(async () => {
    conversation = await startConversationOf(student);
  });

  it('when the text has spaces around it, then it is stored trimmed as a text message by its sender', async () => {
    const res = await send(student, conversation, '   Buongiorno!  \n');

    expect(res.status).toBe(201);
    expect(MessageSchema.parse(res.body)).toMatchObject({
      senderId: student.id,
      content: 'Buongiorno!',
      messageType: 'text',
      fileUrl: null,
      fileName: null,
      fileSize: null,
    });
  });

  it.each([
    ['blank text', { content: '   \n\t ' }, CHAT_MESSAGES.blankMessage],
    ['no text at all', {}, CHAT_MESSAGES.blankMessage],
    ['only a NUL character', { content: '\u0000' }, CHAT_MESSAGES.blankMessage],
    ['one character too many', { content: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }, CHAT_MESSAGES.messageTooLong],
  ])(
    'when the message has %s, then 400 with the contract message and nothing is stored',
    async (_case, body, error) => {
      const before = await api().get(`/api/conversations/${conversation}/messages`).set('Cookie', student.cookie);

      const res = await api()
        .post(`/api/conversations/${conversation}/messages`)
        .set('Cookie', student.cookie)
        .send(body);

      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
      const after = await api().get(`/api/conversations/${conversation}/messages`).set('Cookie', student.cookie);
      expect(after.body).toHaveLength(before.body.length);
    },
  );

  it('when the text is exactly the longest allowed, then it is stored whole', async () => {
    const content = 'a'.repeat(MESSAGE_MAX_LENGTH);

    const res = await send(student, conversation, content);

    expect(res.status).toBe(201);
    expect(res.body.content).toHaveLength(MESSAGE_MAX_LENGTH);
  });

  it('when the body is not JSON, then 400', async () => {
    const res = await api()
      .post(`/api/conversations/${conversation}/messages`)
      .set('Cookie', student.cookie)
      .set('Content-Type', 'application/json')
      .send('{"content": ');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.invalidJson, code: 'invalid_json' });
  });

  it.each([
    ['a Google Docs link', 'google_drive_file', 'https://docs.google.com/document/d/1AbC/edit'],
    ['a Google Drive link', 'google_drive_file', '  https://drive.google.com/file/d/1AbC/view  '],
    ['another link', 'text', 'https://example.com/lesson'],
    ['a Google link inside a sentence', 'text', 'see https://docs.google.com/document/d/1AbC'],
    ['a look-alike host', 'text', 'https://docs.google.com.evil.example/x'],
  ])('when the text is %s, then the stored type is %s', async (_case, type, content) => {
    const res = await send(student, conversation, content);

    expect(res.status).toBe(201);
    expect(res.body.messageType).toBe(type);
  });

  it.each([
    ['a link elsewhere', 'https://evil.example/lesson.pdf'],
    ['a file id that does not exist', `/api/files/${randomUUID()}`],
    ['a path that is not a file', '/api/files/../conversations'],
  ])('when the fileUrl is %s, then 400 "not yours"', async (_case, fileUrl) => {
    const res = await api()
      .post(`/api/conversations/${conversation}/messages`)
      .set('Cookie', student.cookie)
      .send({ content: 'Here', messageType: 'file', fileUrl, fileName: 'lesson.pdf', fileSize: 10 });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(CHAT_MESSAGES.fileNotYours);
  });

  it('when there are more than a page of messages, then the latest 200 come back, oldest first', async () => {
    const other = newStudent();
    const id = await startConversationOf(other);
    await db.insertMessages(id, other.id, 205);

    const res = await api().get(`/api/conversations/${id}/messages`).set('Cookie', other.cookie);

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(200);
    expect(res.body[0].content).toBe('message 5');
    expect(res.body[199].content).toBe('message 204');
  });
});

describe('older pages of messages', () => {
  const pageOf = (user: TestUser, conversationId: string, before?: string) =>
    api()
      .get(`/api/conversations/${conversationId}/messages`)
      .query(before ? { before } : {})
      .set('Cookie', user.cookie);

  /** Every message of the conversation, page by page backwards from the latest, as the chat scrolls up. */
  async function pageBackwards(user: TestUser, conversationId: string) {
    const latest = MessageSchema.array().parse((await pageOf(user, conversationId).expect(200)).body);
    const pages = [latest];
    // Bounded: a server that ignored the cursor would answer the latest page forever.
    for (let asked = 0; pages[0]!.length === MESSAGES_PAGE_SIZE && asked < 5; asked += 1) {
      const res = await pageOf(user, conversationId, pages[0]![0]!.id).expect(200);
      pages.unshift(MessageSchema.array().parse(res.body));
    }
    return pages;
  }

  it.each([
    ['450 messages share one time', 450, 'insertMessagesAtOnce', [50, 200, 200]],
    ['401 messages have their own times', 401, 'insertMessages', [1, 200, 200]],
  ] as const)(
    'when %s, then paging back from the latest gives each once, by time then id',
    async (_case, count, insert, pageLengths) => {
      const student = newStudent();
      const id = await startConversationOf(student);
      await db[insert](id, student.id, count);

      const pages = await pageBackwards(student, id);

      expect(pages.map((page) => page.length)).toEqual(pageLengths);
      const messages = pages.flat();
      const byTimeThenId = [...messages].sort(
        (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
      );
      expect(messages).toEqual(byTimeThenId);
      expect(new Set(messages.map((message) => message.content))).toEqual(
        new Set(Array.from({ length: count }, (_, n) => `message ${n}`)),
      );
    },
  );

  it('when an older page is asked for, then it is not stored by the browser and carries no freshness key', async () => {
    const student = newStudent();
    const id = await startConversationOf(student);
    const { body: first } = await send(student, id, 'uno').expect(201);
    await send(student, id, 'due').expect(201);
    const latest = await pageOf(student, id);

    const older = await pageOf(student, id, latest.body[1].id);

    expect(older.status).toBe(200);
    expect(older.body).toEqual([first]);
    expect(older.headers['cache-control']).toBe('no-store');
    expect(older.headers[FRESHNESS_KEY_HEADER]).toBeUndefined();
  });

  it.each([
    ['not an id', 'latest'],
    ['an id that is no message', randomUUID()],
  ])('when the cursor is %s, then 400 with the chat message', async (_case, before) => {
    const student = newStudent();
    const id = await startConversationOf(student);

    const res = await pageOf(student, id, before);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(CHAT_MESSAGES.unknownCursor);
  });

  it('when the cursor is a message of another conversation, then 400 and nothing of it shows', async () => {
    const [student, other] = [newStudent(), newStudent()];
    const [id, otherId] = [await startConversationOf(student), await startConversationOf(other)];
    const { body: foreign } = await send(other, otherId, 'privato').expect(201);

    const res = await pageOf(student, id, foreign.id);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(CHAT_MESSAGES.unknownCursor);
  });

  it('when another student asks for an older page of a conversation not theirs, then 404', async () => {
    const student = newStudent();
    const id = await startConversationOf(student);
    const { body: message } = await send(student, id, 'mio').expect(201);

    const res = await pageOf(newStudent(), id, message.id);

    expect(res.status).toBe(404);
  });
});

describe('unread counts and mark-read', () => {
  it('when each side writes and reads, then each reader counts only the other side’s unread messages', async () => {
    const student = newStudent();
    const teacher = newTeacher();
    const id = await startConversationOf(student);

    await send(student, id, 'Uno').expect(201);
    await send(student, id, 'Due').expect(201);
    await send(teacher, id, 'Risposta').expect(201);
    const afterWriting = [find(await conversationsOf(student), id), find(await conversationsOf(teacher), id)];
    await api().post(`/api/conversations/${id}/mark-read`).set('Cookie', teacher.cookie).expect(204);
    const afterTeacherRead = [find(await conversationsOf(student), id), find(await conversationsOf(teacher), id)];
    await api().post(`/api/conversations/${id}/mark-read`).set('Cookie', student.cookie).expect(204);
    const afterBothRead = [find(await conversationsOf(student), id), find(await conversationsOf(teacher), id)];

    expect(afterWriting.map((c) => c?.unreadCount)).toEqual([1, 2]);
    expect(afterTeacherRead.map((c) => c?.unreadCount)).toEqual([1, 0]);
    expect(afterBothRead.map((c) => c?.unreadCount)).toEqual([0, 0]);
  });

  it('when another teacher account reads, then the teacher side’s count is shared', async () => {
    const student = newStudent();
    const id = await startConversationOf(student);
    await send(student, id, 'Ciao').expect(201);

    await api().post(`/api/conversations/${id}/mark-read`).set('Cookie', newTeacher().cookie).expect(204);

    expect(find(await conversationsOf(newTeacher()), id)?.unreadCount).toBe(0);
  });
});

describe('GET /api/conversations', () => {
  it('when the teacher lists, then the newest activity comes first and silent conversations last, newest first', async () => {
    const [quiet1, busy1, quiet2, busy2] = [newStudent(), newStudent(), newStudent(), newStudent()];
    const ids = {
      quiet1: await startConversationOf(quiet1),
      busy1: await startConversationOf(busy1),
      quiet2: await startConversationOf(quiet2),
      busy2: await startConversationOf(busy2),
    };
    await send(busy2, ids.busy2, 'first').expect(201);
    await send(busy1, ids.busy1, 'then').expect(201);

    const list = await conversationsOf(newTeacher());

    const ours = list.map((c) => c.id).filter((id) => Object.values(ids).includes(id));
    expect(ours).toEqual([ids.busy1, ids.busy2, ids.quiet2, ids.quiet1]);
    expect(find(list, ids.busy1)?.lastMessageAt).toEqual(expect.any(String));
    expect(find(list, ids.quiet1)?.lastMessageAt).toBeNull();
  });

  it('when a student has no conversation yet, then the list is empty', async () => {
    expect(await conversationsOf(newStudent())).toEqual([]);
  });

  it('when chat never saw the student’s name, then it reads "Student"; a later session with a name fills it in', async () => {
    const id = randomUUID();
    const nameless = { id, name: '', cookie: sessionCookieFor({ id, role: 'student', name: '' }) };
    const conversation = await startConversationOf(nameless);
    const teacher = newTeacher();

    const before = find(await conversationsOf(teacher), conversation)?.studentName;
    const named = { ...nameless, cookie: sessionCookieFor({ id, role: 'student', name: 'Carla Neri' }) };
    await send(named, conversation, 'Sono Carla').expect(201);
    const after = find(await conversationsOf(teacher), conversation)?.studentName;

    expect(before).toBe('Student');
    expect(after).toBe('Carla Neri');
  });

  it('when a session’s name carries control characters or direction overrides, then the teacher sees the name without them', async () => {
    const id = randomUUID();
    const name = 'Carla\u0007 Neri \u202enimda\u202c';
    const student = { id, name, cookie: sessionCookieFor({ id, role: 'student', name }) };

    const conversation = await startConversationOf(student);

    expect(find(await conversationsOf(newTeacher()), conversation)?.studentName).toBe('Carla Neri nimda');
  });
});
