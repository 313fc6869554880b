import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = path.resolve(__dirname, '..');
const ENV_FILE = path.join(ROOT, '.env');

/**
 * This host's own address, not loopback, for the composed coturn (on the host's network): the
 * browsers reach it there, and coturn relays between addresses that are not loopback ones, as in
 * a deployment (it refuses loopback peers unless told otherwise).
 */
export function hostAddress(): string {
  const address = Object.entries(networkInterfaces())
    .filter(([name]) => !/^(docker|br-|veth|lo)/.test(name))
    .flatMap(([, addresses]) => addresses ?? [])
    .find((candidate) => candidate.family === 'IPv4' && !candidate.internal)?.address;
  if (!address) throw new Error('this host has no IPv4 address besides loopback for the relay');
  return address;
}

/**
 * What the walk's compose commands run with: a compose project of its own (its containers and
 * volumes apart from a platform the developer runs from this checkout), and the relay on this
 * host's address.
 */
export const composeEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  COMPOSE_PROJECT_NAME: 'lezioniwalk',
  TURN_HOST: process.env.TURN_HOST ?? hostAddress(),
});

export const engineAnswers = () => spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;

/** `npm run compose:<action>`, its output shown; throws when it fails. */
export function compose(action: 'up' | 'down'): void {
  const result = spawnSync('npm', ['run', `compose:${action}`], { cwd: ROOT, env: composeEnv(), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run compose:${action} failed (exit ${result.status})`);
}

/** A compose command's output (docker-compose v1 here; `docker compose` where only the plugin is). */
export function composeOutput(args: string[]): string {
  const v1 = spawnSync('docker-compose', args, { cwd: ROOT, env: composeEnv(), encoding: 'utf8' });
  const result = v1.error
    ? spawnSync('docker', ['compose', ...args], { cwd: ROOT, env: composeEnv(), encoding: 'utf8' })
    : v1;
  if (result.status !== 0) throw new Error(`compose ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

export function docker(args: string[]): string {
  const result = spawnSync('docker', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`docker ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** The id of the container that runs compose service `service`. */
export const containerOf = (service: string) => composeOutput(['ps', '-q', service]);

/** The values .env holds (compose:up wrote the missing secrets there). */
export function envFileValues(): Record<string, string> {
  if (!existsSync(ENV_FILE)) return {};
  return Object.fromEntries(
    readFileSync(ENV_FILE, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

export const envFile = ENV_FILE;

/**
 * Resolves once the engine reports `container` started again and then healthy, reading its event
 * stream from `sinceSeconds` (Unix time, taken before the crash): no polling, which on a busy
 * 2-core machine spawned `docker inspect` 40 times a second and slowed the very start it waited for.
 */
export function restartedAndHealthy(container: string, sinceSeconds: number, timeoutMs: number): Promise<void> {
  const events = spawn(
    'docker',
    ['events', '--since', String(sinceSeconds), '--filter', `container=${container}`, '--format', '{{.Status}}'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const seen: string[] = [];
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      const state = spawnSync(
        'docker',
        ['inspect', '--format', '{{json .State}} restarts={{.RestartCount}}', container],
        {
          encoding: 'utf8',
        },
      );
      const logs = spawnSync('docker', ['logs', '--tail', '30', container], { encoding: 'utf8' });
      reject(
        new Error(
          `the container was not restarted and healthy within ${timeoutMs} ms; its events: ${seen.join(', ')}\n` +
            `${state.stdout}\n${logs.stdout}${logs.stderr}`,
        ),
      );
    }, timeoutMs);
    let started = false;
    createInterface({ input: events.stdout }).on('line', (status) => {
      seen.push(status);
      if (status === 'start') started = true;
      if (started && status.trim() === 'health_status: healthy') {
        clearTimeout(timer);
        resolve();
      }
    });
  }).finally(() => events.kill());
}
