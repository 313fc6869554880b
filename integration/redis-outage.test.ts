import { Redis } from 'ioredis';
import request from 'supertest';
import { SERVER_MESSAGES } from '@lezioni/contracts';
import { startOwnRedis, uniqueEmail, type OwnRedis } from '@lezioni/service-kit/testing';
import { eventually, startPlatform, type Platform } from './harness';

describe('when Redis goes away and comes back', () => {
  let redis: OwnRedis;
  let platform: Platform;

  beforeAll(async () => {
    redis = await startOwnRedis();
    platform = await startPlatform({ env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await platform.stop();
    await redis.close();
  });

  it('then sessions and sign-in answer 503 at once while it is away (limits cannot count), and all recovers by itself', async () => {
    const email = uniqueEmail();
    const registered = await request(platform.gateway)
      .post('/api/register')
      .send({ name: 'Anna', email, password: 'Secret123' })
      .expect(201);
    const cookie = ([] as string[]).concat(registered.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;

    await redis.stop();
    const me = await request(platform.gateway).get('/api/me').set('Cookie', cookie);
    const login = await request(platform.gateway).post('/api/login').send({ email, password: 'Secret123' });

    expect(me.status).toBe(503);
    expect(me.body).toEqual({ error: SERVER_MESSAGES.unavailable, code: 'unavailable' });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({ error: SERVER_MESSAGES.unavailable, code: 'unavailable' });

    await redis.restart();
    await eventually(async () => (await request(platform.gateway).get('/api/me').set('Cookie', cookie)).status === 200);
    await request(platform.gateway).post('/api/login').send({ email, password: 'Secret123' }).expect(200);
  }, 30_000);

  it('then a cookie logged out before Redis restarted empty still does not work after', async () => {
    const registered = await request(platform.gateway)
      .post('/api/register')
      .send({ name: 'Anna', email: uniqueEmail(), password: 'Secret123' })
      .expect(201);
    const cookie = ([] as string[]).concat(registered.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const live = await request(platform.gateway)
      .post('/api/register')
      .send({ name: 'Bruno', email: uniqueEmail(), password: 'Secret123' })
      .expect(201);
    const liveCookie = ([] as string[]).concat(live.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    await request(platform.gateway).post('/api/logout').set('Cookie', cookie).expect(204);

    await redis.stop();
    await redis.restart();
    await eventually(
      async () => (await request(platform.gateway).get('/api/me').set('Cookie', liveCookie)).status === 200,
    );

    // Republishing runs as the connection comes back: allow it its few milliseconds.
    await eventually(
      async () => (await request(platform.gateway).get('/api/me').set('Cookie', cookie)).status === 401,
      { timeoutMs: 3_000 },
    );
    expect((await request(platform.gateway).get('/api/me').set('Cookie', liveCookie)).status).toBe(200);
  }, 30_000);

  it("then a Redis emptied behind auth's back answers 503, never a logged-out session, until auth has published again", async () => {
    const signUp = async (name: string) => {
      const res = await request(platform.gateway)
        .post('/api/register')
        .send({ name, email: uniqueEmail(), password: 'Secret123' })
        .expect(201);
      return ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    };
    const me = (cookie: string) => request(platform.gateway).get('/api/me').set('Cookie', cookie);
    const loggedOut = await signUp('Anna');
    const live = await signUp('Bruno');
    await request(platform.gateway).post('/api/logout').set('Cookie', loggedOut).expect(204);

    // As a FLUSHALL or a failover to an empty replica would, with auth's connection never dropping.
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
    const meanwhile = await me(loggedOut);

    expect(meanwhile.status).toBe(503);
    await eventually(async () => (await me(live)).status === 200);
    expect((await me(loggedOut)).status).toBe(401);
  }, 30_000);
});
