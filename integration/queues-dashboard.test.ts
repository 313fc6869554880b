import request from 'supertest';
import { MAIL_QUEUE, QUEUES_DASHBOARD_PATH, SERVER_MESSAGES, messageForStatus } from '@lezioni/contracts';
import { SESSION_COOKIE, createMailQueue, createRedis, closeRedis, createLogger } from '@lezioni/service-kit';
import { uniqueEmail } from '@lezioni/service-kit/testing';
import { startPlatform, type Platform } from './harness';

const SYNC_QUEUE = 'tidycal-sync';
const DAY_MS = 24 * 60 * 60_000;

let platform: Platform;
let teacher: string;
let student: string;
beforeAll(async () => {
  platform = await startPlatform({ services: ['auth', 'booking-proxy'] });
  const cookieOf = (res: request.Response) =>
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;
  teacher = cookieOf(
    await api().post('/api/login').send({ email: platform.admin.email, password: platform.admin.password }).expect(200),
  );
  student = cookieOf(
    await api()
      .post('/api/register')
      .send({ name: 'Marco Rossi', email: uniqueEmail(), password: 'Segreto123' })
      .expect(201),
  );
});
afterAll(async () => {
  await platform.stop();
});

const api = () => request(platform.gateway);

type QueuesAnswer = {
  queues: {
    name: string;
    readOnlyMode: boolean;
    counts: Record<'waiting' | 'active' | 'delayed' | 'completed' | 'failed', number>;
    jobs: { name: string }[];
  }[];
};

describe('the queue dashboard', () => {
  it('when someone opens /admin/queues, then the gateway sends them to the dashboard under the API', async () => {
    await api().get('/admin/queues').expect(302).expect('location', QUEUES_DASHBOARD_PATH);
  });

  it.each<[string, number, string, string, () => string | undefined]>([
    ['signed out', 401, SERVER_MESSAGES.notSignedIn, 'not_signed_in', () => undefined],
    ['a student', 403, SERVER_MESSAGES.forbidden, 'forbidden', () => student],
  ])(
    'when %s asks for the page or its data, then %i in the JSON error shape',
    async (_who, status, message, code, cookie) => {
      for (const path of [QUEUES_DASHBOARD_PATH, `${QUEUES_DASHBOARD_PATH}/api/queues`]) {
        const session = cookie();
        const res = await (session ? api().get(path).set('Cookie', session) : api().get(path)).expect(status);
        expect(res.body).toEqual({ error: message, code });
      }
    },
  );

  it('when the teacher opens it, then the page and every asset it loads come from our origin under the CSP', async () => {
    const res = await api()
      .get(QUEUES_DASHBOARD_PATH)
      .set('Cookie', teacher)
      .expect(200)
      .expect('content-type', /html/);
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    expect(res.text).toContain(`<base href="${QUEUES_DASHBOARD_PATH}/"`);
    // The only inline script is a JSON data block, which a CSP does not run.
    const inline = [...res.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!.trim());
    expect(inline).toEqual(['id="__UI_CONFIG__" type="application/json"']);
    const scripts = [...res.text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
    const styles = [...res.text.matchAll(/<link href="(static\/[^"]+)" rel="stylesheet"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    for (const asset of [...scripts, ...styles]) {
      expect(asset).toMatch(/^static\//); // relative to the base: same origin
      await api().get(`${QUEUES_DASHBOARD_PATH}/${asset}`).set('Cookie', teacher).expect(200);
    }
  });

  it("when a lesson reminder waits in the mail queue, then the page's data lists the mail and sync queues with their counts", async () => {
    const redis = createRedis(platform.env.REDIS_URL!, createLogger('test', 'silent'));
    const mailQueue = createMailQueue(redis, platform.env.REDIS_PREFIX!);
    try {
      // As booking-proxy schedules a reminder: a delayed job in the mail queue.
      await mailQueue.enqueue(
        {
          kind: 'lesson-reminder',
          to: uniqueEmail(),
          name: 'Marco Rossi',
          startsAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
          durationMinutes: 50,
          bookingTypeName: 'Lezione',
          meetingUrl: null,
          timezone: 'Europe/Rome',
        },
        'lesson-reminder-test',
        { delayMs: DAY_MS },
      );
    } finally {
      await mailQueue.close();
      await closeRedis(redis);
    }

    const res = await api()
      .get(`${QUEUES_DASHBOARD_PATH}/api/queues`)
      .query({ activeQueue: MAIL_QUEUE, status: 'delayed' })
      .set('Cookie', teacher)
      .expect(200);
    const { queues } = res.body as QueuesAnswer;
    expect(queues.map((queue) => queue.name).sort()).toEqual([MAIL_QUEUE, SYNC_QUEUE]);
    const mail = queues.find((queue) => queue.name === MAIL_QUEUE)!;
    // Not `waiting`: the student registered above gets a confirmation mail, queued whenever auth's
    // outbox relay runs, and no mailer drains this platform's queue.
    expect(mail.counts).toMatchObject({ delayed: 1, failed: 0 });
    expect(mail.jobs.map((job) => job.name)).toEqual(['lesson-reminder']);
    const sync = queues.find((queue) => queue.name === SYNC_QUEUE)!;
    // The sync's schedule is there: its next run always waits in the queue.
    expect(sync.counts.delayed + sync.counts.waiting + sync.counts.active).toBeGreaterThanOrEqual(1);
    expect(queues.every((queue) => queue.readOnlyMode)).toBe(true);
  });

  it('when the teacher tries to empty a queue, then it refuses: the dashboard is read-only on the server too', async () => {
    const res = await api()
      .put(`${QUEUES_DASHBOARD_PATH}/api/queues/${MAIL_QUEUE}/empty`)
      .set('Cookie', teacher)
      .expect(405);

    expect(res.body).toEqual({ error: SERVER_MESSAGES.readOnly, code: 'read_only' });
  });

  it("when the dashboard's API fails, then it answers in the JSON error shape, never with its own wording", async () => {
    const get = (path: string) => api().get(`${QUEUES_DASHBOARD_PATH}/api/queues/${path}`).set('Cookie', teacher);

    const unknownQueue = await get('nope/metrics');
    const unknownJob = await get(`${MAIL_QUEUE}/no-such-job`);
    // Its refusals of a query carry its own wording (an address that does not decode never reaches
    // it: every process refuses one first, ARCHITECTURE "Errors").
    const refused = await api().get(`${QUEUES_DASHBOARD_PATH}/api/queues?page=abc`).set('Cookie', teacher);

    for (const res of [unknownQueue, unknownJob]) {
      expect([res.status, res.body]).toEqual([404, { error: SERVER_MESSAGES.notFound, code: 'not_found' }]);
    }
    expect([refused.status, refused.body]).toEqual([400, { error: messageForStatus(400), code: 'bad_input' }]);
  });
});
