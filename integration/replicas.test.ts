import type http from 'node:http';
import { once } from 'node:events';
import { Queue } from 'bullmq';
import { MAIL_QUEUE, MessageEventSchema } from '@lezioni/contracts';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { openEventStream, uniqueEmail, type EventFrame } from '@lezioni/service-kit/testing';
import {
  eventually,
  startPlatform,
  startService,
  syncRunsSeenBy,
  verifyEmailOf,
  type Platform,
  type StartedService,
} from './harness';

const REPLICATED = ['auth', 'chat', 'booking-proxy'] as const;
const URL_KEYS = { auth: 'AUTH_URL', chat: 'CHAT_URL', 'booking-proxy': 'BOOKING_URL' } as const;
const SYNC_INTERVAL_S = 1;
const SYNC_QUEUE = 'tidycal-sync';

let fake: TidyCalFake;
let platform: Platform;
let second: Record<(typeof REPLICATED)[number], StartedService>;
let gateway: StartedService;
let gatewayUrl: string;

/** Counts the calls a replica's server receives. */
function countCalls(server: http.Server) {
  let calls = 0;
  server.on('request', () => (calls += 1));
  return () => calls;
}

beforeAll(async () => {
  fake = await startTidyCalFake();
  platform = await startPlatform({
    services: [...REPLICATED],
    env: { TIDYCAL_API_URL: fake.url, TIDYCAL_API_TOKEN: fake.token, TIDYCAL_SYNC_INTERVAL_S: String(SYNC_INTERVAL_S) },
  });
  // A second process of each, beside the first, with the same environment: no affinity anywhere.
  second = Object.fromEntries(
    await Promise.all(REPLICATED.map(async (name) => [name, await startService(name, platform.env)] as const)),
  ) as typeof second;
  gateway = await startService('gateway', {
    ...platform.env,
    ...Object.fromEntries(REPLICATED.map((name) => [URL_KEYS[name], `${platform.urls[name]},${second[name].url}`])),
  });
  gatewayUrl = gateway.url;
}, 30_000);

afterAll(async () => {
  await gateway.stop();
  // The killed replica's server is gone; its pools are closed here.
  for (const replica of Object.values(second))
    await (replica.server.listening ? replica.stop() : replica.service.close());
  await platform.stop();
  await fake.close();
});

async function registerStudent(): Promise<string> {
  const answer = await fetch(`${gatewayUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.7.7' },
    body: JSON.stringify({ name: 'Giulia Replica', email: uniqueEmail(), password: 'Replica2025' }),
  });
  expect(answer.status).toBe(201);
  return answer.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe('two replicas of auth, chat and booking-proxy behind one gateway', () => {
  it('when a student signs in, then every replica accepts the session, and calls are spread over both', async () => {
    const firstAuth = countCalls(platform.services.auth!.server);
    const secondAuth = countCalls(second.auth.server);
    const cookie = await registerStudent();

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${gatewayUrl}/api/me`, { headers: { cookie } }).then((res) => res.status)),
    );

    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    // Seven calls (the registration and six polls), taken in turn.
    expect([firstAuth(), secondAuth()].sort()).toEqual([3, 4]);
  });

  it('when a message is posted on one chat replica, then the event stream held by the other gets it', async () => {
    const cookie = await registerStudent();
    const { id } = (await (
      await fetch(`${platform.urls.chat}/api/conversations`, { method: 'POST', headers: { cookie } })
    ).json()) as { id: string };
    const frames: EventFrame[] = [];
    const stream = await openEventStream(`${second.chat.url}/api/events`, {
      cookie,
      onFrame: (frame) => frames.push(frame),
    });

    try {
      const posted = await fetch(`${platform.urls.chat}/api/conversations/${id}/messages`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Ciao da una replica', messageType: 'text' }),
      });
      expect(posted.status).toBe(201);
      await eventually(async () => frames.some((frame) => frame.event === 'message'));

      const message = MessageEventSchema.parse(JSON.parse(frames.find((frame) => frame.event === 'message')!.data));
      expect(message).toMatchObject({ conversationId: id, message: { content: 'Ciao da una replica' } });
    } finally {
      stream.close();
    }
  });

  it('when both booking-proxy replicas run the calendar sync, then they keep one schedule between them and a lesson gets one reminder', async () => {
    const email = uniqueEmail();
    const registered = await fetch(`${gatewayUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.7.8' },
      body: JSON.stringify({ name: 'Luca Replica', email, password: 'Replica2025' }),
    });
    expect(registered.status).toBe(201);
    // Only a confirmed address's lessons are a student's, and get a reminder.
    await verifyEmailOf(platform, email);
    const queue = (name: string) =>
      new Queue(name, { connection: { url: platform.env.REDIS_URL }, prefix: platform.env.REDIS_PREFIX });
    const [mailQueue, syncQueue] = [queue(MAIL_QUEUE), queue(SYNC_QUEUE)];
    const remindersOf = async () =>
      (await mailQueue.getJobs(['delayed'])).filter((job) => job.data.to === email).map((job) => job.data.kind);

    try {
      fake.addBooking({ email, startsAt: new Date(Date.now() + 72 * 60 * 60_000) });
      await eventually(async () => (await remindersOf()).length > 0);
      // Three more runs: each replica runs one at a time, so at least one of them has run to its end
      // with the reminder already scheduled, on whichever replica.
      const runsThen = syncRunsSeenBy(fake);
      await eventually(async () => syncRunsSeenBy(fake) >= runsThen + 3);

      expect(await remindersOf()).toEqual(['lesson-reminder']);
      // Two schedules would sync twice per interval.
      expect((await syncQueue.getJobSchedulers()).map((schedule) => schedule.every)).toEqual([SYNC_INTERVAL_S * 1000]);
    } finally {
      await Promise.all([mailQueue.close(), syncQueue.close()]);
    }
  }, 20_000);

  it('when one auth replica is killed while students poll, then every poll is still answered', async () => {
    const cookie = await registerStudent();
    const poll = () => fetch(`${gatewayUrl}/api/me`, { headers: { cookie } }).then((res) => res.status);
    const statuses: number[] = [];
    const isPolled = once(second.auth.server, 'request');
    const polling = (async () => {
      for (let round = 0; round < 40; round += 1) {
        statuses.push(...(await Promise.all([poll(), poll(), poll()])));
      }
    })();

    await isPolled;
    // Killed while it serves the polls, not stopped: its connections drop under whatever they were doing.
    second.auth.server.closeAllConnections();
    second.auth.server.close();
    await polling;

    expect(statuses).toHaveLength(120);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
