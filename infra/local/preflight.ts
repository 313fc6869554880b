import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { generateVapidKeys } from '@lezioni/service-kit';

export class PreflightError extends Error {}

/** Creates the database named in DATABASE_URL when it is missing. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new PreflightError(
      `PostgreSQL is not reachable at ${url.host} (${(err as Error).message}): install and start PostgreSQL (apt-get install postgresql), or set DATABASE_URL.`,
    );
  }
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

export async function checkRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new PreflightError(
      `Redis is not reachable at ${redisUrl} (${(err as Error).message}): install and start Redis (apt-get install redis-server), or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
}

/** A P-256 pair under the two environment keys named, from the environment or made once and kept under .data/keys. */
function keyPair<P extends string, Q extends string>(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  pair: { privateKey: P; publicKey: Q; file: string; what: string },
): Record<P | Q, string> {
  const given = { [pair.privateKey]: env[pair.privateKey], [pair.publicKey]: env[pair.publicKey] };
  if (given[pair.privateKey] && given[pair.publicKey]) return given as Record<P | Q, string>;
  const dir = path.join(dataDir, 'keys');
  const privatePath = path.join(dir, `${pair.file}-private.pem`);
  const publicPath = path.join(dir, `${pair.file}-public.pem`);
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(privatePath, privateKey, { mode: 0o600 });
    writeFileSync(publicPath, publicKey);
    console.log(`generated ${pair.what} in ${dir}`);
  }
  return {
    [pair.privateKey]: readFileSync(privatePath, 'utf8'),
    [pair.publicKey]: readFileSync(publicPath, 'utf8'),
  } as Record<P | Q, string>;
}

/** The session signing keys (auth signs, everyone verifies). */
export const sessionKeys = (dataDir: string, env: NodeJS.ProcessEnv) =>
  keyPair(dataDir, env, {
    privateKey: 'JWT_PRIVATE_KEY',
    publicKey: 'JWT_PUBLIC_KEY',
    file: 'jwt',
    what: 'session signing keys',
  });

/** The mailer's pair for mailed links: auth seals with the public key, only the mailer opens. */
export const mailLinkKeys = (dataDir: string, env: NodeJS.ProcessEnv) =>
  keyPair(dataDir, env, {
    privateKey: 'MAIL_LINK_PRIVATE_KEY',
    publicKey: 'MAIL_LINK_PUBLIC_KEY',
    file: 'mail-link',
    what: 'mail link keys',
  });

/**
 * Web Push's VAPID pair (D33), from the environment or made once (web-push's format: base64url) and
 * kept in .data/keys/vapid.json: subscriptions browsers made stay valid across restarts.
 */
export function vapidKeys(
  dataDir: string,
  env: NodeJS.ProcessEnv,
): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY };
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { publicKey, privateKey } = generateVapidKeys();
    writeFileSync(file, JSON.stringify({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }), {
      mode: 0o600,
    });
    console.log(`generated web push (VAPID) keys in ${dir}`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string };
}

/** A port nothing listens on right now, for the internal services. */
export { freePort } from '@lezioni/service-kit/testing';
