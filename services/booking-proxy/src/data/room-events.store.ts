import type { Role, RoomEvent, Signal } from '@lezioni/contracts';
import type { Logger, Redis } from '@lezioni/service-kit';

/** What travels on a room's channel: presence for everyone in it, a signal for the other side's streams. */
export type RoomMessage =
  { type: 'presence'; presentIds: string[] } | { type: 'signal'; fromId: string; toRole: Role; signal: Signal };
export type { RoomEvent };

/** How long `listen` waits for a (re)connecting subscriber before letting the stream open anyway. */
const SUBSCRIBE_WAIT_MS = 2_000;
const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * The lesson rooms' events over Redis pub/sub, one channel per room, and who is present in each (a
 * sorted set of connections scored by when each lapses): a signal posted on one replica reaches the
 * stream held by another, and a replica that dies leaves no ghost once its connections lapse. One
 * subscriber connection per process, as chat's events store (ARCHITECTURE D14, D23).
 */
export function createRoomEventsStore(redis: Redis, prefix: string, logger: Logger) {
  const channelPrefix = `${prefix}:room:events:`;
  const channelOf = (bookingId: string) => `${channelPrefix}${bookingId}`;
  const presenceKey = (bookingId: string) => `${prefix}:room:present:${bookingId}`;
  let subscriber: Redis | undefined;
  const wanted = new Set<string>();
  const handlers: Array<(bookingId: string, message: RoomMessage) => void> = [];

  const connectSubscriber = (): Redis => {
    const connection = redis.duplicate({ autoResubscribe: false });
    let lastLoggedAt = 0;
    connection.on('error', (err: Error) => {
      if (Date.now() - lastLoggedAt > ERROR_LOG_INTERVAL_MS) {
        lastLoggedAt = Date.now();
        logger.warn({ err: err.message }, 'room events: redis subscriber unavailable');
      }
    });
    connection.on('ready', () => {
      if (wanted.size > 0) connection.subscribe(...wanted).catch(() => undefined);
    });
    connection.on('message', (channel: string, payload: string) => {
      let message: RoomMessage;
      try {
        message = JSON.parse(payload) as RoomMessage;
      } catch {
        logger.warn({ channel }, 'room events: payload is not JSON, dropped');
        return;
      }
      for (const handle of handlers) handle(channel.slice(channelPrefix.length), message);
    });
    return connection;
  };

  const whenReady = (connection: Redis): Promise<boolean> => {
    if (connection.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        connection.off('ready', onReady);
        resolve(false);
      }, SUBSCRIBE_WAIT_MS);
      connection.once('ready', onReady);
    });
  };

  return {
    /** Sends a message to every stream of the room, on any replica. Rejects while Redis is away. */
    async publish(bookingId: string, message: RoomMessage): Promise<void> {
      await redis.publish(channelOf(bookingId), JSON.stringify(message));
    },

    /** Subscribes to the room's channel; resolves once Redis confirmed it, or once it is wanted (Redis away). */
    async listen(bookingId: string): Promise<void> {
      const channel = channelOf(bookingId);
      wanted.add(channel);
      subscriber ??= connectSubscriber();
      const connection = subscriber;
      if (!(await whenReady(connection)) || !wanted.has(channel)) return;
      await connection.subscribe(channel).catch((err: unknown) => {
        logger.warn({ err: (err as Error).message, channel }, 'room events: subscribe failed, retried on reconnect');
      });
    },

    async unlisten(bookingId: string): Promise<void> {
      const channel = channelOf(bookingId);
      wanted.delete(channel);
      if (subscriber?.status === 'ready') await subscriber.unsubscribe(channel).catch(() => undefined);
    },

    onMessage(handle: (bookingId: string, message: RoomMessage) => void): void {
      handlers.push(handle);
    },

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

    close(): void {
      wanted.clear();
      subscriber?.disconnect();
      subscriber = undefined;
    },
  };
}
export type RoomEventsStore = ReturnType<typeof createRoomEventsStore>;
