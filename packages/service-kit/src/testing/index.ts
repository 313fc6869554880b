import { Writable } from 'node:stream';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import pino from 'pino';
import { Redis } from 'ioredis';
import { serve, type ServedService, type StartService } from '../service';
import { SESSION_COOKIE, revocationKeys, signSessionToken } from '../session';
import { generateVapidKeys } from '../vapid-keys';

/** The database that global-setup created for this test run. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run tests through jest (global setup creates it)');
  return url;
}

export const testRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const silentLogger = () => pino({ level: 'silent' });

/** A logger whose JSON lines are kept in `lines`, for tests of what an operator reads. */
export function capturingLogger(level: pino.Level = 'info') {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: pino({ level }, capture) };
}

type PemPair = { privateKey: string; publicKey: string };
const newP256Pair = (): PemPair =>
  generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

let keys: PemPair | undefined;
/** An ES256 key pair made once per test file, like the one `npm start` generates. */
export function testKeys() {
  keys ??= newP256Pair();
  return keys;
}

let mailLinkKeys: PemPair | undefined;
/** The mailer's link-sealing pair (MAIL_LINK_PRIVATE_KEY, MAIL_LINK_PUBLIC_KEY), made once per test file. */
export function testMailLinkKeys() {
  mailLinkKeys ??= newP256Pair();
  return mailLinkKeys;
}

let vapidKeys: { publicKey: string; privateKey: string } | undefined;
/** Web Push's VAPID pair (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), made once per test file. */
export function testVapidKeys() {
  vapidKeys ??= generateVapidKeys();
  return vapidKeys;
}

/** A unique address per call, so tests never share rows or rate-limit counters. */
export function uniqueEmail(label = 'student'): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A unique documentation-range client address for X-Forwarded-For, for per-IP counters. */
export function uniqueIp(): string {
  const n = Math.floor(Math.random() * 65_000);
  return `198.18.${n >> 8}.${n & 255}`;
}

/**
 * A `Cookie` header value carrying a valid session for `user`, signed with testKeys() as auth
 * would: for testing a service without running auth.
 */
export function sessionCookieFor(user: { id: string; role: 'admin' | 'student'; name: string }): string {
  return `${SESSION_COOKIE}=${signSessionToken(testKeys().privateKey, user, 60 * 60_000)}`;
}

/** A user signed in as auth would sign them in, for a service's tests. */
export type TestUser = { id: string; name: string; cookie: string };

/** A new signed-in user: a fresh id per call, so tests never share rows. */
export function signedInUser(role: 'admin' | 'student', name: string): TestUser {
  const id = randomUUID();
  return { id, name, cookie: sessionCookieFor({ id, role, name }) };
}

/**
 * A REDIS_PREFIX of the test's own, marked as auth marks it once the session revocations are in
 * Redis: services verify sessions under it without auth running. The mark lapses after an hour.
 */
export async function sessionPrefix(redisUrl = testRedisUrl()): Promise<string> {
  const prefix = `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  await markRevocationsPublished(redisUrl, prefix);
  return prefix;
}

/** Sets auth's "revocations published" mark under `prefix` (again, after a test's Redis restarted empty). */
export async function markRevocationsPublished(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.set(revocationKeys(prefix).published, 'test', 'EX', 3_600);
  } finally {
    redis.disconnect();
  }
}

/**
 * A service started in the test's process as the launcher starts it (its package's `start`), on a
 * free loopback port, with the run's database and Redis, under a prefix where sessions are
 * accepted (a new one unless `env` names it), logging nothing. `env` adds to or overrides that.
 */
export async function startTestService(
  start: StartService,
  env: Record<string, string> = {},
): Promise<ServedService & { prefix: string }> {
  const prefix = env.REDIS_PREFIX ?? (await sessionPrefix(env.REDIS_URL));
  const service = await start({
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    JWT_PUBLIC_KEY: testKeys().publicKey,
    LOG_LEVEL: 'silent',
    ...env,
  });
  return { ...(await serve(service, { port: 0, host: '127.0.0.1' })), prefix };
}

export { openEventStream, type EventFrame } from './event-stream';

const POLL_MS = 50;

/**
 * Resolves once `check` holds, polling every 50 ms, for states that settle over time (another
 * process's work, a browser's scrolling); throws, naming `what`, if it never does within
 * `timeoutMs`. Services' tests, the integration suites and the browser tests all wait with it.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, what = 'the condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`timed out waiting for ${what}`);
}
export { startOwnRedis, type OwnRedis } from './own-redis';
export { freePort, somePortToListenOn } from './ports';
export { rawRequest, slowPost, type ClosedAnswer } from './slow-client';
