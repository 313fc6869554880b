import type { Role, RoomEvent, Signal } from '@lezioni/contracts';
import { createFanOut, type Logger, type Redis } from '@lezioni/service-kit';

/**
 * What travels on a room's channel: presence and page updates for everyone in it, a signal for the
 * other side's streams.
 */
export type RoomMessage =
  | { type: 'presence'; presentIds: string[] }
  | { type: 'page'; update: string }
  | { type: 'signal'; fromId: string; toRole: Role; signal: Signal };
export type { RoomEvent };

// Presence members are `<userId> <connectionId>`; a user is present while one of theirs has not lapsed.
const LUA_IS_PRESENT = `
local function isPresent(key, userId)
  for _, member in ipairs(redis.call('ZRANGE', key, 0, -1)) do
    if string.sub(member, 1, #userId + 1) == userId .. ' ' then return true end
  end
  return false
end
`;

/**
 * Marks the connection present (KEYS[1], lapsing at ARGV[2]) and answers the user's stay it belongs
 * to (KEYS[2], by user): the one under way while another of their connections is present, else a
 * new one, this connection's id. `{isNew, stayId}`: a new stay is recorded, once.
 */
const JOIN_SCRIPT = `${LUA_IS_PRESENT}
local now, lapsesAt, userId, connectionId = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local stayId = isPresent(KEYS[1], userId) and redis.call('HGET', KEYS[2], userId)
local isNew = 0
if not stayId then
  stayId, isNew = connectionId, 1
  redis.call('HSET', KEYS[2], userId, stayId)
end
redis.call('ZADD', KEYS[1], lapsesAt, userId .. ' ' .. connectionId)
for i = 1, 2 do
  redis.call('PEXPIREAT', KEYS[i], lapsesAt, 'NX')
  redis.call('PEXPIREAT', KEYS[i], lapsesAt, 'GT')
end
return {isNew, stayId}
`;

/** Takes the connection out of presence: 1 when it was the user's last one present (their stay ends), else 0. */
const LEAVE_SCRIPT = `${LUA_IS_PRESENT}
local now, userId, connectionId = ARGV[1], ARGV[2], ARGV[3]
redis.call('ZREM', KEYS[1], userId .. ' ' .. connectionId)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if isPresent(KEYS[1], userId) then return 0 end
redis.call('HDEL', KEYS[2], userId)
return 1
`;

/**
 * The lesson rooms' events over Redis pub/sub, one channel per room, and who is present in each (a
 * sorted set of connections scored by when each lapses), with each present user's stay: a signal
 * posted on one replica reaches the stream held by another, a replica that dies leaves no ghost once
 * its connections lapse, and a user's several streams are one stay (ARCHITECTURE D14, D23).
 */
export function createRoomEventsStore(redis: Redis, prefix: string, logger: Logger) {
  const fanOut = createFanOut<RoomMessage>(redis, `${prefix}:room:events:`, logger, 'room events');
  const presenceKey = (bookingId: string) => `${prefix}:room:present:${bookingId}`;
  const staysKey = (bookingId: string) => `${prefix}:room:stays:${bookingId}`;
  /** The users with a connection to the room that has not lapsed, each once, sorted. */
  const presentIds = async (bookingId: string): Promise<string[]> => {
    const key = presenceKey(bookingId);
    const [, members] = (await redis.multi().zremrangebyscore(key, '-inf', Date.now()).zrange(key, 0, -1).exec()) ?? [
      [null],
      [null, []],
    ];
    const connections = (members?.[1] ?? []) as string[];
    return [...new Set(connections.map((member) => member.split(' ')[0]!))].sort();
  };

  return {
    /** Sends a message to every stream of the room, on any replica. Rejects while Redis is away. */
    publish: (bookingId: string, message: RoomMessage) => fanOut.publish(bookingId, message),
    /** Subscribes to the room's channel; resolves once Redis confirmed it, or once it is wanted (Redis away). */
    listen: (bookingId: string) => fanOut.listen(bookingId),
    unlisten: (bookingId: string) => fanOut.unlisten(bookingId),
    onMessage: fanOut.onMessage,

    /**
     * A connection of the user joins, present until `ttlMs` from now: the user's stay it belongs to,
     * new (begun by it) or under way (another of their connections is present).
     */
    async join(
      bookingId: string,
      userId: string,
      connectionId: string,
      ttlMs: number,
    ): Promise<{ stayId: string; isNew: boolean }> {
      const now = Date.now();
      const [isNew, stayId] = (await redis.eval(
        JOIN_SCRIPT,
        2,
        presenceKey(bookingId),
        staysKey(bookingId),
        now,
        now + ttlMs,
        userId,
        connectionId,
      )) as [number, string];
      return { stayId, isNew: isNew === 1 };
    },

    /** Keeps a connection of the user present until `ttlMs` from now. */
    async markPresent(bookingId: string, userId: string, connectionId: string, ttlMs: number): Promise<void> {
      const lapsesAt = Date.now() + ttlMs;
      // The keys outlive their latest member (and go with the room): NX sets a first expiry, GT only lengthens it.
      const renew = redis.multi().zadd(presenceKey(bookingId), lapsesAt, `${userId} ${connectionId}`);
      for (const key of [presenceKey(bookingId), staysKey(bookingId)])
        renew.pexpireat(key, lapsesAt, 'NX').pexpireat(key, lapsesAt, 'GT');
      await renew.exec();
    },

    /** A connection leaves: true when it was the user's last one present, whose stay ends with it. */
    async leave(bookingId: string, userId: string, connectionId: string): Promise<boolean> {
      const wasLast = await redis.eval(
        LEAVE_SCRIPT,
        2,
        presenceKey(bookingId),
        staysKey(bookingId),
        Date.now(),
        userId,
        connectionId,
      );
      return wasLast === 1;
    },

    presentIds,

    /** Tells every stream of the room who is present now. Rejects while Redis is away. */
    async announcePresence(bookingId: string): Promise<void> {
      await fanOut.publish(bookingId, { type: 'presence', presentIds: await presentIds(bookingId) });
    },

    close: fanOut.close,
  };
}
export type RoomEventsStore = ReturnType<typeof createRoomEventsStore>;
