import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { MAIL_QUEUE } from '@lezioni/contracts';
import { createDb, createRedis, migrateToLatest } from '@lezioni/service-kit';
import { silentLogger, testDatabaseUrl, testKeys, testRedisUrl, uniqueEmail } from '@lezioni/service-kit/testing';
import { createApp as createAuthApp, createAuthDeps } from '../services/auth/src/app';
import { loadConfig as loadAuthConfig } from '../services/auth/src/config';
import { AUTH_SCHEMA, type Database as AuthDatabase } from '../services/auth/src/data/db';
import { migrations as authMigrations } from '../services/auth/src/data/migrations';
import { seedAdmin } from '../services/auth/src/domain/auth';
import { keepRevocationsPublished } from '../services/auth/src/domain/sessions';
import { createMailer } from '../services/mailer/src/app';
import { loadConfig as loadMailerConfig } from '../services/mailer/src/config';
import { createSmtpTransport } from '../services/mailer/src/data/smtp-transport';
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
 * the local Redis. Env overrides go to both, as an operator's would. With `smtpUrl`, the mail worker
 * runs too (retrying fast), sending there. Each platform has its own queue prefix, so parallel runs
 * on one Redis never take each other's jobs.
 */
export async function startAuthBehindGateway(env: Record<string, string> = {}, options: { smtpUrl?: string } = {}) {
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
    FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '1000',
    RESET_PASSWORD_RATE_LIMIT_PER_IP: '1000',
    BULLMQ_PREFIX: `test-bull-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
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
  const deps = { config: authConfig, db, redis, logger };
  const authDeps = createAuthDeps(deps);
  keepRevocationsPublished(authDeps, logger);
  await seedAdmin(authDeps, admin);
  const auth = await listen(createAuthApp(deps, authDeps));

  const mailerConfig = options.smtpUrl
    ? loadMailerConfig({
        ...common,
        SMTP_URL: options.smtpUrl,
        MAIL_RETRY_BASE_MS: '200',
        MAIL_RETRY_MAX_MS: '1000',
        ...env,
      })
    : undefined;
  const transport = mailerConfig && createSmtpTransport(mailerConfig.SMTP_URL);
  const mailer = mailerConfig && transport && createMailer({ config: mailerConfig, redis, transport, logger });

  const gatewayConfig = loadGatewayConfig({ ...common, AUTH_URL: auth.url, UPSTREAM_TIMEOUT_MS: '1000', ...env });
  const gateway = await listen(createGatewayApp({ config: gatewayConfig, redis, logger }));

  return {
    gateway: gateway.server,
    gatewayUrl: gateway.url,
    authUrl: auth.url,
    admin,
    db,
    redis,
    /** Resolves when the work auth does after answering (reset mails) is done. */
    settled: () => authDeps.background.settled(),
    async stop() {
      await Promise.all([close(gateway.server), close(auth.server)]);
      await authDeps.background.stop();
      await mailer?.close();
      transport?.close();
      await authDeps.mailQueue.close();
      // The queue's keys are this platform's alone: leave nothing behind in the shared Redis
      // (best effort: an outage test may have taken its Redis away).
      const queue = new Queue(MAIL_QUEUE, { connection: redis, prefix: common.BULLMQ_PREFIX });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await db.destroy();
      redis.disconnect();
    },
  };
}
export type Platform = Awaited<ReturnType<typeof startAuthBehindGateway>>;

/** A Redis of a test's own, so it can be stopped without touching anyone else's. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let waited = 0; waited < 5_000; waited += 50) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 200);
    });
    if (up) return redis;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

export async function stopRedis(redis: ChildProcess) {
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}
