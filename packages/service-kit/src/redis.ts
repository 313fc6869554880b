import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const REDIS_COMMAND_TIMEOUT_MS = 1_000;
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
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
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
