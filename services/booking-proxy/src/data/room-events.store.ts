import type { Role, RoomEvent, Signal } from '@lezioni/contracts';
import { createFanOut, type Logger, type Redis } from '@lezioni/service-kit';

/** What travels on a room's channel: presence for everyone in it, a signal for the other side's streams. */
export type RoomMessage =
  { type: 'presence'; presentIds: string[] } | { type: 'signal'; fromId: string; toRole: Role; signal: Signal };
export type { RoomEvent };

/**
 * The lesson rooms' events over Redis pub/sub, one channel per room, and who is present in each (a
 * sorted set of connections scored by when each lapses): a signal posted on one replica reaches the
 * stream held by another, and a replica that dies leaves no ghost once its connections lapse
 * (ARCHITECTURE D14, D23).
 */
export function createRoomEventsStore(redis: Redis, prefix: string, logger: Logger) {
  const fanOut = createFanOut<RoomMessage>(redis, `${prefix}:room:events:`, logger, 'room events');
  const presenceKey = (bookingId: string) => `${prefix}:room:present:${bookingId}`;

  return {
    /** Sends a message to every stream of the room, on any replica. Rejects while Redis is away. */
    publish: (bookingId: string, message: RoomMessage) => fanOut.publish(bookingId, message),
    /** Subscribes to the room's channel; resolves once Redis confirmed it, or once it is wanted (Redis away). */
    listen: (bookingId: string) => fanOut.listen(bookingId),
    unlisten: (bookingId: string) => fanOut.unlisten(bookingId),
    onMessage: fanOut.onMessage,

    /** Marks a connection of the user present until `ttlMs` from now (called again to keep it so). */
    async markPresent(bookingId: string, userId: string, connectionId: string, ttlMs: number): Promise<void> {
      const key = presenceKey(bookingId);
      const lapsesAt = Date.now() + ttlMs;
      // The key outlives its latest member (and goes with the room): NX sets a first expiry, GT only lengthens it.
      await redis
        .multi()
        .zadd(key, lapsesAt, `${userId} ${connectionId}`)
        .pexpireat(key, lapsesAt, 'NX')
        .pexpireat(key, lapsesAt, 'GT')
        .exec();
    },

    async markAbsent(bookingId: string, userId: string, connectionId: string): Promise<void> {
      await redis.zrem(presenceKey(bookingId), `${userId} ${connectionId}`);
    },

    /** The users with a connection to the room that has not lapsed, each once, sorted. */
    async presentIds(bookingId: string): Promise<string[]> {
      const key = presenceKey(bookingId);
      const [, members] = (await redis.multi().zremrangebyscore(key, '-inf', Date.now()).zrange(key, 0, -1).exec()) ?? [
        [null],
        [null, []],
      ];
      const connections = (members?.[1] ?? []) as string[];
      return [...new Set(connections.map((member) => member.split(' ')[0]!))].sort();
    },

    close: fanOut.close,
  };
}
export type RoomEventsStore = ReturnType<typeof createRoomEventsStore>;
