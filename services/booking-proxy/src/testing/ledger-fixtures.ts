import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Router } from 'express';
import { sql } from 'kysely';
import { MAIL_QUEUE } from '@lezioni/contracts';
import {
  authenticate,
  closeRedis,
  createDb,
  createRedis,
  createServiceApp,
  createSessionVerifier,
  migrateToLatest,
  userEventsStreamKey,
  whenRedisConnected,
} from '@lezioni/service-kit';
import {
  sessionCookieFor,
  sessionPrefix,
  silentLogger,
  testDatabaseUrl,
  testKeys,
  testRedisUrl,
  uniqueEmail,
} from '@lezioni/service-kit/testing';
import { BOOKING_SCHEMA, type Database, type LedgerEntriesTable } from '../data/db';
import { createLedgerRepository } from '../data/ledger.repository';
import { migrations } from '../data/migrations';
import type { LedgerDeps } from '../domain/ledger';
import { SYNC_QUEUE } from '../jobs/sync.job';
import { createCreditsRouter } from '../routes/credits.routes';
import { createAdminOrdersRouter, createOrdersRouter } from '../routes/orders.routes';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * booking-proxy's migrations in a schema of this test file's own, in the run's database, with
 * helpers that write what the sync and auth's user events would. Its own schema because a
 * settlement covers every student: one file's clock must not expire another file's credits.
 * `inServiceSchema`: the schema the running service uses instead (kept, as the service owns it).
 */
export async function openLedgerTestDb(options: { inServiceSchema?: boolean } = {}) {
  const schema = options.inServiceSchema ? BOOKING_SCHEMA : `${BOOKING_SCHEMA}_test_${randomUUID().slice(0, 8)}`;
  const db = createDb<Database>({ url: testDatabaseUrl(), schema, max: 12 });
  await migrateToLatest(db, schema, migrations);

  return {
    db,
    async destroy() {
      if (!options.inServiceSchema) await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },

    /** A platform user as auth's user events leave them in the copy; a fresh id and email per call. */
    async addStudent(options: { role?: 'student' | 'admin'; name?: string } = {}) {
      const student = { id: randomUUID(), name: options.name ?? 'Anna Bianchi', email: uniqueEmail() };
      await db
        .insertInto('students')
        .values({ ...student, role: options.role ?? 'student', version: 1 })
        .execute();
      return student;
    },

    /** A lesson in the calendar copy, as the sync writes it (TidyCal's id is text). */
    async addBooking(options: { email: string; startsAt: Date; cancelledAt?: Date }): Promise<string> {
      const id = `tc-${randomUUID()}`;
      await db
        .insertInto('bookings')
        .values({
          id,
          contact_id: `contact-${options.email}`,
          booking_type_id: 'lesson-50',
          contact_email: options.email,
          contact_name: 'Anna Bianchi',
          booking_type_name: '50-minute lesson',
          duration_minutes: 50,
          starts_at: options.startsAt,
          ends_at: new Date(options.startsAt.getTime() + 50 * 60_000),
          cancelled_at: options.cancelledAt ?? null,
          timezone: 'Europe/Rome',
          meeting_url: null,
          synced_at: new Date(),
        })
        .execute();
      return id;
    },

    /** The sync seeing a lesson cancelled in TidyCal. */
    async cancelBooking(bookingId: string, cancelledAt: Date): Promise<void> {
      await db.updateTable('bookings').set({ cancelled_at: cancelledAt }).where('id', '=', bookingId).execute();
    },

    /** A confirmed order's lot, granted and expiring when the test says. */
    async grantLot(studentId: string, options: { credits: number; grantedAt: Date; expiresAt: Date }) {
      const order = await db
        .insertInto('orders')
        .values({
          student_id: studentId,
          package_id: 'five',
          credits: options.credits,
          price_eur: options.credits * 20,
          status: 'confirmed',
          created_at: options.grantedAt,
          decided_at: options.grantedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return createLedgerRepository(db).grantLot({ studentId, orderId: order.id, ...options });
    },

    async entriesOfBooking(bookingId: string): Promise<Pick<LedgerEntriesTable, 'kind' | 'credits' | 'lot_id'>[]> {
      return db
        .selectFrom('ledger_entries')
        .select(['kind', 'credits', 'lot_id'])
        .where('booking_id', '=', bookingId)
        .orderBy('created_at')
        .orderBy(sql`case kind when 'consume' then 0 when 'refund' then 1 when 'forfeit' then 1 else 2 end`)
        .execute();
    },

    async entriesOfLot(lotId: string): Promise<Pick<LedgerEntriesTable, 'kind' | 'credits' | 'booking_id'>[]> {
      return db
        .selectFrom('ledger_entries')
        .select(['kind', 'credits', 'booking_id'])
        .where('lot_id', '=', lotId)
        .orderBy('created_at')
        .execute();
    },

    /** The sum of the lot's ledger rows. */
    async balanceOf(lotId: string): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select(sql<number>`coalesce(sum(credits), 0)::int`.as('balance'))
        .where('lot_id', '=', lotId)
        .executeTakeFirstOrThrow();
      return row.balance;
    },
  };
}
export type LedgerTestDb = Awaited<ReturnType<typeof openLedgerTestDb>>;

/**
 * booking-proxy's credits and orders routers behind the real session check, as the service mounts
 * them: sessions are signed with testKeys(), revocations read from the local Redis.
 */
export async function createLedgerTestApp(db: LedgerTestDb['db']) {
  const logger = silentLogger();
  const redis = createRedis(testRedisUrl(), logger);
  await whenRedisConnected(redis);
  const deps: LedgerDeps = { db, logger };
  const router = Router();
  const prefix = await sessionPrefix();
  router.use(
    authenticate(
      createSessionVerifier({ publicKey: testKeys().publicKey, redis, prefix, appUrl: 'http://localhost:8080' }),
    ),
  );
  router.use(createCreditsRouter(deps));
  router.use(createOrdersRouter(deps));
  router.use(createAdminOrdersRouter(deps));
  const { app } = createServiceApp({
    name: 'booking-proxy',
    upstream: 'booking-proxy',
    logger,
    trustProxy: 'loopback',
    readiness: {},
    router,
  });
  return { app, close: () => closeRedis(redis) };
}

/** A session cookie for a platform user, signed as auth would sign it. */
export const cookieOf = (user: { id: string; name: string }, role: 'student' | 'admin' = 'student') =>
  sessionCookieFor({ id: user.id, role, name: user.name });

/** Leaves nothing of a started service's queues and event stream in the shared Redis. */
export async function removeQueuesOf(prefix: string): Promise<void> {
  for (const name of [SYNC_QUEUE, MAIL_QUEUE]) {
    const queue = new Queue(name, { connection: { url: testRedisUrl() }, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
  }
  const redis = createRedis(testRedisUrl(), silentLogger());
  await whenRedisConnected(redis);
  await redis.del(userEventsStreamKey(prefix));
  await closeRedis(redis);
}
