/**
 * `npm run compose:up` and `npm run compose:down`: the whole platform on containers (docker-compose.yml).
 *
 * up: starts a Docker engine when none answers and this machine can (root, `dockerd` installed),
 * makes the base images that are missing where no registry gives them (local-images.sh), writes the
 * secrets .env lacks (never overwriting one), builds the image, starts everything and returns once
 * every service is healthy. As under `npm start`, each third party is the `demo` service's stand-in
 * until its real one is configured: SMTP_URL, TIDYCAL_API_TOKEN, STRIPE_SECRET_KEY.
 * down: stops everything, keeping the volumes (`docker-compose down -v` drops them too), and the
 * engine if `up` started it.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_DEFAULTS } from '@lezioni/local-platform';
import { dropUnset, readEnvFile, writeMissingSecrets } from './env-file';

const ROOT = path.resolve(__dirname, '../..');
const ENV_FILE = path.join(ROOT, '.env');
const STATE_DIR = path.join(ROOT, '.data', 'compose');
const DOCKERD_PID_FILE = path.join(STATE_DIR, 'dockerd.pid');
const ENGINE_START_TIMEOUT_MS = 60_000;
const HEALTHY_TIMEOUT_MS = 5 * 60_000;
/** The demo service's ports inside its container (infra/docker/demo.ts). */
const DEMO = { calendar: 8026, checkout: 8027 } as const;

const say = (message: string) => console.log(`compose | ${message}`);

class ComposeError extends Error {}

type Tools = { docker: string; compose: string[] };

/** Runs a command, its output shown; throws when it fails. */
function run(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new ComposeError(`${[command, ...args].join(' ')} failed (exit ${result.status})`);
}

/** A command's output, or undefined when it fails. */
function output(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string | undefined {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * A Docker client that builds with BuildKit (the build takes the CA bundle as a secret): the one on
 * PATH when it has buildx or is older than 23 (BuildKit built in), else Debian's /usr/bin/docker
 * (this machine's PATH may put a newer client without buildx first).
 */
function dockerClient(): string {
  for (const candidate of ['docker', '/usr/bin/docker']) {
    const version = output(candidate, ['--version']);
    if (version === undefined) continue;
    if (output(candidate, ['buildx', 'version']) !== undefined) return candidate;
    if (Number(/Docker version (\d+)/.exec(version)?.[1]) < 23) return candidate;
  }
  throw new ComposeError(
    'No Docker client that builds with BuildKit: install docker.io (Debian) or Docker with buildx.',
  );
}

/** `docker compose` (v2) where the plugin is there, else `docker-compose` (v1, Debian's). */
function composeCommand(docker: string): string[] {
  if (output(docker, ['compose', 'version']) !== undefined) return [docker, 'compose'];
  if (output('docker-compose', ['version']) !== undefined) return ['docker-compose'];
  throw new ComposeError('Neither `docker compose` nor `docker-compose` answers: install docker-compose (Debian).');
}

const engineAnswers = (docker: string) => output(docker, ['info', '--format', '{{.ServerVersion}}']) !== undefined;

async function ensureEngine(docker: string): Promise<void> {
  if (engineAnswers(docker)) return;
  const dockerd =
    output('sh', ['-c', 'command -v dockerd']) ?? (existsSync('/usr/sbin/dockerd') ? '/usr/sbin/dockerd' : undefined);
  if (process.getuid?.() !== 0 || !dockerd)
    throw new ComposeError(
      'No Docker engine answers, and this user cannot start one: start Docker, then run this again.',
    );
  mkdirSync(STATE_DIR, { recursive: true });
  const log = path.join(STATE_DIR, 'dockerd.log');
  say(`starting the Docker engine (${dockerd}, log in ${path.relative(ROOT, log)})`);
  const engine = spawn(dockerd, [], { detached: true, stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')] });
  engine.unref();
  writeFileSync(DOCKERD_PID_FILE, String(engine.pid));
  for (const deadline = Date.now() + ENGINE_START_TIMEOUT_MS; Date.now() < deadline;) {
    if (engineAnswers(docker)) return;
    if (engine.exitCode !== null) break;
    await sleep(500);
  }
  throw new ComposeError(`The Docker engine did not start; see ${log}.`);
}

/** Stops the engine `up` started (its pid kept in .data/compose), once no container runs on it. */
async function stopEngineWeStarted(docker: string): Promise<void> {
  if (!existsSync(DOCKERD_PID_FILE)) return;
  const pid = Number(readFileSync(DOCKERD_PID_FILE, 'utf8'));
  if (output(docker, ['ps', '-q']))
    return say('the Docker engine compose:up started still runs other containers: left running');
  say(`stopping the Docker engine compose:up started (pid ${pid})`);
  try {
    process.kill(pid, 'SIGTERM');
    while (isAlive(pid)) await sleep(200);
  } catch {
    // Already gone.
  }
  rmSync(DOCKERD_PID_FILE);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What compose gets besides .env: the demo's settings for each third party not configured (as
 * npm start does), its pages on APP_URL's host. The shell's values win over .env (compose's rule).
 */
function composeEnv(): NodeJS.ProcessEnv {
  const known = { ...readEnvFile(ENV_FILE), ...dropUnset(process.env) };
  const port = known.PORT ?? LOCAL_DEFAULTS.PORT;
  const appUrl = known.APP_URL ?? `http://localhost:${port}`;
  const demoHost = known.DEMO_HOST ?? new URL(appUrl).hostname;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: port, APP_URL: appUrl, DEMO_HOST: demoHost };
  if (!known.TIDYCAL_API_TOKEN)
    Object.assign(env, {
      TIDYCAL_API_URL: `http://demo:${DEMO.calendar}`,
      TIDYCAL_API_TOKEN: known.DEMO_CALENDAR_TOKEN,
      TIDYCAL_BOOKING_URL: `http://${demoHost}:${known.DEMO_CALENDAR_PORT ?? DEMO.calendar}/booking-page`,
      TIDYCAL_DEMO: 'true',
      TIDYCAL_SYNC_INTERVAL_S: known.TIDYCAL_SYNC_INTERVAL_S ?? '10',
    });
  if (!known.STRIPE_SECRET_KEY)
    Object.assign(env, {
      STRIPE_SECRET_KEY: known.DEMO_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: known.DEMO_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://demo:${DEMO.checkout}`,
      STRIPE_DEMO: 'true',
    });
  return env;
}

/** The machine's extra CA bundle, for the build's installs only (a BuildKit secret). */
function caBundle(): string | undefined {
  return [process.env.NODE_EXTRA_CA_CERTS, process.env.SSL_CERT_FILE].find((file) => file && existsSync(file));
}

function buildImage(docker: string): void {
  const ca = caBundle();
  say(`building the image lezioni${ca ? ` (the installs trust ${ca})` : ''}`);
  run(
    docker,
    ['build', '-t', 'lezioni', '-f', 'infra/docker/Dockerfile', ...(ca ? ['--secret', `id=ca,src=${ca}`] : []), '.'],
    { env: { ...process.env, DOCKER_BUILDKIT: '1' } },
  );
}

/** Every container of the project: running and healthy (or running without a healthcheck). */
function containerStates(tools: Tools, env: NodeJS.ProcessEnv): { name: string; state: string }[] {
  const ids =
    output(tools.compose[0]!, [...tools.compose.slice(1), 'ps', '-q'], env)
      ?.split('\n')
      .filter(Boolean) ?? [];
  if (ids.length === 0) return [];
  const lines =
    output(tools.docker, [
      'inspect',
      '--format',
      '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}healthy{{end}}',
      ...ids,
    ]) ?? '';
  return lines
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, status, health] = line.split(' ');
      return { name: name!.replace(/^\//, ''), state: status === 'running' ? health! : status! };
    });
}

async function waitUntilHealthy(tools: Tools, env: NodeJS.ProcessEnv): Promise<void> {
  let states: { name: string; state: string }[] = [];
  for (const deadline = Date.now() + HEALTHY_TIMEOUT_MS; Date.now() < deadline;) {
    states = containerStates(tools, env);
    if (states.length > 0 && states.every(({ state }) => state === 'healthy')) return;
    await sleep(1_000);
  }
  const waiting = states.filter(({ state }) => state !== 'healthy');
  throw new ComposeError(
    `Not healthy within ${HEALTHY_TIMEOUT_MS / 1000} s: ${waiting.map(({ name, state }) => `${name} (${state})`).join(', ')}. See \`${tools.compose.join(' ')} logs\`.`,
  );
}

async function up(tools: Tools): Promise<void> {
  const startedAt = Date.now();
  await ensureEngine(tools.docker);
  run('bash', [path.join(__dirname, 'local-images.sh')], { env: { ...process.env, DOCKER: tools.docker } });
  const written = writeMissingSecrets(ENV_FILE, process.env);
  if (written.length > 0) say(`wrote to .env: ${written.join(', ')}`);
  buildImage(tools.docker);
  const env = composeEnv();
  run(tools.compose[0]!, [...tools.compose.slice(1), 'up', '-d', '--no-build', '--remove-orphans'], { env });
  await waitUntilHealthy(tools, env);
  const known = { ...readEnvFile(ENV_FILE), ...dropUnset(process.env) };
  console.log(
    [
      '',
      `lezioni is running on containers at ${env.APP_URL} (healthy after ${Math.round((Date.now() - startedAt) / 1000)} s)`,
      `  teacher (admin) sign-in: ${known.ADMIN_EMAIL} / the ADMIN_PASSWORD in ${process.env.ADMIN_PASSWORD ? 'your environment' : '.env'}`,
      ...(known.SMTP_URL
        ? []
        : [`  mail is not sent: see it at http://${env.DEMO_HOST}:${known.MAIL_LIST_PORT ?? 8025}`]),
      ...(env.TIDYCAL_DEMO === 'true' ? ['  calendar: a demo one (TIDYCAL_API_TOKEN connects TidyCal)'] : []),
      ...(env.STRIPE_DEMO === 'true' ? ['  card payments: a demo checkout (STRIPE_SECRET_KEY connects Stripe)'] : []),
      '  stop: npm run compose:down (data kept; `docker-compose down -v` drops it)',
      '',
    ].join('\n'),
  );
}

async function down(tools: Tools): Promise<void> {
  if (engineAnswers(tools.docker)) {
    run(tools.compose[0]!, [...tools.compose.slice(1), 'down'], { env: composeEnv() });
    say('stopped; the data is kept in the volumes (`docker-compose down -v` drops them)');
  }
  await stopEngineWeStarted(tools.docker);
}

/**
 * Runs `command` with an engine and the PostgreSQL and Redis images there (the suites on
 * testcontainers: `npm run test:integration:containers`), then stops the engine if it started it.
 */
async function withEngine(docker: string, command: string[]): Promise<number> {
  await ensureEngine(docker);
  try {
    run('bash', [path.join(__dirname, 'local-images.sh'), 'postgres:15-bookworm', 'redis:7-bookworm'], {
      env: { ...process.env, DOCKER: docker },
    });
    return spawnSync(command[0]!, command.slice(1), { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
  } finally {
    await stopEngineWeStarted(docker);
  }
}

async function main(): Promise<void> {
  const [action, ...rest] = process.argv.slice(2);
  const docker = dockerClient();
  if (action === 'with-engine' && rest.length > 0) process.exitCode = await withEngine(docker, rest);
  else if (action === 'up' || action === 'down') {
    const tools = { docker, compose: composeCommand(docker) };
    await (action === 'up' ? up(tools) : down(tools));
  } else throw new ComposeError('Usage: compose.ts up|down|with-engine <command…>');
}

main().catch((err: unknown) => {
  console.error(err instanceof ComposeError ? err.message : `compose failed: ${(err as Error).stack}`);
  process.exit(1);
});
