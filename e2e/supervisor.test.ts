import { readFileSync } from 'node:fs';
import { startPlatform, stopPlatform, type RunningPlatform } from './support/platform';

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

it('when a service is killed, then its routes answer 503 and the pages 200 meanwhile, and it answers again within 15 s by itself', async () => {
  const [authPid] = pidsOf('auth');

  process.kill(authPid!, 'SIGKILL');
  const killedAt = Date.now();
  // A request caught by the dying process is cut off (502); once it is gone its port refuses.
  while (isAlive(authPid!)) await new Promise((resolve) => setTimeout(resolve, 20));
  const [meanwhileApi, meanwhilePage] = [await statusOf('/api/me'), await statusOf('/login')];
  let backAfterMs = Infinity;
  while (Date.now() - killedAt < 15_000) {
    if ((await statusOf('/api/me')) === 401) {
      backAfterMs = Date.now() - killedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  expect(meanwhileApi).toBe(503);
  expect(meanwhilePage).toBe(200);
  expect(backAfterMs).toBeLessThan(15_000);
  expect(pidsOf('auth')).toHaveLength(2);
  expect(log()).toContain('auth stopped unexpectedly (SIGKILL)');
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
