import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * Wait before the next reconnect: short and capped, so a restarted Redis is used again within 2 s.
 * (BullMQ's own default grows to 20 s, and a worker closed while waiting hangs until it ends.)
 */
export const redisRetryDelayMs = (attempt: number) => Math.min(attempt * 200, 2_000);
const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * A Redis client that fails fast while Redis is away (no offline queue, short timeouts) and keeps
 * reconnecting on its own, so callers can degrade instead of hanging (ARCHITECTURE D2).
 */
export function createRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: redisRetryDelayMs,
    // Commands issued in the same tick (many polls' session checks under load) leave in one write.
    enableAutoPipelining: true,
  });
  let lastLoggedAt = 0;
  redis.on('error', (err) => {
    // ioredis reports every failed reconnect; one line per interval is enough for an operator.
    if (Date.now() - lastLoggedAt > ERROR_LOG_INTERVAL_MS) {
      lastLoggedAt = Date.now();
      logger.warn({ err: err.message }, 'redis unavailable');
    }
  });
  redis.on('ready', () => {
    if (lastLoggedAt) logger.info('redis available again');
    lastLoggedAt = 0;
  });
  return redis;
}

export async function pingRedis(redis: Redis): Promise<void> {
  await redis.ping();
}
export type { Redis };

/** Closes politely (pending replies first), or at once when Redis is away and cannot answer. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}

const REDIS_START_WAIT_MS = 2_000;

/**
 * Resolves once Redis is connected, or after a short wait. Sessions are checked against Redis,
 * which fails fast while not connected: waiting for the first connection keeps a service's first
 * requests from being 503s. Past the wait it starts anyway and serves what it can (ARCHITECTURE D2).
 */
export function whenRedisConnected(redis: Redis, timeoutMs = REDIS_START_WAIT_MS): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}
