import { sql } from 'kysely';
import { createDb, createRedis, migrateToLatest } from '@lezioni/service-kit';
import {
  sessionPrefix,
  silentLogger,
  testDatabaseUrl,
  testKeys,
  testMailLinkKeys,
  testRedisUrl,
  testVapidKeys,
} from '@lezioni/service-kit/testing';
import { createApp, createAuthDeps } from '../app';
import { loadConfig } from '../config';
import { AUTH_SCHEMA, type Database } from '../data/db';
import { migrations } from '../data/migrations';
import type { AuthDeps } from '../domain/deps';

/**
 * auth's use cases and app as the service builds them, on the run's database and Redis, under a
 * prefix of the file's own (limit counters apart from any platform on this Redis) where sessions are
 * accepted. `appWith` serves the same routes on other deps: the service's own, with a step a test
 * holds.
 */
export async function openAuthTestApp(env: Record<string, string> = {}) {
  const logger = silentLogger();
  const db = createDb<Database>({ url: testDatabaseUrl(), schema: AUTH_SCHEMA, max: 4 });
  await migrateToLatest(db, AUTH_SCHEMA, migrations);
  const redis = createRedis(testRedisUrl(), logger);
  const config = loadConfig({
    JWT_PUBLIC_KEY: testKeys().publicKey,
    JWT_PRIVATE_KEY: testKeys().privateKey,
    MAIL_LINK_PUBLIC_KEY: testMailLinkKeys().publicKey,
    VAPID_PUBLIC_KEY: testVapidKeys().publicKey,
    VAPID_PRIVATE_KEY: testVapidKeys().privateKey,
    ADMIN_EMAIL: 'unused@example.com',
    ADMIN_PASSWORD: 'unused-password',
    ADMIN_NAME: 'Unused',
    REDIS_PREFIX: await sessionPrefix(),
    ...env,
  });
  const stores = { config, db, redis, logger };
  const deps = createAuthDeps(stores);

  return {
    db,
    deps,
    app: createApp(stores, deps),
    appWith: (other: AuthDeps) => createApp(stores, other),
    /** Whether a statement of auth's that starts with `statement` waits for a lock another transaction holds. */
    async isWaitingForLock(statement: string): Promise<boolean> {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query like ${`${statement}%`}
      `.execute(db);
      return rows[0]!.waiting > 0;
    },
    async close() {
      await db.destroy();
      redis.disconnect();
    },
  };
}
