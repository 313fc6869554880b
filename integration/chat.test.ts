import request from 'supertest';
import { ConversationEventSchema, MessageEventSchema } from '@lezioni/contracts';
import { openEventStream, uniqueEmail, type EventFrame } from '@lezioni/service-kit/testing';
import {
  eventually,
  sessionCookieOf,
  startPlatform,
  startService,
  type Platform,
  type StartedService,
} from './harness';

let platform: Platform;
let secondChat: StartedService;
beforeAll(async () => {
  platform = await startPlatform({ services: ['auth', 'chat'] });
  secondChat = await startService('chat', platform.env);
});
afterAll(async () => {
  await secondChat.stop();
  await platform.stop();
});

const signInTeacher = async () =>
  sessionCookieOf(
    await request(platform.gateway)
      .post('/api/login')
      .send({ email: platform.admin.email, password: platform.admin.password })
      .expect(200),
  );

describe('chat across replicas', () => {
  it("when a student posts through one chat replica, then the teacher's stream held by the other gets the message and the new unread count", async () => {
    const student = sessionCookieOf(
      await request(platform.gateway)
        .post('/api/register')
        .send({ name: 'Marta Neri', email: uniqueEmail(), password: 'Secret123' })
        .expect(201),
    );
    const teacher = await signInTeacher();
    const { id } = (await request(platform.gateway).post('/api/conversations').set('Cookie', student)).body as {
      id: string;
    };
    const frames: EventFrame[] = [];
    const stream = await openEventStream(`${platform.gatewayUrl}/api/events`, {
      cookie: teacher,
      onFrame: (frame) => frames.push(frame),
    });

    await request(secondChat.server)
      .post(`/api/conversations/${id}/messages`)
      .set('Cookie', student)
      .send({ content: '  Ciao, a domani!  ', messageType: 'text' })
      .expect(201);

    await eventually(async () => frames.some((frame) => frame.event === 'message'));
    await eventually(async () => frames.some((frame) => frame.event === 'conversation'));
    stream.close();
    expect(stream.status).toBe(200);
    const message = MessageEventSchema.parse(JSON.parse(frames.find((frame) => frame.event === 'message')!.data));
    expect(message).toMatchObject({ conversationId: id, message: { content: 'Ciao, a domani!', messageType: 'text' } });
    const conversation = ConversationEventSchema.parse(
      JSON.parse(frames.filter((frame) => frame.event === 'conversation').at(-1)!.data),
    );
    expect(conversation).toMatchObject({ id, unreadCount: 1 });
  });
});

describe('event streams and the session', () => {
  it('when a student logs out, then their open streams end on every replica, and the teacher’s next reply reaches only their other session', async () => {
    const email = uniqueEmail();
    const loggedOut = sessionCookieOf(
      await request(platform.gateway)
        .post('/api/register')
        .send({ name: 'Lucia Gallo', email, password: 'Secret123' })
        .expect(201),
    );
    const otherSession = sessionCookieOf(
      await request(platform.gateway).post('/api/login').send({ email, password: 'Secret123' }).expect(200),
    );
    const teacher = await signInTeacher();
    const { id } = (await request(platform.gateway).post('/api/conversations').set('Cookie', loggedOut)).body as {
      id: string;
    };
    const framesOf = { viaGateway: [] as EventFrame[], onSecondReplica: [] as EventFrame[], other: [] as EventFrame[] };
    const viaGateway = await openEventStream(`${platform.gatewayUrl}/api/events`, {
      cookie: loggedOut,
      onFrame: (frame) => framesOf.viaGateway.push(frame),
    });
    const onSecondReplica = await openEventStream(`${secondChat.url}/api/events`, {
      cookie: loggedOut,
      onFrame: (frame) => framesOf.onSecondReplica.push(frame),
    });
    const other = await openEventStream(`${platform.gatewayUrl}/api/events`, {
      cookie: otherSession,
      onFrame: (frame) => framesOf.other.push(frame),
    });

    await request(platform.gateway).post('/api/logout').set('Cookie', loggedOut).expect(204);
    await Promise.all([viaGateway.ended, onSecondReplica.ended]);
    await request(platform.gateway)
      .post(`/api/conversations/${id}/messages`)
      .set('Cookie', teacher)
      .send({ content: 'Solo per te', messageType: 'text' })
      .expect(201);

    await eventually(async () => framesOf.other.some((frame) => frame.data.includes('Solo per te')));
    other.close();
    expect([viaGateway.status, onSecondReplica.status]).toEqual([200, 200]);
    expect([...framesOf.viaGateway, ...framesOf.onSecondReplica].filter((frame) => frame.event === 'message')).toEqual(
      [],
    );
  });
});

describe('event streams per session', () => {
  it('when a session holds as many streams as its cap across the replicas, then the next is refused with 429, and closing one frees a slot', async () => {
    const cookie = sessionCookieOf(
      await request(platform.gateway)
        .post('/api/register')
        .send({ name: 'Marco Ferri', email: uniqueEmail(), password: 'Secret123' })
        .expect(201),
    );
    const open = (url: string) => openEventStream(`${url}/api/events`, { cookie, onFrame: () => undefined });
    // The cap (3 by default) is counted in Redis: two streams through the gateway, one on the second replica.
    const held = [await open(platform.gatewayUrl), await open(platform.gatewayUrl), await open(secondChat.url)];

    const refused = await request(secondChat.url).get('/api/events').set('Cookie', cookie);
    held.shift()!.close();
    let reopened: Awaited<ReturnType<typeof open>> | undefined;
    await eventually(async () => {
      const attempt = await open(platform.gatewayUrl);
      if (attempt.status === 200) reopened = attempt;
      return reopened !== undefined;
    });
    for (const stream of [...held, reopened!]) stream.close();

    expect(held.map((stream) => stream.status)).toEqual([200, 200]);
    expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited']);
  });
});
