import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freeSlots } from './booking-page';
import { startTidyCalFake, type TidyCalFake } from './tidycal-fake';

const HOUR_MS = 60 * 60_000;

let fake: TidyCalFake;
beforeEach(async () => {
  fake = await startTidyCalFake();
});
afterEach(() => fake.close());

const pageOf = (query: Record<string, string> = {}) =>
  fetch(`${fake.bookingPageUrl}?${new URLSearchParams(query).toString()}`).then((answer) => answer.text());

/** The start times the page offers, as ISO strings. */
const offeredStarts = (html: string) =>
  [...html.matchAll(/name="startsAt" value="([^"]+)"/g)].map((match) => match[1]!);

function book(form: Record<string, string>) {
  return fetch(fake.bookingPageUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

const listBookings = () =>
  fetch(`${fake.url}/bookings`, { headers: { Authorization: `Bearer ${fake.token}` } })
    .then((answer) => answer.json() as Promise<{ data: Array<Record<string, unknown>> }>)
    .then((body) => body.data);

describe('the booking page', () => {
  it('when a student opens it with their name and email, then the form is filled in and only bookable times are offered', async () => {
    const now = Date.now();

    const html = await pageOf({ name: 'Anna <Rossi>', email: 'anna@example.com', duration: '75' });

    expect(html).toContain('value="Anna &lt;Rossi&gt;"');
    expect(html).toContain('value="anna@example.com"');
    expect(html).toContain('Demo calendar');
    const starts = offeredStarts(html).map((iso) => new Date(iso));
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) {
      expect(start.getTime()).toBeGreaterThanOrEqual(now + 24 * HOUR_MS);
      const milan = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: 'numeric', hourCycle: 'h23' }).format(start),
      );
      const minutes = milan * 60 + start.getUTCMinutes();
      expect([minutes >= 9 * 60, minutes + 75 <= 18 * 60, start.getUTCMinutes() % 30]).toEqual([true, true, 0]);
    }
  });

  it('when a free time is booked, then the booking is in the API with the name, email and length, and the time is offered no more', async () => {
    const [startsAt] = offeredStarts(await pageOf({ duration: '25' }));

    const answer = await book({
      name: 'Bruno Bianchi',
      email: 'bruno@example.com',
      duration: '25',
      startsAt: startsAt!,
    });

    expect(answer.status).toBe(303);
    const booked = await fetch(new URL(answer.headers.get('location')!, fake.bookingPageUrl)).then((page) =>
      page.text(),
    );
    expect(booked).toContain('Your lesson is booked');
    expect(booked).toContain('Bruno Bianchi');
    const [booking] = await listBookings();
    expect(booking).toMatchObject({
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt!) + 25 * 60_000).toISOString(),
      meeting_url: null,
      contact: { name: 'Bruno Bianchi', email: 'bruno@example.com' },
      booking_type: { duration_minutes: 25 },
    });
    expect(offeredStarts(await pageOf({ duration: '25' }))).not.toContain(startsAt);
  });

  it('when the time is taken, too soon, off the grid or the details are missing, then nothing is booked and the page says why', async () => {
    const [startsAt] = offeredStarts(await pageOf({ duration: '50' }));
    await book({ name: 'Carla', email: 'carla@example.com', duration: '50', startsAt: startsAt! });
    const tooSoon = new Date(Date.now() + 2 * HOUR_MS);
    tooSoon.setUTCMinutes(0, 0, 0);
    const offGrid = new Date(Date.parse(startsAt!) + 24 * HOUR_MS + 10 * 60_000).toISOString();

    const refusals = [
      await book({ name: 'Dario', email: 'dario@example.com', duration: '75', startsAt: startsAt! }),
      await book({ name: 'Dario', email: 'dario@example.com', duration: '50', startsAt: tooSoon.toISOString() }),
      await book({ name: 'Dario', email: 'dario@example.com', duration: '50', startsAt: offGrid }),
      await book({ name: 'Dario', email: 'dario@example.com', duration: '40', startsAt: startsAt! }),
      await book({ name: ' ', email: 'dario@example.com', duration: '50', startsAt: startsAt! }),
      await book({ name: 'Dario', email: 'not-an-email', duration: '50', startsAt: startsAt! }),
    ];

    const texts = await Promise.all(refusals.map((answer) => answer.text()));
    expect(refusals.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409, 409]);
    expect(texts.map((text) => /role="alert">([^<]+)</.exec(text)?.[1])).toEqual([
      'That time is not free any more. Please choose another one.',
      'That time is not free any more. Please choose another one.',
      'That time is not free any more. Please choose another one.',
      'Please choose a duration.',
      'Please enter your name.',
      'Please enter a valid email address.',
    ]);
    expect(await listBookings()).toHaveLength(1);
  });
});

describe("the demo calendar's lesson in a few minutes", () => {
  const details = { name: 'Anna Rossi', email: 'anna@example.com', duration: '25' };

  it('when the demo page offers one and it is booked, then it is in the API, starting within the minutes offered', async () => {
    await fake.close();
    fake = await startTidyCalFake({ soonLessonMinutes: 5 });
    const now = Date.now();
    const html = await pageOf();
    const soon = /name="startsAt" value="([^"]+)">Book a lesson at/.exec(html)?.[1];

    const answer = await book({ ...details, startsAt: soon! });
    const again = await book({ ...details, name: 'Luca Verdi', email: 'luca@example.com', startsAt: soon! });

    expect(html).toContain('Try the lesson room now');
    expect(Date.parse(soon!) - now).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(soon!) - now).toBeLessThanOrEqual(6 * 60_000);
    expect([answer.status, again.status]).toEqual([303, 409]);
    expect(await pageOf()).not.toContain('Try the lesson room now');
    expect((await listBookings()).map((booking) => booking.starts_at)).toEqual([soon]);
  });

  it('when the calendar is not the demo one, then nothing so soon is offered or booked, as at TidyCal', async () => {
    const soon = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000).toISOString();

    const html = await pageOf();
    const answer = await book({ ...details, startsAt: soon });

    expect(html).not.toContain('Try the lesson room now');
    expect(answer.status).toBe(409);
    expect(await listBookings()).toEqual([]);
  });
});

describe('free times around a change of summer time', () => {
  it('when the clocks go forward in Milan, then 09:00 Milan is 08:00 UTC before and 07:00 UTC after', () => {
    // Summer time starts on Sunday 28 March 2027 in Italy.
    const now = new Date('2027-03-25T10:00:00Z');

    const days = freeSlots([], 50, now, 0);

    const firstOf = (isoDay: string) =>
      days.find(({ starts }) => starts[0]?.toISOString().startsWith(isoDay))?.starts[0]?.toISOString();
    expect(firstOf('2027-03-27')).toBe('2027-03-27T08:00:00.000Z');
    expect(firstOf('2027-03-29')).toBe('2027-03-29T07:00:00.000Z');
  });
});

describe('a calendar kept in a file', () => {
  it('when the fake starts again on the same file, then the bookings made before are still served', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tidycal-fake-'));
    const stateFile = path.join(dir, 'calendar.json');
    const first = await startTidyCalFake({ stateFile });
    const booking = first.addBooking({ email: 'elena@example.com', startsAt: new Date('2030-01-07T09:00:00Z') });
    await first.close();

    const second = await startTidyCalFake({ stateFile });
    const next = second.addBooking({ email: 'franco@example.com', startsAt: new Date('2030-01-08T09:00:00Z') });
    await second.close();
    rmSync(dir, { recursive: true });

    expect(second.state.bookings.map((kept) => kept.id)).toEqual([booking.id, next.id]);
    expect(next.id).toBeGreaterThan(booking.id);
  });
});
