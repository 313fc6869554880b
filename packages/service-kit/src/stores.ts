import type { Kysely, Migration } from 'kysely';
import type { z } from 'zod';
import type { STORES_ENV } from './config';
import { createDb, migrateToLatest } from './db';
import { createLogger, type Logger } from './logger';
import { closeRedis, createRedis, whenRedisConnected, type Redis } from './redis';

type StoresConfig = z.infer<z.ZodObject<typeof STORES_ENV>>;

export type Stores<DB> = {
  logger: Logger;
  /** The pool, bound to the service's schema. */
  db: Kysely<DB>;
  redis: Redis;
  /** Lets go of the pool and the Redis client: call after whatever still uses them has stopped. */
  close: () => Promise<void>;
};

/**
 * What a service with a schema opens at start, in this order: its logger, its pool, its
 * migrations (with MIGRATE_AT_START), its Redis client, then a short wait for Redis's first
 * connection (whenRedisConnected). A service that must listen for that connection first (auth
 * republishes revocations on it) passes `isRedisAwaited: false` and waits itself once it listens.
 */
export async function openStores<DB>(options: {
  name: string;
  config: StoresConfig;
  schema: string;
  migrations: Record<string, Migration>;
  isRedisAwaited?: boolean;
}): Promise<Stores<DB>> {
  const { config, schema } = options;
  const logger = createLogger(options.name, config.LOG_LEVEL);
  const db = createDb<DB>({ url: config.DATABASE_URL, schema });
  if (config.MIGRATE_AT_START) await migrateToLatest(db, schema, options.migrations);
  const redis = createRedis(config.REDIS_URL, logger);
  if (options.isRedisAwaited ?? true) await whenRedisConnected(redis);
  return {
    logger,
    db,
    redis,
    async close() {
      await Promise.all([db.destroy(), closeRedis(redis)]);
    },
  };
}
