/**
 * `npm start`: the whole platform as plain processes on one machine. Checks PostgreSQL and Redis,
 * creates the database, builds the frontend when stale, starts each service and the gateway, and
 * stops them all on Ctrl-C. Every service migrates its own schema at start; auth seeds the teacher.
 * Without SMTP_URL, mail goes to a local catcher that keeps it in files and prints its links.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UPSTREAMS, isUpstreamName } from '@lezioni/contracts';
import { LOCAL_DEFAULTS } from './defaults';
import { PreflightError, checkRedis, ensureDatabase, freePort, sessionKeys } from './preflight';
import { startSmtpCatcher, type CaughtMail } from '@lezioni/mail-catcher';
import { buildWebIfStale } from './web-build';
import { redisPrefixFor } from './instance';

const ROOT = path.resolve(__dirname, '../..');
const DATA_DIR = path.join(ROOT, '.data');
const READY_TIMEOUT_MS = 60_000;

type Service = { name: string; entry: string; env: { PORT: string } & Record<string, string> };

async function main(): Promise<void> {
  if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const env: Record<string, string> & typeof LOCAL_DEFAULTS = { ...LOCAL_DEFAULTS, ...dropUnset(process.env) };
  env.APP_URL ??= `http://localhost:${env.PORT}`;
  env.REDIS_PREFIX ??= redisPrefixFor(env.DATABASE_URL);

  await ensureDatabase(env.DATABASE_URL);
  await checkRedis(env.REDIS_URL);
  Object.assign(env, sessionKeys(DATA_DIR, env));
  buildWebIfStale(ROOT);
  const mailDir = env.SMTP_URL ? undefined : path.resolve(ROOT, env.MAIL_CATCHER_DIR ?? path.join(DATA_DIR, 'mail'));
  if (mailDir) env.SMTP_URL = (await startSmtpCatcher({ dir: mailDir, onMail: printMail })).url;

  // Every service under services/ runs as its own process through its server.ts (the same `start`
  // the integration harness calls), on loopback only and believing only the gateway (also on
  // loopback) about client addresses; the gateway learns each upstream's address.
  const services: Service[] = [];
  const upstreamUrls: Record<string, string> = {};
  for (const name of readdirSync(path.join(ROOT, 'services'))) {
    const port = String(await freePort());
    services.push({
      name,
      entry: `services/${name}/src/server.ts`,
      env: { PORT: port, HOST: '127.0.0.1', TRUST_PROXY: 'loopback' },
    });
    if (isUpstreamName(name)) upstreamUrls[UPSTREAMS[name].urlEnvKey] = `http://127.0.0.1:${port}`;
  }
  const gateway: Service = {
    name: 'gateway',
    entry: 'gateway/src/server.ts',
    env: { PORT: env.PORT, ...upstreamUrls },
  };

  const children: ChildProcess[] = [];
  const stopAll = (code: number) => {
    for (const child of children) child.kill('SIGTERM');
    void Promise.all(
      children.map(
        (child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))),
      ),
    ).then(() => process.exit(code));
  };
  let isStopping = false;
  const run = (service: Service) => {
    const child = startProcess(service, env);
    children.push(child);
    child.once('exit', (code, signal) => {
      if (isStopping) return;
      isStopping = true;
      console.error(`\n${service.name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the platform.`);
      stopAll(1);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (isStopping) return;
      isStopping = true;
      console.log('\nstopping...');
      stopAll(0);
    });
  }

  // The pages open only once every service answers, so nobody meets a 503 on sign-in at start.
  services.forEach(run);
  await Promise.all(services.map((service) => waitUntilReady(service)));
  run(gateway);
  await waitUntilReady(gateway);
  console.log(
    [
      '',
      `lezioni is running at ${env.APP_URL}`,
      `  teacher (admin) sign-in: ${env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD from your environment)' : env.ADMIN_PASSWORD}`,
      '  students: register at /register',
      ...(mailDir ? [`  mail is not sent: it is kept in ${toShownPath(mailDir)} and its links are printed here`] : []),
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

function startProcess(service: Service, env: Record<string, string>): ChildProcess {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  return spawn(tsx, [path.join(ROOT, service.entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env, ...service.env },
    stdio: 'inherit',
  });
}

async function waitUntilReady(service: Service): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const isReady = await fetch(`http://127.0.0.1:${service.env.PORT}/readyz`, {
      signal: AbortSignal.timeout(1_000),
    }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isReady) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
}

function printMail(mail: CaughtMail): void {
  console.log(
    [
      `\nmail to ${mail.to.join(', ')}: "${mail.subject}" (${toShownPath(mail.file)})`,
      ...mail.links.map((link) => `  ${link}`),
      '',
    ].join('\n'),
  );
}

/** Relative to the repository when inside it, else absolute. */
function toShownPath(file: string): string {
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') ? file : relative;
}

function dropUnset(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

main().catch((err: unknown) => {
  console.error(err instanceof PreflightError ? err.message : `npm start failed: ${(err as Error).message}`);
  process.exit(1);
});
