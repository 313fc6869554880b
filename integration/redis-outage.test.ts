import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import request from 'supertest';
import { SERVER_MESSAGES } from '@lezioni/contracts';
import { freePort, uniqueEmail } from '@lezioni/service-kit/testing';
import { startAuthBehindGateway, type Platform } from './harness';

/** A Redis of this test's own, so it can be stopped without touching anyone else's. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 5_000; waited += 50) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 200);
    });
    if (up) return redis;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

async function stopRedis(redis: ChildProcess) {
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
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
    platform = await startAuthBehindGateway({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await platform.stop();
    if (redis.exitCode === null) await stopRedis(redis);
  });

  it('then sessions answer 503 at once while it is away, sign-in keeps working, and all recovers by itself', async () => {
    const email = uniqueEmail();
    const registered = await request(platform.gateway).post('/api/register').send({ name: 'Anna', email, password: 'Secret123' }).expect(201);
    const cookie = ([] as string[]).concat(registered.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;

    await stopRedis(redis);
    const started = Date.now();
    const me = await request(platform.gateway).get('/api/me').set('Cookie', cookie);
    const login = await request(platform.gateway).post('/api/login').send({ email, password: 'Secret123' });

    expect(me.status).toBe(503);
    expect(me.body).toEqual({ error: SERVER_MESSAGES.unavailable });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(login.status).toBe(200);

    redis = await startRedis(port);
    await eventually(async () => (await request(platform.gateway).get('/api/me').set('Cookie', cookie)).status === 200);
  }, 30_000);
});
