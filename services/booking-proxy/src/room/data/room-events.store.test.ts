import { randomUUID } from 'node:crypto';
import { closeRedis, createRedis, whenRedisConnected, type Redis } from '@lezioni/service-kit';
import { silentLogger, testRedisUrl } from '@lezioni/service-kit/testing';
import { createRoomEventsStore, type RoomEventsStore } from './room-events.store';

let redis: Redis;
let store: RoomEventsStore;
const prefix = `test-room-${randomUUID().slice(0, 8)}`;
beforeAll(async () => {
  redis = createRedis(testRedisUrl(), silentLogger());
  await whenRedisConnected(redis);
  store = createRoomEventsStore(redis, prefix, silentLogger());
});
afterAll(async () => {
  store.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await closeRedis(redis);
});

describe('who is present in a room', () => {
  it('when a connection was not renewed in time (its replica died), then its user is no longer present', async () => {
    const bookingId = `tc-${randomUUID()}`;
    await store.join(bookingId, 'student-1', 'c1', 60_000);
    await store.join(bookingId, 'teacher-1', 'c2', 60_000);
    // The teacher's second tab: its replica died, and its lapse time has passed.
    await store.markPresent(bookingId, 'teacher-1', 'c3', -1);
    const bothPresent = await store.presentIds(bookingId);

    await store.leave(bookingId, 'teacher-1', 'c2');

    expect(bothPresent).toEqual(['student-1', 'teacher-1']);
    expect(await store.presentIds(bookingId)).toEqual(['student-1']);
  });
});

describe('stays in a room', () => {
  it("when a user opens several connections at once, then one stay begins, and it ends with the user's last connection", async () => {
    const bookingId = `tc-${randomUUID()}`;
    const joined = await Promise.all(['c1', 'c2', 'c3'].map((id) => store.join(bookingId, 'student-1', id, 60_000)));

    const lastOnes = [
      await store.leave(bookingId, 'student-1', 'c3'),
      await store.leave(bookingId, 'student-1', 'c1'),
      await store.leave(bookingId, 'student-1', 'c2'),
    ];
    const comingBack = await store.join(bookingId, 'student-1', 'c4', 60_000);

    expect(joined.filter((stay) => stay.isNew)).toHaveLength(1);
    expect(new Set(joined.map((stay) => stay.stayId)).size).toBe(1);
    expect(lastOnes).toEqual([false, false, true]);
    expect(comingBack).toEqual({ stayId: 'c4', isNew: true });
  });

  it("when a user's only connection lapsed (its replica died), then their next connection begins a new stay", async () => {
    const bookingId = `tc-${randomUUID()}`;
    await store.join(bookingId, 'student-1', 'c1', 60_000);
    await store.markPresent(bookingId, 'student-1', 'c1', -1);

    expect(await store.join(bookingId, 'student-1', 'c2', 60_000)).toEqual({ stayId: 'c2', isNew: true });
  });
});
