import { readFileSync, watch } from 'node:fs';
import { RESTART_POLICY } from '@lezioni/local-platform';
import { startPlatform, stopPlatform, type RunningPlatform } from '@lezioni/local-platform/platform';

// `npm start` as a one-machine deployment: a platform of its own, since these tests kill parts of it.
let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
}, 6 * 60_000);
afterAll(() => stopPlatform(platform));

const log = () => readFileSync(platform.logFile, 'utf8');
/** The pid the launcher announced for each start of `service`, oldest first. */
const pidsOf = (service: string) =>
  [...log().matchAll(new RegExp(`${service} started \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]));
/** How many times `service` has said it listens (its JSON log line, once per start). */
const listeningCountOf = (service: string) =>
  log()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${service} listening"`)).length;
/** Resolves once `holds` is true of the platform's log, looking again at each write to it. */
const logged = (holds: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!holds()) return;
      watcher.close();
      resolve();
    };
    const watcher = watch(platform.logFile, check);
    check();
  });
const statusOf = (path: string) =>
  fetch(`${platform.baseUrl}${path}`, { signal: AbortSignal.timeout(2_000) }).then(
    (answer) => answer.status,
    () => 0,
  );
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('when a service is killed, then its routes answer 503 and the pages 200 meanwhile, and the launcher starts it again by itself', async () => {
  // The gateway renders the visitor pages as it starts, and a page asked meanwhile waits for them.
  await logged(() => log().includes('"msg":"visitor pages rendered"'));
  const [authPid] = pidsOf('auth');
  const stoppedLine = `auth stopped unexpectedly (SIGKILL); restarting in ${RESTART_POLICY.firstDelayMs} ms`;

  process.kill(authPid!, 'SIGKILL');
  // The launcher says so once the process is gone: its port refuses from then on.
  await logged(() => log().includes(stoppedLine));
  const [meanwhileApi, meanwhilePage] = [await statusOf('/api/me'), await statusOf('/login')];
  await logged(() => listeningCountOf('auth') === 2);
  const answerOnceBack = await statusOf('/api/me');

  expect(meanwhileApi).toBe(503);
  expect(meanwhilePage).toBe(200);
  expect(pidsOf('auth')).toEqual([authPid, expect.any(Number)]);
  expect(pidsOf('auth')[1]).not.toBe(authPid);
  expect(answerOnceBack).toBe(401);
}, 30_000);

it('when the launcher gets SIGTERM, then no process of the platform and no listening port remain', async () => {
  const pids = ['auth', 'booking-proxy', 'chat', 'mailer', 'unfurl', 'gateway'].map((name) => pidsOf(name).at(-1)!);
  expect(pids.every(isAlive)).toBe(true);

  const exited = new Promise((resolve) => platform.process.once('exit', resolve));
  process.kill(platform.process.pid!, 'SIGTERM');
  await exited;

  expect(pids.filter(isAlive)).toEqual([]);
  expect(await statusOf('/login')).toBe(0);
}, 30_000);
