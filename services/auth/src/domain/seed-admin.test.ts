import pino from 'pino';
import { createDb, createRedis, migrateToLatest } from '@lezioni/service-kit';
import {
  silentLogger,
  testDatabaseUrl,
  testKeys,
  testMailLinkKeys,
  testRedisUrl,
  uniqueEmail,
  uniqueIp,
} from '@lezioni/service-kit/testing';
import { createAuthDeps } from '../app';
import { loadConfig } from '../config';
import { AUTH_SCHEMA, type Database } from '../data/db';
import { migrations } from '../data/migrations';
import { login, register, seedAdmin } from './auth';
import type { AuthDeps } from './deps';

const logger = silentLogger();
const db = createDb<Database>({ url: testDatabaseUrl(), schema: AUTH_SCHEMA, max: 2 });
const redis = createRedis(testRedisUrl(), logger);
let deps: AuthDeps;

beforeAll(async () => {
  await migrateToLatest(db, AUTH_SCHEMA, migrations);
  const config = loadConfig({
    JWT_PUBLIC_KEY: testKeys().publicKey,
    JWT_PRIVATE_KEY: testKeys().privateKey,
    MAIL_LINK_PUBLIC_KEY: testMailLinkKeys().publicKey,
    ADMIN_EMAIL: 'unused@example.com',
    ADMIN_PASSWORD: 'unused-password',
    ADMIN_NAME: 'Unused',
    // Its limit counters of its own, apart from any platform running on this Redis.
    REDIS_PREFIX: `test-seed-${process.pid}`,
  });
  deps = createAuthDeps({ config, db, redis, logger });
});
afterAll(async () => {
  await db.destroy();
  redis.disconnect();
});

describe('seeding the teacher', () => {
  it('when it runs again with another password, then there is still one teacher with the first password', async () => {
    const email = uniqueEmail('teacher');

    await seedAdmin(deps, { email, password: 'FirstPass1', name: 'Chiara' });
    await seedAdmin(deps, { email, password: 'SecondPass2', name: 'Chiara' });

    const { user } = await login(deps, { email, password: 'FirstPass1', rememberMe: false }, uniqueIp());
    expect(user.role).toBe('admin');
    await expect(login(deps, { email, password: 'SecondPass2', rememberMe: false }, uniqueIp())).rejects.toMatchObject({
      status: 401,
    });
    const teachers = await db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(teachers).toHaveLength(1);
  });

  it('when the address belongs to a student, then start-up stops instead of promoting that account', async () => {
    const email = uniqueEmail();
    await register(deps, { name: 'Mallory', email, password: 'Secret123' }, uniqueIp());

    await expect(seedAdmin(deps, { email, password: 'Whatever1', name: 'Chiara' })).rejects.toThrow(
      /belongs to a student/,
    );

    const { user } = await login(deps, { email, password: 'Secret123', rememberMe: false }, uniqueIp());
    expect(user.role).toBe('student');
  });

  it("when ADMIN_PASSWORD no longer matches the teacher's password, then a start warns and changes nothing", async () => {
    const email = uniqueEmail('teacher');
    const warnings: string[] = [];
    const watched = { ...deps, logger: pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) }) };
    await seedAdmin(watched, { email, password: 'FirstPass1', name: 'Chiara' });

    await seedAdmin(watched, { email, password: 'FirstPass1', name: 'Chiara' });
    const beforeRotation = warnings.length;
    await seedAdmin(watched, { email, password: 'RotatedPass2', name: 'Chiara' });

    expect(beforeRotation).toBe(0);
    expect(warnings.join('')).toContain("ADMIN_PASSWORD is not the teacher's password");
    const { user } = await login(deps, { email, password: 'FirstPass1', rememberMe: false }, uniqueIp());
    expect(user.role).toBe('admin');
  });
});
