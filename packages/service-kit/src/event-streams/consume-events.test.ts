import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LessonEvent, UserEvent } from '@lezioni/contracts';
import { createRedis, whenRedisConnected, type Redis } from '../redis';
import { capturingLogger, eventually, silentLogger, startOwnRedis, testRedisUrl } from '../testing';
import {
  appendLessonEvent,
  appendUserEvent,
  consumeLessonEvents,
  consumeUserEvents,
  lessonEventsStreamKey,
  userEventsStreamKey,
} from './consume-events';

const logger = silentLogger();
const redis = createRedis(testRedisUrl(), logger);
const prefixes: string[] = [];
beforeAll(() => whenRedisConnected(redis));
afterAll(async () => {
  if (prefixes.length > 0) {
    await redis.del(...prefixes.flatMap((prefix) => [userEventsStreamKey(prefix), lessonEventsStreamKey(prefix)]));
  }
  redis.disconnect();
});

/** A stream of the test's own: a prefix nobody else uses. */
function newPrefix(): string {
  const prefix = `test-user-events-${randomUUID()}`;
  prefixes.push(prefix);
  return prefix;
}

const eventFor = (name: string, version: number, id = randomUUID()): UserEvent => ({
  type: 'user.upserted',
  version,
  user: { id, name, email: `${name.toLowerCase()}@example.com`, role: 'student', emailVerified: false },
  occurredAt: new Date().toISOString(),
});

/** A consumer that records what it applied; `failNext` makes its next apply throw. */
function startRecorder(options: { redis?: Redis; prefix: string; group?: string }) {
  const applied: UserEvent[] = [];
  let failuresLeft = 0;
  const consumer = consumeUserEvents({
    redis: options.redis ?? redis,
    prefix: options.prefix,
    group: options.group ?? 'test-service',
    logger,
    async apply(event) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('database away');
      }
      applied.push(event);
    },
  });
  return {
    applied,
    names: () => applied.map((event) => (event.type === 'user.upserted' ? event.user.name : '')),
    failNext(times: number) {
      failuresLeft = times;
    },
    stop: () => consumer.stop(),
  };
}

const pendingCount = async (prefix: string, group = 'test-service') => {
  const [count] = (await redis.xpending(userEventsStreamKey(prefix), group)) as [number];
  return count;
};

describe('consuming user events', () => {
  it('when events are appended, then apply gets each one in order and none stays pending', async () => {
    const prefix = newPrefix();
    const recorder = startRecorder({ prefix });

    for (const [index, name] of ['Anna', 'Bruno', 'Carla'].entries()) {
      await appendUserEvent(redis, prefix, eventFor(name, index + 1));
    }
    await eventually(() => recorder.applied.length === 3);
    await recorder.stop();

    expect(recorder.names()).toEqual(['Anna', 'Bruno', 'Carla']);
    expect(await pendingCount(prefix)).toBe(0);
  });

  it('when its own connection is still opening at start, then it waits for it and logs no outage', async () => {
    const prefix = newPrefix();
    // A Redis address whose first connection (the service's client) passes at once, and every later
    // one (the consumer's reader) only once the consumer has made its group: a reader still connecting.
    const held: Array<() => void> = [];
    let connections = 0;
    const proxy = net.createServer((client) => {
      connections += 1;
      const connect = () => {
        const upstream = net.connect(Number(new URL(testRedisUrl()).port || 6379), '127.0.0.1');
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      };
      if (connections === 1) connect();
      else held.push(connect);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as net.AddressInfo;
    const serviceRedis = createRedis(`redis://127.0.0.1:${port}`, silentLogger());
    await whenRedisConnected(serviceRedis);
    const { lines, logger: captured } = capturingLogger();
    const applied: UserEvent[] = [];

    const consumer = consumeUserEvents({
      redis: serviceRedis,
      prefix,
      group: 'test-service',
      logger: captured,
      apply: async (event) => void applied.push(event),
    });
    await eventually(async () => (await redis.exists(userEventsStreamKey(prefix))) === 1 && held.length > 0);
    held.forEach((connect) => connect());
    await appendUserEvent(redis, prefix, eventFor('Anna', 1));
    await eventually(() => applied.length === 1);
    await consumer.stop();
    serviceRedis.disconnect();
    proxy.close();

    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 40);
    expect(warnings).toEqual([]);
  });

  it('when a consumer group starts after events were appended, then it gets the whole history', async () => {
    const prefix = newPrefix();
    await appendUserEvent(redis, prefix, eventFor('Anna', 1));
    await appendUserEvent(redis, prefix, eventFor('Bruno', 2));
    const early = startRecorder({ prefix, group: 'early-service' });
    await eventually(() => early.applied.length === 2);

    const late = startRecorder({ prefix, group: 'late-service' });
    await eventually(() => late.applied.length === 2);
    await Promise.all([early.stop(), late.stop()]);

    expect(late.names()).toEqual(['Anna', 'Bruno']);
    expect(early.names()).toEqual(['Anna', 'Bruno']);
  });

  it('when apply fails, then the event is retried until applied, before the ones after it', async () => {
    const prefix = newPrefix();
    const recorder = startRecorder({ prefix });
    recorder.failNext(2);

    await appendUserEvent(redis, prefix, eventFor('Anna', 1));
    await appendUserEvent(redis, prefix, eventFor('Bruno', 2));
    await eventually(() => recorder.applied.length === 2);
    await recorder.stop();

    expect(recorder.names()).toEqual(['Anna', 'Bruno']);
    expect(await pendingCount(prefix)).toBe(0);
  });

  it('when a consumer stops before applying what it read, then the next one applies it', async () => {
    const prefix = newPrefix();
    const first = startRecorder({ prefix });
    first.failNext(Number.POSITIVE_INFINITY);
    await appendUserEvent(redis, prefix, eventFor('Anna', 1));
    await eventually(async () => (await pendingCount(prefix)) === 1);
    await first.stop();

    const second = startRecorder({ prefix });
    await appendUserEvent(redis, prefix, eventFor('Bruno', 2));
    await eventually(() => second.applied.length === 1);
    await second.stop();

    // Anna's entry is still the stopped consumer's: a live one takes it over once it is abandoned.
    expect(first.applied).toEqual([]);
    expect(second.names()).toEqual(['Bruno']);
    expect(await pendingCount(prefix)).toBe(1);
  });

  it('when an entry is not a valid event, then it is acknowledged and the events after it still arrive', async () => {
    const prefix = newPrefix();
    const recorder = startRecorder({ prefix });

    await redis.xadd(userEventsStreamKey(prefix), '*', 'event', '{"type":"user.deleted"}');
    await redis.xadd(userEventsStreamKey(prefix), '*', 'event', 'not json');
    await appendUserEvent(redis, prefix, eventFor('Anna', 3));
    await eventually(() => recorder.applied.length === 1);
    await recorder.stop();

    expect(recorder.names()).toEqual(['Anna']);
    expect(await pendingCount(prefix)).toBe(0);
  });

  it('when stopped while waiting for events, then it returns without waiting out its read and leaves no reader behind', async () => {
    const prefix = newPrefix();
    const group = `stopping-${randomUUID()}`;
    const recorder = startRecorder({ prefix, group });
    await appendUserEvent(redis, prefix, eventFor('Anna', 1));
    await eventually(() => recorder.applied.length === 1);
    const isReading = async () =>
      ((await redis.client('LIST')) as string)
        .split('\n')
        .some((line) => line.includes(`name=user-events:${group} `) && line.includes('cmd=xreadgroup'));
    await eventually(isReading);

    // The blocked read lasts 5 s; stop must not wait for it.
    const outcome = await Promise.race([
      recorder.stop().then(() => 'stopped'),
      sleep(4_000, 'still waiting', { ref: false }),
    ]);

    expect(outcome).toBe('stopped');
    await eventually(async () => !(await isReading()));
  });
});

describe('consuming lesson events', () => {
  it('when user and lesson events are appended, then each consumer gets only its own stream, with the same group name', async () => {
    const prefix = newPrefix();
    const users = startRecorder({ prefix, group: 'learning' });
    const lessons: LessonEvent[] = [];
    const consumer = consumeLessonEvents({
      redis,
      prefix,
      group: 'learning',
      logger,
      apply: async (event) => void lessons.push(event),
    });
    const lesson: LessonEvent = {
      type: 'lesson.upserted',
      version: 1,
      lesson: {
        id: 'booking-1',
        studentId: null,
        startsAt: '2026-12-01T09:00:00.000Z',
        endsAt: '2026-12-01T10:00:00.000Z',
        durationMinutes: 60,
        title: 'Single Lesson (60 min)',
        cancelledAt: null,
        attendedAt: null,
      },
      occurredAt: '2026-11-27T09:00:00.000Z',
    };

    await appendLessonEvent(redis, prefix, lesson);
    await appendUserEvent(redis, prefix, eventFor('Anna', 1));
    await eventually(() => lessons.length === 1 && users.applied.length === 1);
    await Promise.all([consumer.stop(), users.stop()]);

    expect(lessons).toEqual([lesson]);
    expect(users.names()).toEqual(['Anna']);
  });
});

describe('consuming user events while Redis restarts', () => {
  it('when Redis comes back empty, then the consumer re-creates its group and gets new events', async () => {
    const own = await startOwnRedis();
    const ownClient = createRedis(own.url, logger);
    await whenRedisConnected(ownClient);
    const prefix = newPrefix();
    const recorder = startRecorder({ redis: ownClient, prefix });
    try {
      await eventually(async () => (await ownClient.exists(userEventsStreamKey(prefix))) === 1);

      await own.stop();
      await own.restart();
      await eventually(() => ownClient.status === 'ready');
      await eventually(async () => (await ownClient.exists(userEventsStreamKey(prefix))) === 1);
      await appendUserEvent(ownClient, prefix, eventFor('Anna', 1));
      await eventually(() => recorder.applied.length === 1);

      expect(recorder.names()).toEqual(['Anna']);
    } finally {
      await recorder.stop();
      ownClient.disconnect();
      await own.close();
    }
  }, 30_000);
});
