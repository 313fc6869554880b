import type { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { SERVER_MESSAGES } from '@lezioni/contracts';
import { freePort, uniqueEmail } from '@lezioni/service-kit/testing';
import { startPlatform, startRedis, stopRedis, type Platform } from './harness';

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('condition not met in time');
}

describe('when Redis goes away and comes back', () => {
  let port: number;
  let redis: ChildProcess;
  let platform: Platform;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    platform = await startPlatform({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await platform.stop();
    if (redis.exitCode === null) await stopRedis(redis);
  });

  it('then sessions answer 503 at once while it is away, sign-in keeps working, and all recovers by itself', async () => {
    const email = uniqueEmail();
    const registered = await request(platform.gateway)
      .post('/api/register')
      .send({ name: 'Anna', email, password: 'Secret123' })
      .expect(201);
    const cookie = ([] as string[]).concat(registered.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;

    await stopRedis(redis);
    const me = await request(platform.gateway).get('/api/me').set('Cookie', cookie);
    const login = await request(platform.gateway).post('/api/login').send({ email, password: 'Secret123' });

    expect(me.status).toBe(503);
    expect(me.body).toEqual({ error: SERVER_MESSAGES.unavailable });
    expect(login.status).toBe(200);

    redis = await startRedis(port);
    await eventually(async () => (await request(platform.gateway).get('/api/me').set('Cookie', cookie)).status === 200);
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

    await stopRedis(redis);
    redis = await startRedis(port);
    await eventually(
      async () => (await request(platform.gateway).get('/api/me').set('Cookie', liveCookie)).status === 200,
    );

    // Republishing runs as the connection comes back: allow it its few milliseconds.
    await eventually(
      async () => (await request(platform.gateway).get('/api/me').set('Cookie', cookie)).status === 401,
      3_000,
    );
    expect((await request(platform.gateway).get('/api/me').set('Cookie', liveCookie)).status).toBe(200);
  }, 30_000);
});
