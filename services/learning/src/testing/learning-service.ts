import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { LessonEvent } from '@lezioni/contracts';
import {
  appendLessonEvent,
  appendUserEvent,
  closeRedis,
  createDb,
  createRedis,
  lessonEventsStreamKey,
  migrateToLatest,
  serve,
  userEventsStreamKey,
  whenRedisConnected,
  type ServedService,
} from '@lezioni/service-kit';
import {
  sessionCookieFor,
  sessionPrefix,
  silentLogger,
  testDatabaseUrl,
  testKeys,
  testRedisUrl,
} from '@lezioni/service-kit/testing';
import { createLearningDeps } from '../app';
import { loadConfig } from '../config';
import { LEARNING_SCHEMA, type Database } from '../data/db';
import { migrations } from '../data/migrations';
import { start } from '../start';

export type TestUser = { id: string; name: string; cookie: string };
export type TestLesson = LessonEvent['lesson'];

/** Resolves once `check` holds, polling; throws if it never does within `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

const HOUR_MS = 60 * 60_000;

/**
 * Learning started in this process as the launcher starts it, on a free loopback port, under a
 * Redis prefix of its own where sessions are accepted. Users and lessons reach it as in production:
 * through auth's and booking-proxy's streams, read by its consumers; each helper waits until the
 * event is applied. `db` reads its schema, for what no route shows.
 */
export async function startLearning(env: Record<string, string> = {}) {
  const prefix = await sessionPrefix();
  const service: ServedService = await serve(
    await start({
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: prefix,
      JWT_PUBLIC_KEY: testKeys().publicKey,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    { port: 0, host: '127.0.0.1' },
  );
  const redis = createRedis(testRedisUrl(), silentLogger());
  await whenRedisConnected(redis);
  const db = createDb<Database>({ url: testDatabaseUrl(), schema: LEARNING_SCHEMA, max: 2 });
  let version = 0;
  /** Event versions grow through the file, as outbox ids do. */
  const nextVersion = () => (version += 1);

  async function publishUser(user: { id: string; name: string; role: 'admin' | 'student' }): Promise<number> {
    const eventVersion = nextVersion();
    await appendUserEvent(redis, prefix, {
      type: 'user.upserted',
      version: eventVersion,
      user: { ...user, email: `${user.id}@example.com`, emailVerified: true },
      occurredAt: new Date().toISOString(),
    });
    return eventVersion;
  }

  /** Waits until the copy of `table` holds row `id` at `version`. */
  const applied = (table: 'users' | 'lessons', id: string, eventVersion: number) =>
    eventually(async () => {
      const row = await db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirst();
      return Number(row?.version) === eventVersion;
    });

  /** Publishes a lesson event: of a new 60-minute lesson that ended an hour ago, unless `lesson` says otherwise. */
  async function publishLesson(lesson: Partial<TestLesson> = {}, eventVersion = nextVersion()): Promise<TestLesson> {
    const startsAt = new Date(Date.now() - 2 * HOUR_MS);
    const full: TestLesson = {
      id: `booking-${randomUUID()}`,
      studentId: null,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + HOUR_MS).toISOString(),
      durationMinutes: 60,
      title: 'Single Lesson (60 min)',
      cancelledAt: null,
      attendedAt: null,
      ...lesson,
    };
    await appendLessonEvent(redis, prefix, {
      type: 'lesson.upserted',
      version: eventVersion,
      lesson: full,
      occurredAt: new Date().toISOString(),
    });
    return full;
  }

  return {
    url: service.url,
    prefix,
    db,
    redis,

    /** A new student, known to learning from auth's event, signed in as auth would. */
    async newStudent(name = 'Anna Bianchi'): Promise<TestUser> {
      const id = randomUUID();
      await applied('users', id, await publishUser({ id, name, role: 'student' }));
      return { id, name, cookie: sessionCookieFor({ id, role: 'student', name }) };
    },

    /** The teacher (no event needed: nothing of hers is kept). */
    newTeacher(name = 'Chiara Lombardi'): TestUser {
      const id = randomUUID();
      return { id, name, cookie: sessionCookieFor({ id, role: 'admin', name }) };
    },

    /** A lesson known to learning: publishes its event and waits until it is applied. */
    async addLesson(lesson: Partial<TestLesson> = {}): Promise<TestLesson> {
      const eventVersion = nextVersion();
      const full = await publishLesson(lesson, eventVersion);
      await applied('lessons', full.id, eventVersion);
      return full;
    },

    /** Makes the files look uploaded `minutes` ago (the sweep's hour, without waiting for it). */
    async ageFiles(ids: string[], minutes: number): Promise<void> {
      await sql`update files set created_at = now() - make_interval(mins => ${minutes}) where id in (${sql.join(ids)})`.execute(
        db,
      );
    },

    publishLesson,
    publishUser,
    nextVersion,
    applied,

    async stop() {
      await service.stop();
      await redis.del(userEventsStreamKey(prefix), lessonEventsStreamKey(prefix));
      await closeRedis(redis);
      await db.destroy();
    },
  };
}
export type LearningService = Awaited<ReturnType<typeof startLearning>>;

/** Learning's use cases on the run's database (its schema migrated), for domain tests that set the clock. */
export async function openLearningDeps() {
  const db = createDb<Database>({ url: testDatabaseUrl(), schema: LEARNING_SCHEMA, max: 4 });
  await migrateToLatest(db, LEARNING_SCHEMA, migrations);
  const logger = silentLogger();
  const redis = createRedis(testRedisUrl(), logger);
  await whenRedisConnected(redis);
  const config = loadConfig({ JWT_PUBLIC_KEY: testKeys().publicKey, REDIS_PREFIX: await sessionPrefix() });
  return {
    deps: createLearningDeps({ config, db, redis, logger }),
    async close() {
      await closeRedis(redis);
      await db.destroy();
    },
  };
}
