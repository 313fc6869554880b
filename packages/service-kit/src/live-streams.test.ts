import { randomUUID } from 'node:crypto';
import type { AddressInfo, Server } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { createStreamSlots, serveLiveStream, type ServedStream } from './live-streams';
import { closeRedis, createRedis, whenRedisConnected, type Redis } from './redis';
import type { SessionUser } from './session';
import { eventually, openEventStream, silentLogger, testRedisUrl, type EventFrame } from './testing';

const CAPS = {
  EVENTS_SESSION_CHECK_MS: 1_000,
  EVENT_STREAMS_PER_SESSION: 2,
  EVENT_STREAMS_PER_USER: 3,
  EVENT_STREAMS_PER_SESSION_TEACHER: 4,
  EVENT_STREAMS_PER_USER_TEACHER: 8,
};
const prefix = `test-slots-${randomUUID().slice(0, 8)}`;
let redis: Redis;
let dying: Redis;
beforeAll(async () => {
  redis = createRedis(testRedisUrl(), silentLogger());
  // Another replica's connection: it goes away with its process.
  dying = createRedis(testRedisUrl(), silentLogger());
  await Promise.all([whenRedisConnected(redis), whenRedisConnected(dying)]);
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await closeRedis(redis);
});

const sessionOf = (userId: string, role: SessionUser['role'] = 'student'): SessionUser => ({
  id: userId,
  role,
  sessionId: randomUUID(),
  issuedAtMs: Date.now(),
  expiresAt: new Date(Date.now() + 60_000),
});

describe('open streams per user and session', () => {
  it("when a student's sessions open streams, then each session gets its cap and the user theirs, the teacher more", async () => {
    const slots = createStreamSlots(redis, prefix, { name: 'caps', config: CAPS });
    const [first, second] = [sessionOf('anna'), sessionOf('anna')];
    const teacher = sessionOf('chiara', 'admin');

    const taken = [];
    for (const session of [first, first, first, second, second]) taken.push((await slots.take(session)) !== null);
    const teachers = [];
    for (let opened = 0; opened <= 4; opened += 1) teachers.push((await slots.take(teacher)) !== null);

    expect(taken).toEqual([true, true, false, true, false]);
    expect(teachers).toEqual([true, true, true, true, false]);
  });

  it('when a stream closes, then its slot is free at once', async () => {
    const slots = createStreamSlots(redis, prefix, { name: 'release', config: CAPS });
    const session = sessionOf('luca');
    const [release] = [await slots.take(session), await slots.take(session)];

    const refused = await slots.take(session);
    release!();

    expect(refused).toBeNull();
    expect(await slots.take(session)).not.toBeNull();
  });

  it('when the process holding the streams dies, then its slots lapse and the user may open streams again', async () => {
    const ttlMs = 600;
    const theirs = createStreamSlots(dying, prefix, { name: 'lapse', config: CAPS, ttlMs });
    const ours = createStreamSlots(redis, prefix, { name: 'lapse', config: CAPS, ttlMs });
    const session = sessionOf('sara');
    await theirs.take(session);
    await theirs.take(session);
    dying.disconnect();

    const refusedAtOnce = await ours.take(session);
    await eventually(async () => (await ours.take(session)) !== null);

    expect(refusedAtOnce).toBeNull();
  });
});

describe('a live stream served', () => {
  const slotsOfOne = () =>
    createStreamSlots(redis, prefix, {
      name: `serve-${randomUUID().slice(0, 8)}`,
      config: { ...CAPS, EVENT_STREAMS_PER_SESSION: 1 },
    });
  /** Serves GET / as `session`'s stream with `options`; a failure answers 503 with its message. */
  async function serving(session: SessionUser, options: Omit<Parameters<typeof serveLiveStream>[1], 'user'>) {
    const answerFailure: ErrorRequestHandler = (err: Error, _req, res, _next) =>
      void res.status(503).json({ error: err.message });
    const app = express()
      .get('/', (_req, res) => serveLiveStream(res, { user: session, ...options }))
      .use(answerFailure);
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    return { url, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('when it is opened, then it says it is connected, sends each event under its name, and pings after every heartbeat', async () => {
    const session = sessionOf('anna');
    const served: ServedStream[] = [];
    const heartbeats: number[] = [];
    const server = await serving(session, {
      slots: slotsOfOne(),
      heartbeatMs: 20,
      maxPendingBytes: 1024,
      endsAt: new Date(Date.now() + 60_000),
      connect: async (stream) => {
        served.push(stream);
        return () => undefined;
      },
      onHeartbeat: () => heartbeats.push(Date.now()),
    });
    const frames: EventFrame[] = [];

    const client = await openEventStream(server.url, { onFrame: (frame) => frames.push(frame) });
    served[0]!.send('presence', { presentIds: ['anna'] });
    await eventually(async () => frames.some((frame) => frame.data === 'ping'));
    client.close();
    await server.close();

    expect(client.status).toBe(200);
    expect(client.contentType).toBe('text/event-stream');
    expect(frames.slice(0, 2)).toEqual([
      { event: 'comment', data: 'connected' },
      { event: 'presence', data: JSON.stringify({ presentIds: ['anna'] }) },
    ]);
    expect(heartbeats.length).toBeGreaterThan(0);
  });

  it('when connecting fails before anything was sent, then the failure is the answer and the slot is free again', async () => {
    const session = sessionOf('luca');
    const slots = slotsOfOne();
    const server = await serving(session, {
      slots,
      heartbeatMs: 60_000,
      maxPendingBytes: 1024,
      endsAt: new Date(Date.now() + 60_000),
      connect: () => Promise.reject(new Error('presence not joined')),
    });

    const answer = await fetch(server.url);
    await server.close();

    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: 'presence not joined' });
    await eventually(async () => (await slots.take(session)) !== null);
  });

  it('when its end time comes, then it ends, undoing what connecting set up and freeing its slot', async () => {
    const session = sessionOf('sara');
    const slots = slotsOfOne();
    let isConnected = false;
    const server = await serving(session, {
      slots,
      heartbeatMs: 60_000,
      maxPendingBytes: 1024,
      endsAt: new Date(Date.now() + 300),
      connect: async () => {
        isConnected = true;
        return () => {
          isConnected = false;
        };
      },
    });

    const client = await openEventStream(server.url, { onFrame: () => undefined });
    await client.ended;
    await server.close();

    expect(isConnected).toBe(false);
    await eventually(async () => (await slots.take(session)) !== null);
  });
});
