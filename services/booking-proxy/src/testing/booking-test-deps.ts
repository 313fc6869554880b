import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { MAIL_QUEUE, type PackageId } from '@lezioni/contracts';
import {
  closeRedis,
  createDb,
  createMailQueue,
  createRedis,
  endRevokedStreams,
  lessonEventsStreamKey,
  migrateToLatest,
  userEventsStreamKey,
  whenRedisConnected,
} from '@lezioni/service-kit';
import { sessionPrefix, silentLogger, testDatabaseUrl, testKeys, testRedisUrl } from '@lezioni/service-kit/testing';
import { startStripeFake, type StripeFake } from '@lezioni/stripe-fake';
import { startTidyCalFake, type TidyCalFake, type TidyCalFakeOptions } from '@lezioni/tidycal-fake';
import { createApp, createBookingDeps, type NetworkEdges } from '../app';
import { loadConfig } from '../config';
import { BOOKING_SCHEMA, type Database } from '../shared/data/db';
import { migrations } from '../migrations';
import { createRoomHub } from '../room/domain/room-live';
import { createQueuesDashboard } from '../jobs/queues-dashboard';
import { SYNC_QUEUE } from '../jobs/sync.job';
import { BUSY_CALENDAR_QUEUE } from '../jobs/busy-calendar.job';
import { startCardCheckout } from '../payments/domain/payments';
import { testRowsIn } from './test-rows';

type TestDepsOptions = {
  /** TidyCal; none: no calendar connected. */
  fake?: TidyCalFake;
  /** The run's Redis unless given. */
  redisUrl?: string;
  /** The schema the running service uses (kept at close, as the service owns it) instead of one of the file's own. */
  inServiceSchema?: boolean;
  /** More of booking-proxy's environment (limits, the room's ICE servers). */
  env?: Record<string, string>;
  /** DNS answers, socket opening and the loopback fixtures let through, where her calendar's address is read. */
  network?: NetworkEdges;
  /**
   * Migrates in two steps, as a deployment upgrading would: the migrations named before `before`,
   * then `seed` writes the rows the service had then, then the rest.
   */
  upgrade?: { before: string; seed: (rows: ReturnType<typeof testRowsIn>) => Promise<void> };
};

/**
 * booking-proxy's use cases as the service builds them, on a schema of the test file's own: parallel
 * files never share the calendar copy or its sync state, and a settlement covers every student, so
 * one file's clock must not expire another file's credits. Queues go under a Redis prefix of its own
 * where sessions are accepted. With the row helpers of test-rows.ts.
 */
export async function openBookingTestDeps(options: TestDepsOptions = {}) {
  const schema = options.inServiceSchema ? BOOKING_SCHEMA : `${BOOKING_SCHEMA}_test_${randomUUID().slice(0, 8)}`;
  const db = createDb<Database>({ url: testDatabaseUrl(), schema, max: 12 });
  if (options.upgrade) {
    const { before, seed } = options.upgrade;
    await migrateToLatest(db, schema, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < before)));
    await seed(testRowsIn(db));
  }
  await migrateToLatest(db, schema, migrations);
  const logger = silentLogger();
  const redisUrl = options.redisUrl ?? testRedisUrl();
  const redis = createRedis(redisUrl, logger);
  await whenRedisConnected(redis);
  const prefix = await sessionPrefix(redisUrl);
  const config = loadConfig({
    JWT_PUBLIC_KEY: testKeys().publicKey,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    TIDYCAL_RETRY_BASE_MS: '20',
    ...(options.fake ? { TIDYCAL_API_URL: options.fake.url, TIDYCAL_API_TOKEN: options.fake.token } : {}),
    ...options.env,
  });
  const mailQueue = createMailQueue(redis, prefix);
  const appDeps = { config, db, redis, logger };
  const inspector = new Queue(MAIL_QUEUE, { connection: { url: testRedisUrl() }, prefix });

  const deps = createBookingDeps(appDeps, mailQueue, undefined, options.network);

  return {
    deps,
    appDeps,
    db,
    redis,
    ...testRowsIn(db),
    /** The mail queue as the mailer would see it. */
    mailJobs: inspector,
    async close() {
      deps.room.events.close();
      await mailQueue.close();
      await inspector.obliterate({ force: true }).catch(() => undefined);
      await inspector.close();
      // What a test's outbox relay appended under its own prefix (unless the test stopped its Redis).
      await redis.del(lessonEventsStreamKey(prefix)).catch(() => undefined);
      redis.disconnect();
      if (!options.inServiceSchema) await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}
export type BookingTestDeps = Awaited<ReturnType<typeof openBookingTestDeps>>;

/** The fakes a test file may ask booking-proxy to run against: TidyCal's (with its options) and Stripe's. */
type TestFakes = { tidycal?: TidyCalFakeOptions; stripe?: true };
type FakesOf<F extends TestFakes> = ('tidycal' extends keyof F ? { tidycal: TidyCalFake } : unknown) &
  ('stripe' extends keyof F ? { stripe: StripeFake } : unknown);

/**
 * openBookingTestDeps for a test file: opened before its tests (before each one with `each`) and
 * closed after them, with the fakes it asks for started first (TidyCal's is the calendar, Stripe's
 * takes the card payments) and stopped last. The object returned is filled in when the tests run.
 */
export function openBookingTestDepsForFile<F extends TestFakes>(
  options: TestDepsOptions & F & { each?: boolean } = {} as F,
): BookingTestDeps & FakesOf<F> {
  const { tidycal, stripe, each, ...depsOptions } = options;
  const file = {} as BookingTestDeps & { tidycal?: TidyCalFake; stripe?: StripeFake };
  (each ? beforeEach : beforeAll)(async () => {
    const fakes = {
      tidycal: tidycal ? await startTidyCalFake(tidycal) : undefined,
      stripe: stripe ? await startStripeFake() : undefined,
    };
    const test = await openBookingTestDeps({
      ...depsOptions,
      fake: fakes.tidycal ?? depsOptions.fake,
      env: {
        ...(fakes.stripe && {
          STRIPE_SECRET_KEY: fakes.stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: fakes.stripe.webhookSecret,
          STRIPE_API_URL: fakes.stripe.url,
        }),
        ...depsOptions.env,
      },
    });
    Object.assign(file, test, fakes);
  });
  (each ? afterEach : afterAll)(async () => {
    await file.close();
    await file.stripe?.close();
    await file.tidycal?.close();
  });
  return file as BookingTestDeps & FakesOf<F>;
}

/**
 * A card order of `packageId` that the student placed and paid at Stripe's fake: its credits come
 * with Stripe's webhook or the reconciliation, as for a real payment.
 */
export async function payAtStripe(
  test: BookingTestDeps & { stripe: StripeFake },
  studentId: string,
  packageId: PackageId = 'five',
) {
  const order = await startCardCheckout(test.deps, studentId, packageId, true);
  const session = [...test.stripe.sessions.values()].find((candidate) => candidate.client_reference_id === order.id)!;
  const paid = await test.stripe.pay(session.id);
  return { order, paymentIntent: paid.payment_intent! };
}

/**
 * booking-proxy's app as the service mounts it (every route behind the real session check, revoked
 * sessions' room streams ended) on openBookingTestDeps; `roomHeartbeatMs` shortens the room streams' heartbeat.
 */
export async function openBookingTestApp(options: TestDepsOptions & { roomHeartbeatMs?: number } = {}) {
  const test = await openBookingTestDeps(options);
  const { config, logger } = test.appDeps;
  const queuesDashboard = createQueuesDashboard(test.redis, config.REDIS_PREFIX, logger);
  const roomHub = createRoomHub(test.deps.room.events);
  const revokedStreams = endRevokedStreams({
    streams: roomHub,
    findRevoked: test.deps.room.findRevoked,
    intervalMs: config.EVENTS_SESSION_CHECK_MS,
    logger,
  });
  return {
    ...test,
    app: createApp(
      test.appDeps,
      test.deps,
      queuesDashboard,
      roomHub,
      options.roomHeartbeatMs ? { heartbeatMs: options.roomHeartbeatMs } : undefined,
    ),
    async close() {
      await revokedStreams.stop();
      await queuesDashboard.close();
      await test.close();
    },
  };
}

/**
 * openBookingTestApp for a test file: opened before its tests, closed after them; filled in when
 * they run. With `tidycal`, on a TidyCal fake of its own (started first, stopped last).
 */
export function openBookingTestAppForFile(
  options: Omit<NonNullable<Parameters<typeof openBookingTestApp>[0]>, 'fake'> & { tidycal?: TidyCalFakeOptions } = {},
) {
  const { tidycal, ...appOptions } = options;
  const file = {} as Awaited<ReturnType<typeof openBookingTestApp>> & { tidycal: TidyCalFake };
  beforeAll(async () => {
    const fake = tidycal ? await startTidyCalFake(tidycal) : undefined;
    Object.assign(file, await openBookingTestApp({ ...appOptions, fake }), { tidycal: fake });
  });
  afterAll(async () => {
    await file.close();
    await file.tidycal?.close();
  });
  return file;
}

/** Leaves nothing of a started service's queues and event streams in the shared Redis. */
export async function removeQueuesOf(prefix: string): Promise<void> {
  for (const name of [SYNC_QUEUE, BUSY_CALENDAR_QUEUE, MAIL_QUEUE]) {
    const queue = new Queue(name, { connection: { url: testRedisUrl() }, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
  }
  const redis = createRedis(testRedisUrl(), silentLogger());
  await whenRedisConnected(redis);
  await redis.del(userEventsStreamKey(prefix), lessonEventsStreamKey(prefix));
  await closeRedis(redis);
}
