/**
 * `npm start`: the whole platform as plain processes on one machine. Checks PostgreSQL and Redis,
 * creates the database (the checkout's own, localDatabaseName, unless DATABASE_URL names one),
 * builds the frontend (and in production the services) when stale, starts each service, then the
 * gateway once they are ready, restarts any that stops by itself, and stops them all on Ctrl-C or
 * SIGTERM. Every service migrates its own schema at start; auth seeds the teacher.
 * Without SMTP_URL, mail goes to a local catcher that keeps it in files and prints its links; without
 * TIDYCAL_API_TOKEN (and outside production), the calendar is the platform's own with a demo week
 * (or, with DEMO_CALENDAR=tidycal, a local stand-in for TidyCal), and without
 * STRIPE_SECRET_KEY card payments go to a local demo checkout.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UPSTREAMS, isUpstreamName } from '@lezioni/contracts';
import { weakAdminPasswordProblem } from '@lezioni/service-kit';
import { LOCAL_DEFAULTS } from '@lezioni/local-platform';
import {
  PreflightError,
  checkRedis,
  ensureDatabase,
  freePort,
  mailLinkKeys,
  sessionKeys,
  vapidKeys,
} from './preflight';
import { startSmtpCatcher, type CaughtMail } from '@lezioni/mail-catcher';
import { demoCalendarOf, startDemoCalendar } from './demo-calendar';
import { startDemoPayments } from './demo-payments';
import { readableLogLine } from './log-lines';
import { buildWebIfStale } from './web-build';
import { databaseNameOf, localDatabaseUrl, redisPrefixFor } from './instance';
import { NODE_FLAGS } from './node-flags';
import { replicaCount } from './replicas';
import { buildServicesIfStale } from './service-build';
import { superviseProcess, type SupervisedProcess } from './supervisor';

const ROOT = path.resolve(__dirname, '../..');
const DATA_DIR = path.join(ROOT, '.data');
const READY_TIMEOUT_MS = 60_000;

type Service = { name: string; dir: string; env: { PORT: string } & Record<string, string> };

const say = (message: string) => console.log(`launcher | ${message}`);
/** Every service process started so far: stopped on a signal, and when the start fails. */
const supervised: SupervisedProcess[] = [];

async function main(): Promise<void> {
  // From the first moment, so a stop during the checks or the build leaves nothing behind.
  let isStopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (isStopping) return;
      isStopping = true;
      say('stopping...');
      void Promise.all(supervised.map((running) => running.stop())).then(() => process.exit(0));
    });
  }

  if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const env: Record<string, string> & typeof LOCAL_DEFAULTS = { ...LOCAL_DEFAULTS, ...dropUnset(process.env) };
  env.APP_URL ??= `http://localhost:${env.PORT}`;
  const isCheckoutDatabase = !env.DATABASE_URL;
  env.DATABASE_URL ??= localDatabaseUrl(ROOT);
  env.REDIS_PREFIX ??= redisPrefixFor(env.DATABASE_URL);
  const isProduction = env.NODE_ENV === 'production';
  const passwordProblem = isProduction ? weakAdminPasswordProblem(env.ADMIN_PASSWORD) : undefined;
  if (passwordProblem) throw new PreflightError(`${passwordProblem} (set ADMIN_PASSWORD in .env or the environment).`);

  await ensureDatabase(env.DATABASE_URL);
  await checkRedis(env.REDIS_URL);
  Object.assign(env, sessionKeys(DATA_DIR, env), mailLinkKeys(DATA_DIR, env), vapidKeys(DATA_DIR, env));
  buildWebIfStale(ROOT);
  const mailDir = env.SMTP_URL ? undefined : path.resolve(ROOT, env.MAIL_CATCHER_DIR ?? path.join(DATA_DIR, 'mail'));
  if (mailDir) env.SMTP_URL = (await startSmtpCatcher({ dir: mailDir, onMail: printMail })).url;
  const demoCalendar = demoCalendarOf(env);
  if (demoCalendar === 'week') env.DEMO_WEEK = 'true';
  const demoCalendarFile =
    demoCalendar === 'tidycal'
      ? path.resolve(ROOT, env.DEMO_CALENDAR_FILE ?? path.join(DATA_DIR, 'demo-calendar.json'))
      : undefined;
  if (demoCalendarFile) Object.assign(env, (await startDemoCalendar(demoCalendarFile, env)).env);
  const demoPaymentsFile =
    env.STRIPE_SECRET_KEY || isProduction
      ? undefined
      : path.resolve(ROOT, env.DEMO_PAYMENTS_FILE ?? path.join(DATA_DIR, 'demo-payments.json'));
  if (demoPaymentsFile) Object.assign(env, (await startDemoPayments(demoPaymentsFile, env.PORT)).env);

  // Every service under services/ runs as its own process through its server.ts (the same `start`
  // the integration harness calls), on loopback only and believing only the gateway (also on
  // loopback) about client addresses; the gateway learns each upstream's addresses, one per replica
  // (REPLICAS_<NAME>). A restarted service comes back on the same port, so the gateway finds it again.
  const services: Service[] = [];
  const upstreamUrls: Record<string, string> = {};
  for (const name of readdirSync(path.join(ROOT, 'services'))) {
    const count = replicaCount(env, name);
    const urls: string[] = [];
    for (let replica = 1; replica <= count; replica += 1) {
      const port = String(await freePort());
      const label = count === 1 ? name : `${name}#${replica}`;
      services.push({
        name: label,
        dir: `services/${name}`,
        env: {
          PORT: port,
          HOST: '127.0.0.1',
          TRUST_PROXY: 'loopback',
          // The page renderer asks the API through the gateway, as the browser does.
          ...(name === 'pages' && { API_URL: `http://127.0.0.1:${env.PORT}` }),
        },
      });
      urls.push(`http://127.0.0.1:${port}`);
    }
    if (isUpstreamName(name)) upstreamUrls[UPSTREAMS[name].urlEnvKey] = urls.join(',');
    if (name === 'pages') upstreamUrls.PAGES_URL = urls.join(',');
  }
  // More gateways (REPLICAS_GATEWAY) listen on ports of their own after PORT: on one machine nothing
  // spreads the browsers over them (a load balancer does in a deployment), a benchmark does.
  const gateways: Service[] = [];
  for (let replica = 1; replica <= replicaCount(env, 'gateway'); replica += 1) {
    const port = replica === 1 ? env.PORT : String(await freePort());
    gateways.push({
      name: replica === 1 ? 'gateway' : `gateway#${replica}`,
      dir: 'gateway',
      env: { PORT: port, ...upstreamUrls },
    });
  }
  // In production the processes run the JavaScript `npm run build` made: quicker to start, smaller.
  const all = [...services, ...gateways];
  const dirs = [...new Set(all.map(({ dir }) => dir))];
  if (isProduction) await buildServicesIfStale(ROOT, dirs);

  for (const service of all) {
    supervised.push(
      superviseProcess(
        {
          name: service.name,
          ...commandOf(service, isProduction),
          cwd: ROOT,
          env: { ...process.env, ...env, ...service.env },
          ...(process.stdout.isTTY && { formatLine: (line: string) => readableLogLine(line, !process.env.NO_COLOR) }),
        },
        say,
      ),
    );
  }
  if (isStopping) return;

  // The pages open only once every service answers, so nobody meets a 503 on sign-in at start.
  supervised.slice(0, services.length).forEach((running) => running.start());
  await Promise.all(services.map((service, index) => waitUntilReady(service, supervised[index]!)));
  const gatewaysRunning = supervised.slice(services.length);
  gatewaysRunning.forEach((running) => running.start());
  await Promise.all(gateways.map((gateway, index) => waitUntilReady(gateway, gatewaysRunning[index]!)));
  console.log(
    [
      '',
      `lezioni is running at ${env.APP_URL}`,
      ...gateways.slice(1).map(({ env: { PORT } }) => `  another gateway: http://localhost:${PORT}`),
      `  teacher (admin) sign-in: ${env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD from your environment)' : env.ADMIN_PASSWORD}`,
      `  data: database ${databaseNameOf(env.DATABASE_URL)}, Redis prefix ${env.REDIS_PREFIX} ${isCheckoutDatabase ? "(this checkout's own, after its folder; DATABASE_URL names another)" : '(from DATABASE_URL)'}`,
      '  students: register at /register',
      ...(mailDir ? [`  mail is not sent: it is kept in ${toShownPath(mailDir)} and its links are printed here`] : []),
      ...(demoCalendarFile
        ? [
            `  calendar: a demo TidyCal, kept in ${toShownPath(demoCalendarFile)} (book at /booking); TIDYCAL_API_TOKEN connects TidyCal`,
          ]
        : []),
      ...(demoCalendar === 'week'
        ? [
            "  calendar: the platform's own, with a demo week until the teacher sets hers (Schedule tab); DEMO_CALENDAR=tidycal runs a demo TidyCal, TIDYCAL_API_TOKEN connects TidyCal",
          ]
        : []),
      ...(demoPaymentsFile
        ? [
            `  card payments: a demo checkout, no card charged (kept in ${toShownPath(demoPaymentsFile)}); STRIPE_SECRET_KEY connects Stripe`,
          ]
        : []),
      'A service that stops by itself is restarted. Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

/**
 * `node dist/server.js` in production (built by `npm run build`), else the TypeScript through tsx's
 * loader. Either way one process per service, so the pid the launcher knows is the server's own.
 * With CPU_PROFILE_DIR set, each process writes a CPU profile there when it stops (Node refuses
 * `--cpu-prof` in NODE_OPTIONS): where a request's time goes, under a benchmark's load.
 */
function commandOf(service: Service, isProduction: boolean): { command: string; args: string[] } {
  const profileDir = process.env.CPU_PROFILE_DIR;
  const flags = profileDir ? [...NODE_FLAGS, '--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : NODE_FLAGS;
  return {
    command: process.execPath,
    args: isProduction
      ? [...flags, path.join(ROOT, service.dir, 'dist', 'server.js')]
      : [...flags, '--import', 'tsx', path.join(ROOT, service.dir, 'src', 'server.ts')],
  };
}

/** Polls the service's /readyz; fails at once when its supervisor gives it up (it keeps exiting at start). */
async function waitUntilReady(service: Service, running: SupervisedProcess): Promise<void> {
  let hasGivenUp = false;
  void running.givenUp.then(() => (hasGivenUp = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !hasGivenUp) {
    const isReady = await fetch(`http://127.0.0.1:${service.env.PORT}/readyz`, {
      signal: AbortSignal.timeout(1_000),
    }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isReady) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    hasGivenUp
      ? `${service.name} keeps exiting at start (its last lines are above)`
      : `${service.name} did not become ready within ${READY_TIMEOUT_MS / 1000} s`,
  );
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
  void Promise.all(supervised.map((running) => running.stop())).then(() => process.exit(1));
});
