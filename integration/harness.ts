import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDb, createRedis, migrateToLatest } from '@lezioni/service-kit';
import { silentLogger, testDatabaseUrl, testKeys, testRedisUrl, uniqueEmail } from '@lezioni/service-kit/testing';
import { createApp as createAuthApp, createAuthDeps } from '../services/auth/src/app';
import { loadConfig as loadAuthConfig } from '../services/auth/src/config';
import { AUTH_SCHEMA, type Database as AuthDatabase } from '../services/auth/src/data/db';
import { migrations as authMigrations } from '../services/auth/src/data/migrations';
import { seedAdmin } from '../services/auth/src/domain/auth';
import { createApp as createGatewayApp } from '../gateway/src/app';
import { loadConfig as loadGatewayConfig } from '../gateway/src/config';

export const TEACHER_PASSWORD = 'Insegnante2025';

export async function listen(app: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * The real auth service behind the real gateway, in this process, on the run's fresh database and
 * the local Redis. Env overrides go to both, as an operator's would.
 */
export async function startAuthBehindGateway(env: Record<string, string> = {}) {
  const keys = testKeys();
  const logger = silentLogger();
  const admin = { email: uniqueEmail('teacher'), password: TEACHER_PASSWORD, name: 'Chiara Lombardi' };
  const common = {
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    JWT_PUBLIC_KEY: keys.publicKey,
    LOG_LEVEL: 'silent',
    // Generous by default: the limits have their own tests.
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    REGISTER_RATE_LIMIT_PER_IP: '1000',
  };
  const authConfig = loadAuthConfig({
    ...common,
    JWT_PRIVATE_KEY: keys.privateKey,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NAME: admin.name,
    ...env,
  });
  const db = createDb<AuthDatabase>({ url: authConfig.DATABASE_URL, schema: AUTH_SCHEMA, max: 4 });
  await migrateToLatest(db, AUTH_SCHEMA, authMigrations);
  const redis = createRedis(authConfig.REDIS_URL, logger);
  const authDeps = { config: authConfig, db, redis, logger };
  await seedAdmin(createAuthDeps(authDeps), admin);
  const auth = await listen(createAuthApp(authDeps));

  const gatewayConfig = loadGatewayConfig({ ...common, AUTH_URL: auth.url, UPSTREAM_TIMEOUT_MS: '1000', ...env });
  const gateway = await listen(createGatewayApp({ config: gatewayConfig, redis, logger }));

  return {
    gateway: gateway.server,
    gatewayUrl: gateway.url,
    authUrl: auth.url,
    admin,
    db,
    redis,
    async stop() {
      await Promise.all([close(gateway.server), close(auth.server)]);
      await db.destroy();
      redis.disconnect();
    },
  };
}
export type Platform = Awaited<ReturnType<typeof startAuthBehindGateway>>;
