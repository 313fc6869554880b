import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '@lezioni/service-kit/testing';

const ROOT = path.resolve(__dirname, '../../..');
const ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
// The first run may build the whole frontend (npm run build:web) before the gateway listens: about
// 3 minutes on a quiet 2-core machine, over 6 with other builds beside it.
const READY_TIMEOUT_MS = 10 * 60_000;

/** The teacher's name the browser tests run with: not npm start's default, which the build once rendered with. */
export const E2E_TEACHER_NAME = 'Giulia Conti';

export type RunningPlatform = {
  baseUrl: string;
  process: ChildProcess;
  databaseName: string;
  logFile: string;
  /** Where the platform's local SMTP catcher keeps each mail as a .eml file. */
  mailDir: string;
  /** This run's files: the mail folder and the demo calendar. */
  dataDir: string;
};

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function waitForConfig(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}; see ${logFile}`);
    const isUp = await fetch(`${baseUrl}/api/config`, { signal: AbortSignal.timeout(2_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the platform did not answer GET /api/config within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/**
 * Creates a fresh database and starts `npm start` on a free port, in its own process group, with
 * `env` on top of the run's own settings.
 */
export async function startPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const port = await freePort();
  const databaseName = `lezioni_e2e_${Date.now()}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${databaseName}`));

  const logFile = path.join(tmpdir(), `${databaseName}.log`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `${databaseName}-`));
  const mailDir = path.join(dataDir, 'mail');
  const output = openSync(logFile, 'a');
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      REGISTER_RATE_LIMIT_PER_IP: '1000',
      FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '1000',
      RESET_PASSWORD_RATE_LIMIT_PER_IP: '1000',
      VERIFY_EMAIL_RATE_LIMIT_PER_IP: '1000',
      // Never a real mail server from the developer's environment: the local catcher, in a folder of
      // this run's own. Its database of its own gives it its own Redis prefix (npm start derives it),
      // so a platform started by hand can't take these mails.
      SMTP_URL: '',
      MAIL_CATCHER_DIR: mailDir,
      // The demo TidyCal, where the browser tests set their lessons up (e2e/support/calendar.ts), of
      // this run's own, not the one of a platform started by hand.
      DEMO_CALENDAR: 'tidycal',
      DEMO_CALENDAR_FILE: path.join(dataDir, 'demo-calendar.json'),
      // And a demo checkout of its own (npm start's stand-in for Stripe).
      DEMO_PAYMENTS_FILE: path.join(dataDir, 'demo-payments.json'),
      ...env,
    },
  });
  // The child holds its own copy of the log descriptor; keeping ours would keep jest alive.
  closeSync(output);
  child.unref();
  const baseUrl = `http://127.0.0.1:${port}`;
  const platform = { baseUrl, process: child, databaseName, logFile, mailDir, dataDir };
  try {
    await waitForConfig(baseUrl, child, logFile);
  } catch (error) {
    await stopPlatform(platform);
    throw error;
  }
  return platform;
}

/** SIGTERMs the whole process group (npm, the launcher, every service) and drops the database. */
export async function stopPlatform({ process: child, databaseName, dataDir }: RunningPlatform): Promise<void> {
  if (child.exitCode === null && child.pid) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const timeout = new Promise((resolve) => setTimeout(resolve, 15_000, 'timeout'));
    if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-child.pid, 'SIGKILL');
  }
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  rmSync(dataDir, { recursive: true, force: true });
}
