import { Redis } from 'ioredis';
import { sql } from 'kysely';
import request from 'supertest';
import { USER_EVENTS_STREAM } from '@lezioni/contracts';
import { appendUserEvent, createDb } from '@lezioni/service-kit';
import { startOwnRedis, testDatabaseUrl, uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { eventually, startPlatform, type Platform } from './harness';

const WITH_CHAT = ['auth', 'chat'];
// Chat's copy of the accounts and auth's outbox, read as an operator would (columns these tests use).
type ChatTables = {
  students: { id: string; name: string; email: string | null; role: string | null; version: number };
};
type AuthTables = { outbox: { id: number; topic: string; payload: unknown }; users: { id: string; email: string } };
const chatDb = createDb<ChatTables>({ url: testDatabaseUrl(), schema: 'chat', max: 1 });
const authDb = createDb<AuthTables>({ url: testDatabaseUrl(), schema: 'auth', max: 1 });

afterAll(async () => {
  await Promise.all([chatDb.destroy(), authDb.destroy()]);
});

/** Auth's outbox rows that still have to tell about the account `id`. */
const outboxRowsAbout = (id: string) =>
  authDb
    .selectFrom('outbox')
    .select('topic')
    .where(sql<string>`payload->'user'->>'id'`, '=', id)
    .execute();

const chatCopyOf = (id: string) =>
  chatDb.selectFrom('students').select(['name', 'email', 'role', 'version']).where('id', '=', id).executeTakeFirst();

async function register(platform: Platform, name = 'Anna Bianchi', email = uniqueEmail()) {
  const res = await request(platform.gateway)
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name, email, password: 'Secret123' });
  return { res, email, id: res.body.user?.id as string | undefined };
}

describe('chat keeps a copy of the accounts', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({ services: WITH_CHAT });
  });
  afterAll(async () => {
    const redis = new Redis(platform.env.REDIS_URL!);
    await redis.del(`${platform.env.REDIS_PREFIX}:${USER_EVENTS_STREAM}`);
    redis.disconnect();
    await platform.stop();
  });

  it('when a student registers, then chat has their name, email and role', async () => {
    const { res, email, id } = await register(platform, 'Anna Bianchi');

    expect(res.status).toBe(201);
    await eventually(async () => (await chatCopyOf(id!)) !== undefined);
    expect(await chatCopyOf(id!)).toMatchObject({ name: 'Anna Bianchi', email, role: 'student' });
  });

  it('when the platform starts, then chat has the teacher as an admin', async () => {
    const teacher = await request(platform.gateway)
      .post('/api/login')
      .send({ email: platform.admin.email, password: platform.admin.password })
      .expect(200);
    const id = teacher.body.user.id as string;

    await eventually(async () => (await chatCopyOf(id)) !== undefined);

    expect(await chatCopyOf(id)).toMatchObject({
      name: platform.admin.name,
      email: platform.admin.email,
      role: 'admin',
    });
  });

  it('when an older or repeated event arrives after a newer one, then chat keeps the newer data', async () => {
    const { id, email } = await register(platform, 'Anna Bianchi');
    await eventually(async () => (await chatCopyOf(id!)) !== undefined);
    const current = (await chatCopyOf(id!))!;
    const redis = new Redis(platform.env.REDIS_URL!);
    const stale = (version: number, name: string) =>
      appendUserEvent(redis, platform.env.REDIS_PREFIX!, {
        type: 'user.upserted',
        version,
        user: { id: id!, name, email, role: 'student', emailVerified: false },
        occurredAt: new Date().toISOString(),
      });

    await stale(current.version - 1, 'Old Name');
    await stale(current.version, 'Same Version');
    // Events are applied in order: once a later student is in, the two above were handled.
    const { id: laterId } = await register(platform, 'Bruno Verdi');
    await eventually(async () => (await chatCopyOf(laterId!)) !== undefined);
    redis.disconnect();

    expect(await chatCopyOf(id!)).toEqual(current);
  });

  it('when an event names an older account with control or direction characters, then chat keeps the name without them', async () => {
    const { id, email } = await register(platform, 'Anna Bianchi');
    await eventually(async () => (await chatCopyOf(id!)) !== undefined);
    const { version } = (await chatCopyOf(id!))!;
    const redis = new Redis(platform.env.REDIS_URL!);

    await appendUserEvent(redis, platform.env.REDIS_PREFIX!, {
      type: 'user.upserted',
      version: version + 1,
      user: { id: id!, name: 'Anna\u0000 \u202eihcnaiB', email, role: 'student', emailVerified: false },
      occurredAt: new Date().toISOString(),
    });
    redis.disconnect();

    await eventually(async () => (await chatCopyOf(id!))!.version === version + 1);
    expect((await chatCopyOf(id!))!.name).toBe('Anna ihcnaiB');
  });
});

describe('when Redis is down as an account is made', () => {
  it('then the event waits in the outbox, and chat gets it once Redis is back', async () => {
    const redis = await startOwnRedis();
    await redis.stop();
    // Auth starts without Redis and seeds the teacher's account: its event cannot be relayed yet.
    const platform = await startPlatform({ services: WITH_CHAT, env: { REDIS_URL: redis.url } });
    try {
      const teacher = await authDb
        .selectFrom('users')
        .select('id')
        .where('email', '=', platform.admin.email)
        .executeTakeFirstOrThrow();
      await platform.settled();

      expect(await outboxRowsAbout(teacher.id)).toEqual([{ topic: 'user-events' }]);
      expect(await chatCopyOf(teacher.id)).toBeUndefined();

      await redis.restart();
      await eventually(async () => (await chatCopyOf(teacher.id)) !== undefined, { timeoutMs: 15_000 });

      expect(await chatCopyOf(teacher.id)).toMatchObject({ name: platform.admin.name, role: 'admin' });
      expect(await outboxRowsAbout(teacher.id)).toEqual([]);
    } finally {
      await platform.stop();
      await redis.close();
    }
  }, 40_000);
});
