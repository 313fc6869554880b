import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import request from 'supertest';
import { PUSH_QUEUE, type LessonEvent } from '@lezioni/contracts';
import {
  appendLessonEvent,
  appendUserEvent,
  closeRedis,
  createDb,
  createRedis,
  lessonEventsStreamKey,
  migrateToLatest,
  userEventsStreamKey,
  whenRedisConnected,
} from '@lezioni/service-kit';
import {
  eventually,
  sessionPrefix,
  signedInUser,
  silentLogger,
  startTestService,
  testDatabaseUrl,
  testKeys,
  testRedisUrl,
  type TestUser,
} from '@lezioni/service-kit/testing';
import { createLearningDeps } from '../app';
import { loadConfig } from '../config';
import { LEARNING_SCHEMA, type Database } from '../data/db';
import { migrations } from '../data/migrations';
import { start } from '../start';

export type TestLesson = LessonEvent['lesson'];

const HOUR_MS = 60 * 60_000;

/** Where the teacher reads, saves and shares the note of a lesson. */
export const notePath = (lessonId: string) => `/api/learning/lessons/${encodeURIComponent(lessonId)}/note`;

/** The teacher (no event needed: nothing of hers is kept). */
export const newTeacher = (name = 'Chiara Lombardi'): TestUser => signedInUser('admin', name);

/**
 * Learning started in this process as the launcher starts it, on a free loopback port, under a
 * Redis prefix of its own where sessions are accepted. Users and lessons reach it as in production:
 * through auth's and booking-proxy's streams, read by its consumers; each helper waits until the
 * event is applied. `db` reads its schema, for what no route shows.
 */
export async function startLearning(env: Record<string, string> = {}) {
  const service = await startTestService(start, env);
  const { prefix } = service;
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
      const student = signedInUser('student', name);
      await applied('users', student.id, await publishUser({ id: student.id, name, role: 'student' }));
      return student;
    },

    /** A lesson known to learning: publishes its event and waits until it is applied. */
    async addLesson(lesson: Partial<TestLesson> = {}): Promise<TestLesson> {
      const eventVersion = nextVersion();
      const full = await publishLesson(lesson, eventVersion);
      await applied('lessons', full.id, eventVersion);
      return full;
    },

    /** Saves the teacher's first note of a lesson (revision 0), as her editor does. */
    async writeNote(teacher: TestUser, lessonId: string, note: object): Promise<void> {
      await request(service.url)
        .put(notePath(lessonId))
        .set('Cookie', teacher.cookie)
        .send({ ...note, revision: 0 })
        .expect(200);
    },

    /** Shows the note of a lesson to its student. */
    async shareNote(teacher: TestUser, lessonId: string): Promise<void> {
      await request(service.url)
        .post(`${notePath(lessonId)}/share`)
        .set('Cookie', teacher.cookie)
        .expect(200);
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
      await obliteratePushJobs(prefix);
      await closeRedis(redis);
      await db.destroy();
    },
  };
}
export type LearningService = Awaited<ReturnType<typeof startLearning>>;

/**
 * Learning for a test file: started before its tests and stopped after them. The handle's fields
 * are there from the first test on.
 */
export function startLearningForFile(env: Record<string, string> = {}): LearningService {
  const learning = {} as LearningService;
  beforeAll(async () => {
    Object.assign(learning, await startLearning(env));
  });
  afterAll(() => learning.stop());
  return learning;
}

/** The push queue under `prefix`, as auth's push worker would see it. */
const pushQueueAt = (prefix: string) => new Queue(PUSH_QUEUE, { connection: { url: testRedisUrl() }, prefix });

/** Drops what the service queued for auth's push worker (no worker runs in these tests). */
async function obliteratePushJobs(prefix: string): Promise<void> {
  const queue = pushQueueAt(prefix);
  await queue.obliterate({ force: true });
  await queue.close();
}

/** Learning's use cases on the run's database (its schema migrated), for domain tests that set the clock. */
async function openLearningDeps() {
  const db = createDb<Database>({ url: testDatabaseUrl(), schema: LEARNING_SCHEMA, max: 4 });
  await migrateToLatest(db, LEARNING_SCHEMA, migrations);
  const logger = silentLogger();
  const redis = createRedis(testRedisUrl(), logger);
  await whenRedisConnected(redis);
  const prefix = await sessionPrefix();
  const config = loadConfig({ JWT_PUBLIC_KEY: testKeys().publicKey, REDIS_PREFIX: prefix });
  const deps = createLearningDeps({ config, db, redis, logger });
  const pushJobs = pushQueueAt(prefix);
  return {
    deps,
    /** The schema, for what no use case reads back. */
    db,
    /** The push queue the use cases add to, as auth's worker would read it. */
    pushJobs,
    async close() {
      await deps.pushQueue.close();
      await pushJobs.obliterate({ force: true });
      await pushJobs.close();
      await closeRedis(redis);
      await db.destroy();
    },
  };
}

export type LearningDepsHandle = Awaited<ReturnType<typeof openLearningDeps>>;

/** openLearningDeps for a test file: opened before its tests and closed after them, fields there from the first test on. */
export function openLearningDepsForFile(): LearningDepsHandle {
  const handle = {} as LearningDepsHandle;
  beforeAll(async () => {
    Object.assign(handle, await openLearningDeps());
  });
  afterAll(() => handle.close());
  return handle;
}
