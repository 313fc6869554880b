import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { MAIL_QUEUE } from '@lezioni/contracts';
import { createDb, createMailQueue, createRedis, migrateToLatest, type Redis } from '@lezioni/service-kit';
import { silentLogger, testDatabaseUrl, testKeys, testRedisUrl } from '@lezioni/service-kit/testing';
import type { TidyCalFake } from '@lezioni/tidycal-fake';
import { createBookingDeps } from '../app';
import { loadConfig } from '../config';
import type { Database, Db } from '../data/db';
import { migrations } from '../data/migrations';

/**
 * The calendar's use cases on a schema of the test file's own (so parallel files never share the
 * calendar copy or its sync state), the run's Redis, a mail queue under a prefix of its own, and
 * TidyCal played by `fake` (none: no calendar connected).
 */
export async function openBookingTestDeps(options: { fake?: TidyCalFake; redisUrl?: string } = {}) {
  const schema = `booking_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const db: Db = createDb<Database>({ url: testDatabaseUrl(), schema, max: 4 });
  await migrateToLatest(db, schema, migrations);
  const logger = silentLogger();
  const redisUrl = options.redisUrl ?? testRedisUrl();
  const redis: Redis = createRedis(redisUrl, logger);
  const prefix = `test-booking-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const config = loadConfig({
    JWT_PUBLIC_KEY: testKeys().publicKey,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    TIDYCAL_RETRY_BASE_MS: '20',
    ...(options.fake ? { TIDYCAL_API_URL: options.fake.url, TIDYCAL_API_TOKEN: options.fake.token } : {}),
  });
  const mailQueue = createMailQueue(redis, prefix);
  const deps = createBookingDeps({ config, db, redis, logger }, mailQueue);
  const inspector = new Queue(MAIL_QUEUE, { connection: { url: testRedisUrl() }, prefix });

  return {
    deps,
    db,
    redis,
    /** The mail queue as the mailer would see it. */
    mailJobs: inspector,
    async close() {
      await mailQueue.close();
      await inspector.obliterate({ force: true }).catch(() => undefined);
      await inspector.close();
      redis.disconnect();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}
export type BookingTestDeps = Awaited<ReturnType<typeof openBookingTestDeps>>;
