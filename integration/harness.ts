import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import pg from 'pg';
import { Redis } from 'ioredis';
import request from 'supertest';
import { MAIL_QUEUE, UPSTREAMS, isUpstreamName, type LinkMail, type User } from '@lezioni/contracts';
import { startSmtpCatcher } from '@lezioni/mail-catcher';
import type { TidyCalFake } from '@lezioni/tidycal-fake';
import {
  SESSION_COOKIE,
  openLink,
  serve,
  sessionCookieName,
  type RunningService,
  type ServedService,
  type StartService,
} from '@lezioni/service-kit';
import {
  eventually,
  testDatabaseUrl,
  testKeys,
  testMailLinkKeys,
  testVapidKeys,
  testRedisUrl,
  uniqueEmail,
} from '@lezioni/service-kit/testing';
import { recordAnswers } from './openapi-recorder';

const TEACHER_PASSWORD = 'Insegnante2025';

export type StartedService = ServedService & { service: RunningService };

// The web the processes serve unless a test gives its own: a folder nobody makes, so a test sees no
// build whether the repository's is there or not (as in CI), and no gateway renders the visitor pages.
const UNBUILT_WEB_ROOT = path.join(os.tmpdir(), `lezioni-no-web-${process.pid}`);

/**
 * Starts a service of this repository (`services/<name>` or `gateway`) in this process, through the
 * same `start` its `server.ts` runs, on a free loopback port.
 */
export async function startService(name: string, env: Record<string, string>): Promise<StartedService> {
  const { start } = (await import(`@lezioni/${name}`)) as { start: StartService };
  const service = await start({ WEB_ROOT: UNBUILT_WEB_ROOT, ...env });
  return { ...(await serve(service, { port: 0, host: '127.0.0.1' })), service };
}

/**
 * The real services behind the real gateway, in this process, on the run's fresh database and the
 * local Redis. `env` goes to every process, as an operator's would. Each platform has its own queue
 * prefix, so parallel runs on one Redis never take each other's jobs.
 */
export async function startPlatform(options: { services?: string[]; env?: Record<string, string> } = {}) {
  const keys = testKeys();
  const admin = { email: uniqueEmail('teacher'), password: TEACHER_PASSWORD, name: 'Chiara Lombardi' };
  const env: Record<string, string> = {
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    MAIL_LINK_PUBLIC_KEY: testMailLinkKeys().publicKey,
    MAIL_LINK_PRIVATE_KEY: testMailLinkKeys().privateKey,
    VAPID_PUBLIC_KEY: testVapidKeys().publicKey,
    VAPID_PRIVATE_KEY: testVapidKeys().privateKey,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NAME: admin.name,
    LOG_LEVEL: 'silent',
    // Generous by default: the limits have their own tests.
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    REGISTER_RATE_LIMIT_PER_IP: '1000',
    FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '1000',
    RESET_PASSWORD_RATE_LIMIT_PER_IP: '1000',
    VERIFY_EMAIL_RATE_LIMIT_PER_IP: '1000',
    REDIS_PREFIX: `test-bull-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RETRY_MAX_MS: '1000',
    ...options.env,
  };

  const services: StartedService[] = [];
  const upstreamUrls: Record<string, string> = {};
  for (const name of options.services ?? ['auth']) {
    const started = await startService(name, env);
    services.push(started);
    if (isUpstreamName(name)) upstreamUrls[UPSTREAMS[name].urlEnvKey] = started.url;
  }
  const gateway = await startService('gateway', { ...env, ...upstreamUrls });
  const recorder = recordAnswers(gateway.server);

  return {
    gateway: gateway.server,
    gatewayUrl: gateway.url,
    gatewayApp: gateway.service.app,
    /** Every process's logger, by name (the gateway's too): to watch what they log (`watchLogs`). */
    loggers: {
      gateway: gateway.service.logger,
      ...Object.fromEntries(
        (options.services ?? ['auth']).map((name, index) => [name, services[index]!.service.logger]),
      ),
    },
    /** Each service's own address, by name, to probe it directly. */
    urls: Object.fromEntries((options.services ?? ['auth']).map((name, index) => [name, services[index]!.url])),
    /** Each service as started, by name, to look at its app. */
    services: Object.fromEntries((options.services ?? ['auth']).map((name, index) => [name, services[index]!])),
    /** The API answers the gateway sent, to check against the OpenAPI document. */
    recorder,
    admin,
    /** The environment every process of this platform got: to start another replica beside it. */
    env,
    /** Resolves when the work services do after answering (reset mails) is done. */
    settled: async () => {
      await Promise.all(services.map((started) => started.service.settled?.()));
    },
    /**
     * Stops the platform, then fails (the test file's afterAll) if any answer it sent differs from
     * the OpenAPI document: every integration test checks the document as a side effect.
     */
    async stop() {
      for (const started of [gateway, ...[...services].reverse()]) await started.stop();
      await dropPlatformKeys(env.REDIS_URL!, env.REDIS_PREFIX!);
      const mismatches = recorder.mismatches();
      if (mismatches.length > 0) {
        throw new Error(`answers that differ from the OpenAPI document:\n${mismatches.join('\n')}`);
      }
    },
  };
}
export type Platform = Awaited<ReturnType<typeof startPlatform>>;

/**
 * A database of the suite's own (`DATABASE_URL` for its platform): the teacher's lists are global,
 * so a suite that reads them, or erases an account's lessons for good, would meet every other
 * suite's lessons in the shared one. `drop` removes it.
 */
export async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(testDatabaseUrl());
  const name = `${url.pathname.slice(1)}_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type WatchedLine = { process: string; level: (typeof LOG_LEVELS)[number]; text: string };

/**
 * Every line the platform's processes log from now on, at every level, whatever their LOG_LEVEL (the
 * harness's is silent: each call to a logger is seen, written or not), as `process`, `level` and the
 * line's fields and message in one JSON `text`. `stop` lets the loggers be.
 */
export function watchLogs(platform: Platform): { lines: WatchedLine[]; stop: () => void } {
  const lines: WatchedLine[] = [];
  const spies = Object.entries(platform.loggers).flatMap(([process, logger]) =>
    LOG_LEVELS.map((level) => {
      const write = logger[level].bind(logger) as (...args: unknown[]) => void;
      return jest.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
        lines.push({ process, level, text: JSON.stringify(args) });
        write(...args);
      }) as never);
    }),
  );
  return { lines, stop: () => spies.forEach((spy) => spy.mockRestore()) };
}

/** A platform whose mailer sends to an SMTP catcher of its own, in a folder of its own. */
export async function startPlatformWithMail(options: { services?: string[]; env?: Record<string, string> } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'platform-mail-'));
  const catcher = await startSmtpCatcher({ dir });
  const platform = await startPlatform({
    services: [...(options.services ?? ['auth']), 'mailer'],
    env: { ...options.env, SMTP_URL: catcher.url },
  });
  return {
    platform,
    catcher,
    async stop() {
      await platform.stop();
      await catcher.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A student signed up through the gateway (unconfirmed address), with the session cookie as the platform names it. */
export async function registerStudent(platform: Platform, email = uniqueEmail(), name = 'Anna Bianchi') {
  const res = await request(platform.gateway)
    .post('/api/register')
    .send({ name, email, password: 'Secret123' })
    .expect(201);
  const cookie = sessionCookieOf(res, sessionCookieName(platform.env.APP_URL ?? 'http://localhost:8080'));
  return { email, user: res.body.user as User, cookie };
}

/**
 * Every key under the platform's prefix (its queues, its user-events stream) is its alone: leave
 * nothing behind in the shared Redis (best effort: an outage test may have taken its Redis away).
 */
async function dropPlatformKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } catch {
    // Redis is away: there is nothing to clean.
  } finally {
    redis.disconnect();
  }
}

/** The `name=value` pair of the cookie `name` an answer sets (the session's by default), as a browser sends it back. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }, name = SESSION_COOKIE): string {
  const cookie = ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
    .find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in the answer`);
  return cookie.split(';')[0]!;
}

/**
 * The link of the newest mail of `kind` to `email` waiting on the platform's mail queue (a platform
 * without a mailer keeps it there), opened as the mailer opens it.
 */
export async function mailedLinkFor(platform: Platform, email: string, kind: LinkMail['kind']): Promise<URL> {
  // Every mail written so far is in the queue: an older one to the same address is not taken for the newest.
  await platform.settled();
  const queue = new Queue(MAIL_QUEUE, {
    connection: { url: platform.env.REDIS_URL },
    prefix: platform.env.REDIS_PREFIX,
  });
  try {
    let mail: LinkMail | undefined;
    await eventually(async () => {
      const jobs = await queue.getJobs(['waiting', 'delayed', 'failed']);
      mail = jobs
        .sort((a, b) => b.timestamp - a.timestamp)
        .map((job) => job.data as LinkMail)
        .find((data) => data.kind === kind && data.to === email.toLowerCase());
      return mail !== undefined;
    });
    return new URL(openLink(testMailLinkKeys().privateKey, mail!.sealedLink, mail!));
  } finally {
    await queue.close();
  }
}

/** The token a mailed link carries in its fragment, which browsers never send to a server. */
export const tokenOf = (link: URL) => new URLSearchParams(link.hash.slice(1)).get('token')!;

/** Follows the confirmation link auth queued for `email` at registration: the student's address is proven. */
export async function verifyEmailOf(platform: Platform, email: string): Promise<void> {
  const token = tokenOf(await mailedLinkFor(platform, email, 'email-verification'));
  await request(platform.gateway).post('/api/verify-email').send({ token }).expect(200);
}

/** Calls of `route` that `service` itself answered, from its own metrics: what the gateway passed on. */
export async function serviceCallsOf(platform: Platform, service: string, route: string): Promise<number> {
  const text = (await request(platform.urls[service]!).get('/metrics')).text;
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count') && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** A loopback server answering with `handler`, for fakes and hanging upstreams. */
export async function listen(handler: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export { eventually };

/** How many calendar sync runs have reached `fake`: a run reads page 1 of the active bookings once. */
export const syncRunsSeenBy = (fake: TidyCalFake) =>
  fake.requests.filter(({ path, query }) => path === '/bookings' && query.cancelled === 'false' && query.page === '1')
    .length;
