import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import request from 'supertest';
import {
  ADMIN_SCHEDULE_API,
  AVAILABILITY_MESSAGES,
  AVAILABILITY_SLOTS_API,
  LESSON_REQUESTS_API,
  ScheduleAnswerSchema,
  SlotsResponseSchema,
  type Schedule,
} from '@lezioni/contracts';
import type { Connect, ResolveHost } from '@lezioni/safe-fetch';
import { AppError } from '@lezioni/service-kit';
import { openBookingTestApp } from '../../testing/booking-test-deps';
import { DAY_MS, cookieOf } from '../../testing/test-rows';
import { readBusyCalendar } from '../domain/busy-calendar';
import { saveSchedule } from '../domain/schedule';
import { localDateOf, nextDate, zonedTimeToUtc } from '../domain/wall-clock';

const teacher = cookieOf({ id: randomUUID(), name: 'Chiara Lombardi' }, 'admin');
const student = cookieOf({ id: randomUUID(), name: 'Anna Bianchi' });
const ROME = 'Europe/Rome';

/** Her calendar's host, as the test's server answers it: a calendar file, or a failure. */
let answer: (res: http.ServerResponse) => void = (res) => res.writeHead(404).end();
let hits = 0;
const calendarHost = http.createServer((_req, res) => {
  hits += 1;
  answer(res);
});
const serve = (text: string) => {
  answer = (res) => res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(text);
};

/** Every socket the service opens; one to anything but loopback fails before a packet leaves. */
const connections: string[] = [];
const loopbackOnly: Connect = (options) => {
  const host = String(options.host);
  connections.push(host);
  if (host !== '127.0.0.1') {
    const socket = new net.Socket();
    process.nextTick(() => socket.destroy(new Error(`test network: ${host} is not loopback`)));
    return socket;
  }
  return net.createConnection(options as net.NetConnectOpts);
};
/** The test's DNS: nothing is asked of a real resolver. */
const DNS: Record<string, Array<{ address: string; family: number }>> = {
  'calendar.private.test': [{ address: '10.0.0.7', family: 4 }],
};
const dnsAsked: string[] = [];
const fakeDns: ResolveHost = async (hostname) => {
  dnsAsked.push(hostname);
  const found = DNS[hostname];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found;
};

let t: Awaited<ReturnType<typeof openBookingTestApp>>;
let address: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => calendarHost.listen(0, '127.0.0.1', resolve));
  const { port } = calendarHost.address() as net.AddressInfo;
  address = `http://127.0.0.1:${port}/calendar/secret-4f9a.ics`;
  t = await openBookingTestApp({
    network: { allowHosts: new Set([`127.0.0.1:${port}`]), resolveHost: fakeDns, connect: loopbackOnly },
  });
});
afterAll(async () => {
  await t.close();
  calendarHost.closeAllConnections();
  await new Promise((resolve) => calendarHost.close(resolve));
});

/** Every hour of every day is hers, no buffer: whatever is not offered, her calendar blocks. */
const ALWAYS: Schedule = {
  timeZone: ROME,
  bufferMinutes: 0,
  autoApproveReturning: false,
  week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  dates: [],
};

const saveWeek = (schedule: object) => request(t.app).put(ADMIN_SCHEDULE_API).set('Cookie', teacher).send(schedule);
const readWeek = async () =>
  ScheduleAnswerSchema.parse((await request(t.app).get(ADMIN_SCHEDULE_API).set('Cookie', teacher).expect(200)).body);

const plusDays = (date: string, days: number) => {
  let next = date;
  for (let day = 0; day < days; day += 1) next = nextDate(next);
  return next;
};
const dayAhead = (days: number) => plusDays(localDateOf(new Date(Date.now() + DAY_MS), ROME), days - 1);
const romeTime = (date: string, time: string) => zonedTimeToUtc(date, time, ROME).toISOString();

/** The starts of the 25-minute lessons a student is offered on a day of Rome's calendar. */
async function startsOn(date: string): Promise<string[]> {
  const res = await request(t.app)
    .get(AVAILABILITY_SLOTS_API)
    .query({ from: romeTime(date, '00:00'), to: romeTime(nextDate(date), '00:00'), duration: 25 })
    .set('Cookie', student)
    .expect(200);
  expect(JSON.stringify(res.body)).not.toContain('secret-4f9a');
  return SlotsResponseSchema.parse(res.body).slots.map((slot) => slot.startsAt);
}

const stamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
const utcStamp = (instant: string) => instant.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

const ROME_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Rome',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const calendarOf = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Her calendar//EN',
    ...ROME_VTIMEZONE,
    ...events.flatMap((lines) => ['BEGIN:VEVENT', `DTSTAMP:20261201T000000Z`, ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

// Her calendar's days, from 3 to 25 days ahead: within the booking terms.
const ONE_OFF = dayAhead(3);
const WEEKLY = dayAhead(4);
const ALL_DAY = dayAhead(6);
const NEW_YORK = dayAhead(8);
const FREE = dayAhead(9);

const HER_CALENDAR = calendarOf(
  // A one-off, in UTC.
  [
    'UID:dentist@test',
    'SUMMARY:Dentist',
    `DTSTART:${utcStamp(romeTime(ONE_OFF, '10:00'))}`,
    `DTEND:${utcStamp(romeTime(ONE_OFF, '10:30'))}`,
  ],
  // Weekly, 4 times, on Rome's clock (the file's VTIMEZONE): the 2nd left out, the 3rd moved to 11:00.
  [
    'UID:choir@test',
    'SUMMARY:Choir',
    `DTSTART;TZID=Europe/Rome:${stamp(WEEKLY, '09:00')}`,
    `DTEND;TZID=Europe/Rome:${stamp(WEEKLY, '10:00')}`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    `EXDATE;TZID=Europe/Rome:${stamp(plusDays(WEEKLY, 7), '09:00')}`,
  ],
  [
    'UID:choir@test',
    'SUMMARY:Choir (moved)',
    `RECURRENCE-ID;TZID=Europe/Rome:${stamp(plusDays(WEEKLY, 14), '09:00')}`,
    `DTSTART;TZID=Europe/Rome:${stamp(plusDays(WEEKLY, 14), '11:00')}`,
    `DTEND;TZID=Europe/Rome:${stamp(plusDays(WEEKLY, 14), '12:00')}`,
  ],
  // All day: her whole day, on her clock.
  [
    'UID:trip@test',
    'SUMMARY:Trip',
    `DTSTART;VALUE=DATE:${ALL_DAY.replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${plusDays(ALL_DAY, 1).replaceAll('-', '')}`,
  ],
  // A TZID the file does not define: New York's clock all the same.
  [
    'UID:call@test',
    'SUMMARY:Call with New York',
    `DTSTART;TZID=America/New_York:${stamp(NEW_YORK, '04:00')}`,
    `DTEND;TZID=America/New_York:${stamp(NEW_YORK, '05:00')}`,
  ],
  // Cancelled, and shown as free: neither blocks anything.
  [
    'UID:cancelled@test',
    'STATUS:CANCELLED',
    `DTSTART;TZID=Europe/Rome:${stamp(FREE, '10:00')}`,
    `DTEND;TZID=Europe/Rome:${stamp(FREE, '11:00')}`,
  ],
  [
    'UID:reminder@test',
    'TRANSP:TRANSPARENT',
    `DTSTART;TZID=Europe/Rome:${stamp(FREE, '14:00')}`,
    `DTEND;TZID=Europe/Rome:${stamp(FREE, '15:00')}`,
  ],
);

/** Which of `times` (HH:MM on `date`, Rome) a student is offered. */
async function offeredOf(date: string, times: string[]): Promise<Record<string, boolean>> {
  const starts = new Set(await startsOn(date));
  return Object.fromEntries(times.map((time) => [time, starts.has(romeTime(date, time))]));
}

describe("her own calendar's busy times", () => {
  it('when she saves her calendar address, then it is read at once and its events block their times, and the others stay free', async () => {
    serve(HER_CALENDAR);

    const saved = await saveWeek({ ...ALWAYS, busyCalendarUrl: address }).expect(200);

    expect(ScheduleAnswerSchema.parse(saved.body)).toMatchObject({
      busyCalendarUrl: address,
      busyCalendar: { lastReadAt: expect.any(String), error: null },
    });
    expect(await offeredOf(ONE_OFF, ['09:30', '09:45', '10:00', '10:15', '10:30'])).toEqual({
      '09:30': true,
      '09:45': false,
      '10:00': false,
      '10:15': false,
      '10:30': true,
    });
    expect(await offeredOf(WEEKLY, ['08:30', '09:00', '09:45', '10:00'])).toEqual({
      '08:30': true,
      '09:00': false,
      '09:45': false,
      '10:00': true,
    });
    expect(await offeredOf(plusDays(WEEKLY, 7), ['09:00'])).toEqual({ '09:00': true });
    expect(await offeredOf(plusDays(WEEKLY, 14), ['09:00', '11:00'])).toEqual({ '09:00': true, '11:00': false });
    expect(await offeredOf(plusDays(WEEKLY, 21), ['09:00'])).toEqual({ '09:00': false });
    expect(await startsOn(ALL_DAY)).toEqual([]);
    const dayAfter = plusDays(ALL_DAY, 1);
    expect(await offeredOf(dayAfter, ['00:00', '23:30'])).toEqual({ '00:00': true, '23:30': true });
    const newYork = new Set(await startsOn(NEW_YORK));
    expect(newYork.has(zonedTimeToUtc(NEW_YORK, '04:00', 'America/New_York').toISOString())).toBe(false);
    expect(newYork.has(zonedTimeToUtc(NEW_YORK, '05:00', 'America/New_York').toISOString())).toBe(true);
    expect(await offeredOf(FREE, ['10:00', '14:00'])).toEqual({ '10:00': true, '14:00': true });
  });

  it('when a student asks for a time her calendar blocks, then it is refused as not free; a time it leaves free is held', async () => {
    serve(HER_CALENDAR);
    await saveWeek({ ...ALWAYS, busyCalendarUrl: address }).expect(200);
    const anna = await t.addStudent();
    await t.grantLot(anna.id, { credits: 2, grantedAt: new Date(), expiresAt: new Date(Date.now() + 180 * DAY_MS) });
    const ask = (time: string) =>
      request(t.app)
        .post(LESSON_REQUESTS_API)
        .set('Cookie', cookieOf(anna))
        .send({ startsAt: romeTime(ONE_OFF, time), durationMinutes: 25 });

    const blocked = await ask('10:00');
    const free = await ask('11:00');

    expect([blocked.status, blocked.body.code]).toEqual([409, 'slot_not_free']);
    expect(free.status).toBe(201);
  });

  it.each([
    ['the host answers 500', 'status', (res: http.ServerResponse) => res.writeHead(500).end('oops')],
    [
      'the file is larger than 2 MB',
      'too_large',
      (res: http.ServerResponse) =>
        res.writeHead(200, { 'content-type': 'text/calendar' }).end(`${HER_CALENDAR}${'X'.repeat(2 * 1024 * 1024)}`),
    ],
    [
      'the answer is not a calendar',
      'not_calendar',
      (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sign in</html>'),
    ],
  ])(
    'when a later read fails (%s), then the times of the last good read still block, and she sees why',
    async (_case, error, failing) => {
      serve(HER_CALENDAR);
      await saveWeek({ ...ALWAYS, busyCalendarUrl: `${address}?${error}` }).expect(200);
      const good = await readWeek();
      answer = failing;

      await readBusyCalendar(t.deps, new Date());

      const after = await readWeek();
      expect(after.busyCalendar).toEqual({
        lastReadAt: good.busyCalendar.lastReadAt,
        lastAttemptAt: expect.any(String),
        error,
      });
      expect(await offeredOf(ONE_OFF, ['10:00', '10:30'])).toEqual({ '10:00': false, '10:30': true });
    },
  );

  it('when her calendar changes, then the next read replaces its busy times whole', async () => {
    serve(HER_CALENDAR);
    await saveWeek({ ...ALWAYS, busyCalendarUrl: `${address}?changes` }).expect(200);
    serve(calendarOf(['UID:new@test', `DTSTART;TZID=Europe/Rome:${stamp(ONE_OFF, '15:00')}`, 'DURATION:PT1H']));

    await readBusyCalendar(t.deps, new Date());

    expect(await offeredOf(ONE_OFF, ['10:00', '15:00', '16:00'])).toEqual({
      '10:00': true,
      '15:00': false,
      '16:00': true,
    });
    expect((await readWeek()).busyCalendar.error).toBeNull();
  });

  it('when she removes the address, then nothing of her calendar blocks any more and it is not read again', async () => {
    serve(HER_CALENDAR);
    await saveWeek({ ...ALWAYS, busyCalendarUrl: `${address}?removed` }).expect(200);
    const before = hits;

    const saved = await saveWeek({ ...ALWAYS, busyCalendarUrl: null }).expect(200);
    await readBusyCalendar(t.deps, new Date());

    expect(saved.body.busyCalendar).toEqual({ lastReadAt: null, lastAttemptAt: null, error: null });
    expect(await offeredOf(ONE_OFF, ['10:00'])).toEqual({ '10:00': true });
    expect(hits).toBe(before);
  });

  it.each([
    ['a name resolving to a private address', 'https://calendar.private.test/cal.ics', ['calendar.private.test']],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', []],
    ['another loopback port', 'http://127.0.0.1:1/cal.ics', []],
  ])('when the address is %s, then it is refused without connecting, and she sees why', async (_case, url, asked) => {
    connections.length = 0;
    dnsAsked.length = 0;

    const saved = await saveWeek({ ...ALWAYS, busyCalendarUrl: url }).expect(200);

    expect(saved.body.busyCalendar).toMatchObject({ lastReadAt: null, error: 'refused' });
    expect(dnsAsked).toEqual(asked);
    expect(connections).toEqual([]);
  });

  it('when the address is not a web address, then 400 says what to paste; and only https is taken where production says so', async () => {
    const answers = await Promise.all(
      ['webcal', 'ftp://example.com/cal.ics', 'https://me:pw@example.com/cal.ics', 42].map((url) =>
        saveWeek({ ...ALWAYS, busyCalendarUrl: url }),
      ),
    );
    const inProduction = { ...t.deps, ownCalendar: { ...t.deps.ownCalendar, requireHttps: true } };
    const plainHttp = saveSchedule(
      inProduction,
      { ...ALWAYS, busyCalendarUrl: 'http://example.com/c.ics' },
      new Date(),
    );

    expect(answers.map((res) => [res.status, res.body.error])).toEqual(
      Array(4).fill([400, AVAILABILITY_MESSAGES.badBusyCalendarUrl]),
    );
    await expect(plainHttp).rejects.toEqual(new AppError('bad_input', AVAILABILITY_MESSAGES.badBusyCalendarUrl));
  });

  it('when a student asks for her week, then 403: the address is hers alone', async () => {
    const res = await request(t.app).get(ADMIN_SCHEDULE_API).set('Cookie', student);

    expect(res.status).toBe(403);
  });
});
