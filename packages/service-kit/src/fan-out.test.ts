import { randomUUID } from 'node:crypto';
import { closeRedis, createRedis, whenRedisConnected, type Redis } from './redis';
import { silentLogger, testRedisUrl } from './testing';
import { createFanOut, type FanOut } from './fan-out';

type Note = { text: string };
let redis: Redis;
let other: Redis;
let here: FanOut<Note>;
let there: FanOut<Note>;
const prefix = `test-fan-out-${randomUUID().slice(0, 8)}:`;

beforeAll(async () => {
  redis = createRedis(testRedisUrl(), silentLogger());
  other = createRedis(testRedisUrl(), silentLogger());
  await Promise.all([whenRedisConnected(redis), whenRedisConnected(other)]);
  // Two processes' worth: each its own client and its own subscriber connection.
  here = createFanOut<Note>(redis, prefix, silentLogger(), 'test');
  there = createFanOut<Note>(other, prefix, silentLogger(), 'test');
});
afterAll(async () => {
  here.close();
  there.close();
  await Promise.all([closeRedis(redis), closeRedis(other)]);
});

/** Resolves with the next message `fanOut` hears on `name`. */
const nextOn = (fanOut: FanOut<Note>, name: string) =>
  new Promise<Note>((resolve) => fanOut.onMessage((heard, message) => heard === name && resolve(message)));

describe('a message fanned out through Redis', () => {
  it('when published by one replica, then the replica listening to that name hears it, by name', async () => {
    await there.listen('room-a');
    const heard = nextOn(there, 'room-a');

    await here.publish('room-b', { text: 'not for room a' });
    await here.publish('room-a', { text: 'ciao' });

    expect(await heard).toEqual({ text: 'ciao' });
  });

  it('when the subscriber connection was cut, then it subscribes again by itself and hears what follows', async () => {
    await there.listen('room-c');
    // Only this test's subscribers (named by their prefix): other tests' connections are left alone.
    const subscriberIds = ((await redis.client('LIST')) as string)
      .split('\n')
      .filter((line) => line.includes(` name=${prefix}subscriber `))
      .map((line) => /id=(\d+)/.exec(line)![1]!);
    for (const id of subscriberIds) await redis.client('KILL', 'ID', id);
    const heard = nextOn(there, 'room-c');

    // Published until the reconnected subscriber hears one: what is sent while it is away is lost.
    let delivered = 0;
    while (delivered === 0) delivered = await redis.publish(`${prefix}room-c`, JSON.stringify({ text: 'again' }));

    expect(subscriberIds.length).toBeGreaterThan(0);
    expect(await heard).toEqual({ text: 'again' });
  });
});
