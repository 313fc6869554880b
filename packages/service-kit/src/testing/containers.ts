/**
 * PostgreSQL and Redis in containers for a test run (`TEST_CONTAINERS=1`, issue 41): global-setup
 * starts them with testcontainers from the images the compose file uses, global-teardown stops them.
 * Without it the tests use the machine's own (127.0.0.1:5432 and :6379).
 */

// The compose file's images. Where no registry answers, infra/docker/local-images.sh makes stand-ins
// under the same names; testcontainers pulls only an image that is not here.
const POSTGRES_IMAGE = process.env.TEST_POSTGRES_IMAGE ?? 'postgres:15-bookworm';
const REDIS_IMAGE = process.env.TEST_REDIS_IMAGE ?? 'redis:7-bookworm';
const POSTGRES_PASSWORD = 'postgres';

// Setup and teardown are loaded apart by Jest, in one process: what setup started is kept here.
const STARTED = Symbol.for('lezioni.testContainers');
type Stoppable = { stop(): Promise<unknown> };
const started = globalThis as { [STARTED]?: Stoppable[] };

export const isTestContainersRun = () => process.env.TEST_CONTAINERS === '1';

/** Starts a PostgreSQL and a Redis container; answers the addresses the tests reach them at. */
export async function startTestContainers(): Promise<{ adminDatabaseUrl: string; redisUrl: string }> {
  const { ImageName, getContainerRuntimeClient } = await import('testcontainers');
  let client: Awaited<ReturnType<typeof getContainerRuntimeClient>>;
  try {
    client = await getContainerRuntimeClient();
  } catch (err) {
    throw new Error(`TEST_CONTAINERS=1 needs a Docker engine that answers: ${(err as Error).message}`);
  }
  // Ryuk removes a killed run's containers, but only where its image is here: with no registry it
  // cannot be pulled, and the teardown stops the containers anyway. TESTCONTAINERS_RYUK_DISABLED wins.
  if (process.env.TESTCONTAINERS_RYUK_DISABLED === undefined) {
    const { REAPER_IMAGE } = await import('testcontainers/build/reaper/reaper');
    const hasRyuk = await client.image.exists(ImageName.fromString(REAPER_IMAGE));
    process.env.TESTCONTAINERS_RYUK_DISABLED = String(!hasRyuk);
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { RedisContainer } = await import('@testcontainers/redis');
  const [postgres, redis] = await Promise.allSettled([
    new PostgreSqlContainer(POSTGRES_IMAGE)
      .withUsername('postgres')
      .withPassword(POSTGRES_PASSWORD)
      .withDatabase('postgres')
      .start(),
    // As the official image runs it: a Redis built by Debian refuses other hosts in protected mode.
    new RedisContainer(REDIS_IMAGE).withCommand(['redis-server', '--protected-mode', 'no']).start(),
  ]);
  started[STARTED] = [postgres, redis].flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (postgres.status === 'rejected' || redis.status === 'rejected') {
    // Jest runs no teardown after a failed setup.
    await stopTestContainers();
    const failure = postgres.status === 'rejected' ? postgres.reason : (redis as PromiseRejectedResult).reason;
    throw new Error(`TEST_CONTAINERS=1: a container did not start: ${(failure as Error).message}`);
  }
  return { adminDatabaseUrl: postgres.value.getConnectionUri(), redisUrl: redis.value.getConnectionUrl() };
}

/** Stops (and removes) what startTestContainers started. */
export async function stopTestContainers(): Promise<void> {
  await Promise.all((started[STARTED] ?? []).map((container) => container.stop()));
  delete started[STARTED];
}
