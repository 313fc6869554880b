import pg from 'pg';
import { Redis } from 'ioredis';
import { isTestContainersRun, startTestContainers } from './containers';
import { adminDatabaseUrl, testDatabaseName } from './test-database';

/**
 * One fresh database per test run (ARCHITECTURE D11); dropped again by global-teardown. With
 * TEST_CONTAINERS=1 on PostgreSQL and Redis in containers of the run's own (containers.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (isTestContainersRun()) {
    const { adminDatabaseUrl, redisUrl } = await startTestContainers();
    // Workers start after global setup, so they inherit these.
    process.env.TEST_DATABASE_ADMIN_URL = adminDatabaseUrl;
    process.env.REDIS_URL = redisUrl;
  }
  const name = testDatabaseName();
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `Tests need PostgreSQL at ${adminDatabaseUrl()} (set TEST_DATABASE_ADMIN_URL): ${(err as Error).message}`,
    );
  }
  await client.query(`create database "${name}"`);
  await client.end();

  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(
      `Tests need Redis at ${process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'} (set REDIS_URL): ${(err as Error).message}`,
    );
  } finally {
    redis.disconnect();
  }

  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  // Workers start after global setup, so they inherit this.
  process.env.TEST_DATABASE_URL = url.toString();
}
