import { Redis } from 'ioredis';
import pg from 'pg';
import request from 'supertest';
import { appendUserEvent } from '@lezioni/service-kit';
import { testDatabaseUrl, uniqueEmail } from '@lezioni/service-kit/testing';
import { eventually, serviceCallsOf, sessionCookieOf, startPlatform, type Platform } from './harness';

// Unchanged polls are answered 304 from one Redis read, by the gateway (D20).
/** A remote deployed on another origin (a CDN) polls the API with the session cookie. */
const REMOTE_ORIGIN = 'https://remotes.lezioni.example';
let platform: Platform;
let redis: Redis;
const database = new pg.Pool({ connectionString: testDatabaseUrl(), max: 1 });
beforeAll(async () => {
  platform = await startPlatform({ services: ['auth', 'chat'], env: { ALLOWED_ORIGINS: REMOTE_ORIGIN } });
  redis = new Redis(platform.env.REDIS_URL!);
});
afterAll(async () => {
  redis.disconnect();
  await database.end();
  await platform.stop();
});

async function newStudent(name = 'Paola Conti') {
  const registered = await request(platform.gateway)
    .post('/api/register')
    .send({ name, email: uniqueEmail(), password: 'Secret123' })
    .expect(201);
  const cookie = sessionCookieOf(registered);
  const userId = (registered.body as { user: { id: string } }).user.id;
  // Once chat has auth's event about the new account, nothing changes the lists behind the test's back.
  await eventually(async () => {
    const { rows } = await database.query('SELECT version FROM chat.students WHERE id = $1', [userId]);
    return Number(rows[0]?.version ?? 0) > 0;
  });
  const { id } = (await request(platform.gateway).post('/api/conversations').set('Cookie', cookie).expect(201))
    .body as { id: string };
  return { cookie, conversationId: id, userId };
}

async function teacherCookie() {
  return sessionCookieOf(
    await request(platform.gateway)
      .post('/api/login')
      .send({ email: platform.admin.email, password: platform.admin.password })
      .expect(200),
  );
}

/** The gateway's count of the unchanged polls it answered itself (they leave no access line). */
async function unchangedPollsCounted(): Promise<number> {
  const text = (await request(platform.gateway).get('/metrics')).text;
  const line = text.split('\n').find((entry) => entry.startsWith('gateway_unchanged_polls_total'));
  return Number(line?.split(' ').at(-1) ?? 0);
}

const poll = (path: string, cookie: string, etag?: string) => {
  const call = request(platform.gateway).get(path).set('Cookie', cookie);
  return etag ? call.set('If-None-Match', etag) : call;
};

describe('polls answered from a version in Redis', () => {
  it('when a student polls their unchanged conversations with the ETag, then the gateway answers 304 without calling chat', async () => {
    const { cookie } = await newStudent();
    const first = await poll('/api/conversations', cookie).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-lezioni-freshness-key']).toBeUndefined();

    const before = await serviceCallsOf(platform, 'chat', '/api/conversations');
    const countedBefore = await unchangedPollsCounted();
    for (let i = 0; i < 5; i += 1) {
      const again = await poll('/api/conversations', cookie, etag).expect(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-store');
      expect(again.text).toBe('');
    }
    expect(await serviceCallsOf(platform, 'chat', '/api/conversations')).toBe(before);
    expect(await unchangedPollsCounted()).toBe(countedBefore + 5);
  });

  it('when a page served from an allowed origin polls, then the 304 lets it read the answer (CORS)', async () => {
    const { cookie } = await newStudent();
    const { etag } = (await poll('/api/conversations', cookie).expect(200)).headers as { etag: string };

    const again = await poll('/api/conversations', cookie, etag).set('Origin', REMOTE_ORIGIN).expect(304);

    expect(again.headers['access-control-allow-origin']).toBe(REMOTE_ORIGIN);
    expect(again.headers['access-control-allow-credentials']).toBe('true');
  });

  it('when the teacher writes, then both polls of the student answer the new data, and 304 again after', async () => {
    const { cookie, conversationId } = await newStudent();
    const teacher = await teacherCookie();
    const messagesPath = `/api/conversations/${conversationId}/messages`;
    const list = await poll('/api/conversations', cookie).expect(200);
    const messages = await poll(messagesPath, cookie).expect(200);
    expect(messages.body).toEqual([]);

    await request(platform.gateway)
      .post(messagesPath)
      .set('Cookie', teacher)
      .send({ content: 'Benvenuta!' })
      .expect(201);

    const newList = await poll('/api/conversations', cookie, list.headers.etag as string).expect(200);
    expect(newList.body).toMatchObject([{ id: conversationId, unreadCount: 1 }]);
    const newMessages = await poll(messagesPath, cookie, messages.headers.etag as string).expect(200);
    expect(newMessages.body).toMatchObject([{ content: 'Benvenuta!' }]);
    await poll(messagesPath, cookie, newMessages.headers.etag as string).expect(304);
    await poll('/api/conversations', cookie, newList.headers.etag as string).expect(304);
  });

  it("when the student reads the teacher's message, then the teacher's list answers the new unread count", async () => {
    const { cookie, conversationId } = await newStudent();
    const teacher = await teacherCookie();
    await request(platform.gateway)
      .post(`/api/conversations/${conversationId}/messages`)
      .set('Cookie', cookie)
      .send({ content: 'Ciao!' })
      .expect(201);
    const list = await poll('/api/conversations', teacher).expect(200);
    expect((list.body as { id: string; unreadCount: number }[]).find((c) => c.id === conversationId)).toMatchObject({
      unreadCount: 1,
    });

    await request(platform.gateway).post(`/api/conversations/${conversationId}/mark-read`).set('Cookie', teacher);

    const after = await poll('/api/conversations', teacher, list.headers.etag as string).expect(200);
    expect((after.body as { id: string; unreadCount: number }[]).find((c) => c.id === conversationId)).toMatchObject({
      unreadCount: 0,
    });
  });

  it("when a student's name changes (auth's account event), then the teacher's list answers it", async () => {
    const { userId, conversationId } = await newStudent('Nome Vecchio');
    const teacher = await teacherCookie();
    // A 304 has no body: the name is the one already shown.
    const nameIn = (res: request.Response) =>
      res.status === 200
        ? (res.body as { id: string; studentName: string }[]).find((c) => c.id === conversationId)?.studentName
        : undefined;
    await eventually(async () => nameIn(await poll('/api/conversations', teacher)) === 'Nome Vecchio');
    const list = await poll('/api/conversations', teacher).expect(200);

    await appendUserEvent(redis, platform.env.REDIS_PREFIX!, {
      type: 'user.upserted',
      version: 1_000_000_000,
      user: { id: userId, name: 'Nome Nuovo', email: uniqueEmail(), role: 'student', emailVerified: false },
      occurredAt: new Date().toISOString(),
    });

    await eventually(
      async () => nameIn(await poll('/api/conversations', teacher, list.headers.etag as string)) === 'Nome Nuovo',
    );
  });

  it('when the session is logged out, then a poll with the ETag is refused, not 304', async () => {
    const { cookie } = await newStudent();
    const { etag } = (await poll('/api/conversations', cookie).expect(200)).headers as { etag: string };
    await poll('/api/conversations', cookie, etag).expect(304);

    await request(platform.gateway).post('/api/logout').set('Cookie', cookie).expect(204);

    await poll('/api/conversations', cookie, etag).expect(401);
  });

  it("when another student sends a conversation's ETag, then they get its 404, not 304", async () => {
    const owner = await newStudent();
    const stranger = await newStudent();
    const messagesPath = `/api/conversations/${owner.conversationId}/messages`;
    const { etag } = (await poll(messagesPath, owner.cookie).expect(200)).headers as { etag: string };

    await poll(messagesPath, stranger.cookie, etag).expect(404);
  });

  it('when Redis loses the versions, then the next poll answers the data again', async () => {
    const { cookie } = await newStudent();
    const { etag } = (await poll('/api/conversations', cookie).expect(200)).headers as { etag: string };
    const keys = await redis.keys(`${platform.env.REDIS_PREFIX}:fresh:*`);
    expect(keys.length).toBeGreaterThan(0);

    await redis.del(...keys);

    const again = await poll('/api/conversations', cookie, etag).expect(200);
    expect(again.headers.etag).not.toBe(etag);
  });
});
