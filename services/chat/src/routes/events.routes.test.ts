import request from 'supertest';
import { ConversationEventSchema, MessageEventSchema, SERVER_MESSAGES } from '@lezioni/contracts';
import { createRedis, revocationKeys, type ServedService } from '@lezioni/service-kit';
import {
  eventually,
  markRevocationsPublished,
  sessionCookieFor,
  silentLogger,
  startOwnRedis,
  testRedisUrl,
  type TestUser,
} from '@lezioni/service-kit/testing';
import {
  newStudent,
  newTeacher,
  openEventStream,
  startChat,
  type EventStream,
  type StreamEvent,
} from '../testing/chat-service';

const redis = createRedis(testRedisUrl(), silentLogger());
const running: ServedService[] = [];
const streams: EventStream[] = [];
let chat: Awaited<ReturnType<typeof startChat>>;

beforeAll(async () => {
  chat = await startChat();
  running.push(chat);
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await Promise.all(running.map((service) => service.stop()));
  redis.disconnect();
});

async function streamOf(user: TestUser | undefined, service = chat): Promise<EventStream> {
  const stream = await openEventStream(service.url, user?.cookie);
  streams.push(stream);
  return stream;
}

/** How many connections, across every replica, listen to a channel. */
async function subscribersOf(channel: string): Promise<number> {
  const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
  return Number(count);
}

async function conversationOf(student: TestUser, service = chat): Promise<string> {
  const res = await request(service.url).post('/api/conversations').set('Cookie', student.cookie);
  return res.body.id as string;
}

const send = (user: TestUser, conversationId: string, content: string, service = chat) =>
  request(service.url)
    .post(`/api/conversations/${conversationId}/messages`)
    .set('Cookie', user.cookie)
    .send({ content })
    .expect(201);

/** Another session of the same student: a second sign-in, in another browser. */
const newStudentCookie = (student: TestUser) =>
  sessionCookieFor({ id: student.id, role: 'student', name: student.name });

const isMessageIn =
  (conversationId: string, content?: string) =>
  (event: StreamEvent): boolean => {
    if (event.event !== 'message') return false;
    const data = MessageEventSchema.parse(event.data);
    return data.conversationId === conversationId && (content === undefined || data.message.content === content);
  };

const isCountOf = (conversationId: string, unreadCount: number) => (event: StreamEvent) =>
  event.event === 'conversation' &&
  ConversationEventSchema.parse(event.data).id === conversationId &&
  ConversationEventSchema.parse(event.data).unreadCount === unreadCount;

describe('GET /api/events', () => {
  it('when someone signed in opens it, then it is an unbuffered event stream', async () => {
    const stream = await streamOf(newStudent());

    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
  });

  it('when nobody is signed in, then 401 JSON and no stream', async () => {
    const res = await request(chat.url).get('/api/events');

    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.notSignedIn, code: 'not_signed_in' });
  });

  it('when a student writes, then both participants’ streams get the message and their own counts, another student’s does not', async () => {
    const [student, other, teacher] = [newStudent(), newStudent(), newTeacher()];
    const [conversation, otherConversation] = [await conversationOf(student), await conversationOf(other)];
    const [ofStudent, ofOther, ofTeacher] = [await streamOf(student), await streamOf(other), await streamOf(teacher)];

    const { body: sent } = await send(student, conversation, 'Ciao prof!');

    const received = await ofStudent.waitFor(isMessageIn(conversation));
    expect(MessageEventSchema.parse(received.data)).toEqual({ conversationId: conversation, message: sent });
    await ofTeacher.waitFor(isMessageIn(conversation, 'Ciao prof!'));
    await ofTeacher.waitFor(isCountOf(conversation, 1));
    await ofStudent.waitFor(isCountOf(conversation, 0));
    // The other student's own next message arrives after anything that could have leaked to them.
    await send(other, otherConversation, 'anche io');
    await ofOther.waitFor(isMessageIn(otherConversation));
    expect(ofOther.events.filter(isMessageIn(conversation))).toEqual([]);
    expect(ofOther.events.some((event) => JSON.stringify(event.data ?? '').includes(conversation))).toBe(false);
  });

  it('when the teacher reads, then the teacher’s streams learn the new count', async () => {
    const [student, teacher] = [newStudent(), newTeacher()];
    const conversation = await conversationOf(student);
    await send(student, conversation, 'Una domanda');
    const ofTeacher = await streamOf(teacher);

    await request(chat.url).post(`/api/conversations/${conversation}/mark-read`).set('Cookie', teacher.cookie);

    const event = await ofTeacher.waitFor(isCountOf(conversation, 0));
    expect(ConversationEventSchema.parse(event.data).lastMessageAt).toEqual(expect.any(String));
  });

  it('when the stream stays open, then heartbeat comments arrive', async () => {
    const quick = await startChat({ EVENTS_HEARTBEAT_MS: '30' });
    running.push(quick);

    const stream = await streamOf(newStudent(), quick);

    await stream.waitFor((event) => event.comment === 'ping');
  });

  it('when a message is posted on one replica, then a stream held by another replica gets it', async () => {
    const other = await startChat();
    running.push(other);
    const [student, teacher] = [newStudent(), newTeacher()];
    const conversation = await conversationOf(student, chat);
    const ofTeacherElsewhere = await streamOf(teacher, other);

    await send(student, conversation, 'da un’altra replica', chat);

    await ofTeacherElsewhere.waitFor(isMessageIn(conversation, 'da un’altra replica'));
  });

  it('when the client goes away, then its stream is let go and its channel unsubscribed', async () => {
    const student = newStudent();
    const channel = `${chat.prefix}:chat:events:user:${student.id}`;
    const stream = await streamOf(student);
    const subscribersBefore = await subscribersOf(channel);

    stream.close();

    await eventually(async () => (await subscribersOf(channel)) === 0);
    expect(subscribersBefore).toBe(1);
  });

  it('when Redis restarts, then open streams stay and receive again once the subscriber is back', async () => {
    const ownRedis = await startOwnRedis();
    const isolated = await startChat({ REDIS_URL: ownRedis.url });
    const watcher = createRedis(ownRedis.url, silentLogger());
    try {
      const [student, teacher] = [newStudent(), newTeacher()];
      const conversation = await conversationOf(student, isolated);
      const ofTeacher = await streamOf(teacher, isolated);

      await ownRedis.stop();
      await ownRedis.restart();
      // What auth does when Redis comes back empty: publish the revocations again.
      await markRevocationsPublished(ownRedis.url, isolated.prefix);
      await eventually(async () => {
        const [, count] = (await watcher.pubsub('NUMSUB', `${isolated.prefix}:chat:events:admins`).catch(() => [])) as [
          string,
          number,
        ];
        return Number(count) === 1;
      });
      await eventually(
        async () => (await request(isolated.url).get('/api/conversations').set('Cookie', teacher.cookie)).ok,
      );
      await send(student, conversation, 'dopo il riavvio', isolated);

      await ofTeacher.waitFor(isMessageIn(conversation, 'dopo il riavvio'));
    } finally {
      watcher.disconnect();
      await isolated.stop();
      await ownRedis.close();
    }
  });

  describe('when a session is revoked', () => {
    const sessionIdOf = (cookie: string) =>
      (JSON.parse(Buffer.from(cookie.split('=')[1]!.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

    it('when a session logs out, then its open stream ends, and the teacher’s next reply reaches only the student’s other session', async () => {
      const student = newStudent();
      const otherTab = { ...student, cookie: newStudentCookie(student) };
      const conversation = await conversationOf(student);
      const [loggedOut, stillIn] = [await streamOf(student), await streamOf(otherTab)];

      await redis.set(revocationKeys(chat.prefix).session(sessionIdOf(student.cookie)), '1', 'EX', 60);
      await loggedOut.ended;
      await send(newTeacher(), conversation, 'Risposta privata');

      await stillIn.waitFor(isMessageIn(conversation, 'Risposta privata'));
      expect(loggedOut.events.filter(isMessageIn(conversation))).toEqual([]);
    });

    it('when every session of the user is revoked (a password reset), then their streams end on every replica', async () => {
      const replica = await startChat();
      running.push(replica);
      const student = newStudent();
      const streamsOfStudent = [await streamOf(student), await streamOf(student, replica)];

      await redis.set(revocationKeys(chat.prefix).userBefore(student.id), String(Date.now()), 'EX', 60);

      await Promise.all(streamsOfStudent.map((stream) => stream.ended));
      expect(streamsOfStudent.map((stream) => stream.status)).toEqual([200, 200]);
    });
  });

  it('when the service stops, then its open streams end and the stop is not held up', async () => {
    const doomed = await startChat();
    const stream = await streamOf(newStudent(), doomed);

    await doomed.stop();

    await stream.ended;
    expect(stream.status).toBe(200);
  });
});
