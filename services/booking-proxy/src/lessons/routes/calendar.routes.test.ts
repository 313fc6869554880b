import request from 'supertest';
import ICAL from 'ical.js';
import { CALENDAR_FEED_API, type CalendarFeedResponse } from '@lezioni/contracts';
import { openBookingTestApp } from '../../testing/booking-test-deps';
import { DAY_MS, HOUR_MS, cookieOf } from '../../testing/test-rows';

const READS_PER_MINUTE = 12;
let test: Awaited<ReturnType<typeof openBookingTestApp>>;
beforeAll(async () => {
  test = await openBookingTestApp({
    env: {
      ADMIN_EMAIL: 'chiara@lezioni.example',
      TEACHER_NAME: 'Chiara Lombardi',
      CALENDAR_READS_PER_MINUTE: String(READS_PER_MINUTE),
    },
  });
});
afterAll(() => test.close());

type User = { id: string; name: string };
const feedOf = async (user: User, role: 'student' | 'admin' = 'student') =>
  (await request(test.app).get(CALENDAR_FEED_API).set('Cookie', cookieOf(user, role)).expect(200))
    .body as CalendarFeedResponse;
const renew = async (user: User, role: 'student' | 'admin' = 'student') =>
  (await request(test.app).post(CALENDAR_FEED_API).set('Cookie', cookieOf(user, role)).expect(200))
    .body as CalendarFeedResponse;
/** The feed's file as a calendar app fetches it: by its address alone, no cookie (from `from`, through the gateway). */
const fetchFile = (url: string, from = '192.0.2.1') =>
  request(test.app).get(new URL(url).pathname).set('X-Forwarded-For', from);

/** The file parsed back by ical.js (Mozilla's iCalendar library): its events, as calendar apps read them. */
function eventsIn(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue('status'),
      url: vevent.getFirstPropertyValue('url'),
      organizer: vevent.getFirstPropertyValue('organizer'),
    };
  });
}

describe('a student’s calendar feed', () => {
  it('when a student adds their lessons to a calendar, then the feed’s address serves their lessons, cancelled ones marked so, and nobody else’s', async () => {
    const student = await test.addStudent();
    const other = await test.addStudent();
    const startsAt = new Date(Math.ceil((Date.now() + 3 * DAY_MS) / HOUR_MS) * HOUR_MS);
    const booked = await test.addBooking({ email: student.email, startsAt });
    const cancelled = await test.addBooking({
      email: student.email,
      startsAt: new Date(startsAt.getTime() + DAY_MS),
      cancelledAt: new Date(),
    });
    await test.addBooking({ email: other.email, startsAt });

    expect(await feedOf(student)).toEqual({ feed: null });
    const { feed } = await renew(student);

    expect(feed!.url).toMatch(/^http:\/\/localhost:8080\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed!.webcalUrl).toBe(feed!.url.replace('http:', 'webcal:'));
    expect(await feedOf(student)).toEqual({ feed });
    const file = await fetchFile(feed!.url).expect(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['cache-control']).toContain('no-store');
    expect(eventsIn(file.text)).toEqual([
      {
        uid: `${booked}@localhost`,
        summary: 'Italian lesson with Chiara Lombardi',
        start: startsAt.toISOString(),
        end: new Date(startsAt.getTime() + 50 * 60_000).toISOString(),
        status: 'CONFIRMED',
        url: `http://localhost:8080/lesson/${booked}`,
        organizer: 'mailto:chiara@lezioni.example',
      },
      expect.objectContaining({ uid: `${cancelled}@localhost`, status: 'CANCELLED' }),
    ]);
  });

  it('when a student gets a new address or stops sharing, then the address before is refused at once', async () => {
    const student = await test.addStudent();
    const first = (await renew(student)).feed!;
    const second = (await renew(student)).feed!;

    expect(second.url).not.toBe(first.url);
    const refused = await fetchFile(first.url).expect(404);
    expect(refused.body).toEqual({ error: 'The requested resource was not found.', code: 'not_found' });
    await fetchFile(second.url).expect(200);

    await request(test.app).delete(CALENDAR_FEED_API).set('Cookie', cookieOf(student)).expect(204);
    await fetchFile(second.url).expect(404);
    expect(await feedOf(student)).toEqual({ feed: null });
  });

  it('when a student’s address is not proven yet, then their feed is empty, as their dashboard is', async () => {
    const student = await test.addStudent({ isEmailVerified: false });
    await test.addBooking({ email: student.email, startsAt: new Date(Date.now() + DAY_MS) });

    const { feed } = await renew(student);

    expect(eventsIn((await fetchFile(feed!.url).expect(200)).text)).toEqual([]);
  });

  it('when the student’s account speaks Italian, then the feed names the calendar and the lessons in Italian', async () => {
    const student = await test.addStudent({ language: 'it' });
    const lesson = await test.addBooking({ email: student.email, startsAt: new Date(Date.now() + DAY_MS) });

    const { feed } = await renew(student);
    const file = (await fetchFile(feed!.url).expect(200)).text;

    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lezioni di italiano con Chiara Lombardi');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect({
      summary: vevent.getFirstPropertyValue('summary'),
      description: vevent.getFirstPropertyValue('description'),
    }).toEqual({
      summary: 'Lezione di italiano con Chiara Lombardi',
      description: `50-minute lesson\nAula della lezione: http://localhost:8080/lesson/${lesson}`,
    });
  });

  it('when someone signed out asks for a feed, or guesses an address, then they are refused', async () => {
    await request(test.app).get(CALENDAR_FEED_API).expect(401);
    await request(test.app).post(CALENDAR_FEED_API).expect(401);
    await request(test.app)
      .get(`/api/calendar/${'a'.repeat(43)}.ics`)
      .expect(404);
    await request(test.app).get('/api/calendar/not-a-secret.ics').expect(404);
  });
});

describe('the teacher’s calendar feed', () => {
  it('when the teacher subscribes, then her feed carries every student’s lessons, each named by its student', async () => {
    const teacher = await test.addStudent({ role: 'admin', name: 'Chiara Lombardi' });
    const student = await test.addStudent();
    const lesson = await test.addBooking({ email: student.email, startsAt: new Date(Date.now() + 2 * DAY_MS) });
    const longAgo = await test.addBooking({ email: student.email, startsAt: new Date(Date.now() - 200 * DAY_MS) });

    const { feed } = await renew(teacher, 'admin');
    const events = eventsIn((await fetchFile(feed!.url).expect(200)).text);

    expect(events).toContainEqual(
      expect.objectContaining({ uid: `${lesson}@localhost`, summary: 'Lesson with Anna Bianchi' }),
    );
    // Her feed reaches 90 days back.
    expect(events.map((event) => event.uid)).not.toContain(`${longAgo}@localhost`);
  });
});

describe('reading feeds', () => {
  it('when one address reads more feed files in a minute than allowed, then the next read is refused with 429', async () => {
    const student = await test.addStudent();
    const { feed } = await renew(student);
    const statuses: number[] = [];
    for (let read = 0; read <= READS_PER_MINUTE; read += 1)
      statuses.push((await fetchFile(feed!.url, '198.51.100.7')).status);

    expect(statuses).toEqual([...Array(READS_PER_MINUTE).fill(200), 429]);
    // Another address still reads it.
    await fetchFile(feed!.url, '198.51.100.8').expect(200);
  });
});
