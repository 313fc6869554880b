import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { freePort, testKeys, testMailLinkKeys, testVapidKeys } from './testing';
import { adminDatabaseUrl } from './testing/test-database';

const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

function startProcess(entry: string, env: Record<string, string>) {
  const child = spawn(TSX, [entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForOutput(read: () => string, text: string, child: ChildProcess) {
  for (let waited = 0; waited < 15_000; waited += 50) {
    if (read().includes(text)) return;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`process never printed "${text}":\n${read()}`);
}

/** The slow-service fixture on a free port, listening; `env` adds to its PORT (SLOW_MS, HOST). */
async function startSlowService(env: Record<string, string>) {
  const port = await freePort();
  const service = startProcess(path.join(__dirname, 'testing/fixtures/slow-service.ts'), {
    PORT: String(port),
    ...env,
  });
  await waitForOutput(service.output, 'slow listening', service.child);
  return { port, service };
}

// Every test starts a service under tsx, which compiles it first: seconds on a busy 2-core machine
// (the first one once took over 5 s in CI).
jest.setTimeout(30_000);

describe('a service process', () => {
  it('when its configuration is missing, then it names every bad key and exits non-zero', async () => {
    const auth = startProcess(path.join(ROOT, 'services/auth/src/server.ts'), { ADMIN_PASSWORD: 'short' });

    const code = await auth.exited;

    expect(code).toBe(1);
    const keys = [
      'JWT_PUBLIC_KEY',
      'JWT_PRIVATE_KEY',
      'MAIL_LINK_PUBLIC_KEY',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'ADMIN_NAME',
    ];
    for (const key of keys) {
      expect(auth.output()).toContain(key);
    }
    expect(auth.output()).not.toMatch(/at .*\.ts:\d+/);
  });

  it.each([
    ['the demo password', 'Insegnante2025', /demo password/],
    ['a weak password', 'lezioni2025', /too weak for production/],
  ])('when auth starts in production with %s, then it refuses to start and says why', async (_label, password, why) => {
    const auth = startProcess(path.join(ROOT, 'services/auth/src/server.ts'), {
      NODE_ENV: 'production',
      JWT_PUBLIC_KEY: testKeys().publicKey,
      JWT_PRIVATE_KEY: testKeys().privateKey,
      MAIL_LINK_PUBLIC_KEY: testMailLinkKeys().publicKey,
      VAPID_PUBLIC_KEY: testVapidKeys().publicKey,
      VAPID_PRIVATE_KEY: testVapidKeys().privateKey,
      ADMIN_EMAIL: 'teacher@lezioni.example',
      ADMIN_PASSWORD: password,
      ADMIN_NAME: 'Chiara Lombardi',
      // Never reached: configuration is checked before any connection.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });

    expect(await auth.exited).toBe(1);
    expect(auth.output()).toMatch(why);
  });

  it('when HOST is 127.0.0.1, then it listens there and nowhere else', async () => {
    const { port, service } = await startSlowService({ HOST: '127.0.0.1', SLOW_MS: '1' });
    try {
      const here = await fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.status);
      // Another loopback address of this machine stands for any other interface.
      const elsewhere = await fetch(`http://127.0.0.2:${port}/slow`).then(
        () => 'answered',
        () => 'refused',
      );

      expect(here).toBe(200);
      expect(elsewhere).toBe('refused');
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  });

  it('when it is told to stop, then in-flight requests finish, new ones are refused, and it exits 0', async () => {
    const { port, service } = await startSlowService({ SLOW_MS: '700' });

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.json());
    await waitForOutput(service.output, 'slow request started', service.child);
    service.child.kill('SIGTERM');
    await waitForOutput(service.output, 'shutting down', service.child);
    const refused = await fetch(`http://127.0.0.1:${port}/slow`).then(
      () => 'answered',
      () => 'refused',
    );

    expect(await inFlight).toEqual({ done: true });
    expect(refused).toBe('refused');
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('pools closed');
  });

  it('when it crashes, then every line it logged before (gathered for one write) is in its output', async () => {
    const { port, service } = await startSlowService({ SLOW_MS: '0' });

    await fetch(`http://127.0.0.1:${port}/crash`);

    expect(await service.exited).toBe(1);
    expect(service.output()).toContain('about to crash');
    expect(service.output()).toContain('crashed on purpose');
  });

  it('when it is told to stop while a client holds a connection without asking anything, then it still exits at once', async () => {
    const { port, service } = await startSlowService({ SLOW_MS: '700' });
    const silent = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => silent.once('connect', resolve));

    const stoppedAt = Date.now();
    service.child.kill('SIGTERM');

    expect(await service.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(3_000);
    silent.destroy();
  });

  it('when a service runs with `migrate`, then it creates its schema from DATABASE_URL alone, exits 0 and serves nothing', async () => {
    const name = `lezioni_test_migrate_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminDatabaseUrl());
    url.pathname = `/${name}`;
    try {
      // No keys, no Redis: the migration Job needs the database only.
      const migrate = spawn(TSX, [path.join(ROOT, 'services/chat/src/server.ts'), 'migrate'], {
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: url.href },
        stdio: 'pipe',
      });
      const code = await new Promise((resolve) => migrate.once('exit', resolve));

      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      const { rows } = await client.query(
        `select table_name from information_schema.tables where table_schema = 'chat'`,
      );
      await client.end();
      expect(code).toBe(0);
      expect(rows.map((row: { table_name: string }) => row.table_name)).toEqual(
        expect.arrayContaining(['conversations', 'messages']),
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 20_000);
});
