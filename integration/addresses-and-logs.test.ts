import request from 'supertest';
import type { CalendarFeedResponse } from '@lezioni/contracts';
import { openEventStream } from '@lezioni/service-kit/testing';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { eventually, registerStudent, sessionCookieOf, startPlatform, watchLogs, type Platform } from './harness';

let fake: TidyCalFake;
let platform: Platform;
let student: string;
let teacher: string;
beforeAll(async () => {
  fake = await startTidyCalFake();
  platform = await startPlatform({
    services: ['auth', 'booking-proxy', 'chat', 'learning'],
    env: { TIDYCAL_API_URL: fake.url, TIDYCAL_API_TOKEN: fake.token },
  });
  student = (await registerStudent(platform)).cookie;
  teacher = sessionCookieOf(
    await request(platform.gateway)
      .post('/api/login')
      .send({ email: platform.admin.email, password: platform.admin.password })
      .expect(200),
  );
}, 30_000);
afterAll(async () => {
  await platform.stop();
  await fake.close();
});

describe('addresses that do not decode, or carry control characters', () => {
  const asStudent = () => student;
  const asTeacher = () => teacher;
  const probes: [string, string, () => string | undefined][] = [
    ['GET', '/api/calendar/%FF.ics', () => undefined],
    ['GET', '/api/packages/orders/%C0%80', asStudent],
    ['GET', '/api/learning/files/%FF', asStudent],
    ['GET', '/api/files/%FF', asStudent],
    ['POST', '/api/admin/orders/%FF/confirm', asTeacher],
    ['GET', '/api/lessons/9029018%00/room', asStudent],
    ['POST', '/api/lessons/9029018%00/signals', asStudent],
    ['GET', '/api/admin/student-directory?q=%00', asTeacher],
  ];

  it.each(probes)(
    'when %s %s is asked, then it is refused in the JSON error shape and nothing is logged as an error',
    async (method, path, cookieOf) => {
      const logs = watchLogs(platform);
      const cookie = cookieOf();
      const call = method === 'GET' ? request(platform.gateway).get(path) : request(platform.gateway).post(path);
      if (cookie) void call.set('Cookie', cookie);
      if (path.endsWith('/signals'))
        void call.send({ type: 'description', description: { type: 'offer', sdp: 'v=0' } });

      const res = await call;
      logs.stop();

      expect([400, 404]).toContain(res.status);
      expect(res.body).toEqual({ error: expect.any(String), code: expect.any(String) });
      expect(logs.lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
    },
  );

  it('when a service is asked such an address directly, then it refuses it the same way', async () => {
    const logs = watchLogs(platform);

    const res = await request(platform.urls['booking-proxy']!)
      .get('/api/lessons/9029018%00/room')
      .set('Cookie', student);
    logs.stop();

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String), code: 'bad_input' });
    expect(logs.lines.filter((line) => line.level === 'error')).toEqual([]);
  });
});

describe("a calendar feed's address", () => {
  it('when the feed is read by its address, then it answers; by another spelling 404; and no log line of any process holds the secret', async () => {
    const { feed } = (await request(platform.gateway).post('/api/calendar/feed').set('Cookie', student).expect(200))
      .body as CalendarFeedResponse;
    const path = new URL(feed!.url).pathname;
    const secret = path.slice('/api/calendar/'.length, -'.ics'.length);
    const logs = watchLogs(platform);

    const answered = await Promise.all(
      [path, `${path}?from=calendar`].map((url) => request(platform.gateway).get(url)),
    );
    const refused = await Promise.all(
      [
        path.replace(/\.ics$/, '.ICS'),
        path.replace(/\.ics$/, '.Ics'),
        `${path}/`,
        `${path}/?from=calendar`,
        path.replace('/api/calendar/', '/API/CALENDAR/'),
      ].map((url) => request(platform.gateway).get(url)),
    );
    const direct = await request(platform.urls['booking-proxy']!).get(path.replace(/\.ics$/, '.ICS'));
    logs.stop();

    expect(answered.map((res) => [res.status, res.type])).toEqual([
      [200, 'text/calendar'],
      [200, 'text/calendar'],
    ]);
    expect(refused.map((res) => [res.status, res.body.code])).toEqual(Array(5).fill([404, 'not_found']));
    expect([direct.status, direct.body.code]).toEqual([404, 'not_found']);
    expect(logs.lines.filter((line) => line.process === 'gateway').length).toBeGreaterThanOrEqual(7);
    expect(logs.lines.filter((line) => line.text.includes(secret))).toEqual([]);
  });
});

describe('a closed event stream', () => {
  it('when a student closes their event stream, then the gateway and chat note it at debug level, with no warning', async () => {
    const logs = watchLogs(platform);
    const aborted = () => logs.lines.filter((line) => line.text.includes('request aborted'));
    const stream = await openEventStream(`${platform.gatewayUrl}/api/events`, {
      cookie: student,
      onFrame: () => undefined,
    });
    expect(stream.status).toBe(200);

    stream.close();
    await eventually(async () => new Set(aborted().map((line) => line.process)).size === 2);
    logs.stop();

    expect(aborted().map(({ process, level }) => ({ process, level }))).toEqual(
      expect.arrayContaining([
        { process: 'gateway', level: 'debug' },
        { process: 'chat', level: 'debug' },
      ]),
    );
    expect(logs.lines.filter((line) => line.level === 'warn' || line.level === 'error')).toEqual([]);
  });
});
