import { randomUUID } from 'node:crypto';
import { createStreamSlots } from './live-streams';
import { closeRedis, createRedis, whenRedisConnected, type Redis } from './redis';
import type { SessionUser } from './session';
import { eventually, silentLogger, testRedisUrl } from './testing';

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
