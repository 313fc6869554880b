import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';

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

/** The session signing keys: from the environment, or made once and kept under .data/keys. */
export function sessionKeys(
  dataDir: string,
  env: NodeJS.ProcessEnv,
): { JWT_PRIVATE_KEY: string; JWT_PUBLIC_KEY: string } {
  if (env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY) {
    return { JWT_PRIVATE_KEY: env.JWT_PRIVATE_KEY, JWT_PUBLIC_KEY: env.JWT_PUBLIC_KEY };
  }
  const dir = path.join(dataDir, 'keys');
  const privatePath = path.join(dir, 'jwt-private.pem');
  const publicPath = path.join(dir, 'jwt-public.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(privatePath, privateKey, { mode: 0o600 });
    writeFileSync(publicPath, publicKey);
    console.log(`generated session signing keys in ${dir}`);
  }
  return { JWT_PRIVATE_KEY: readFileSync(privatePath, 'utf8'), JWT_PUBLIC_KEY: readFileSync(publicPath, 'utf8') };
}

/** A port nothing listens on right now, for the internal services. */
export { freePort } from '@lezioni/service-kit/testing';
