import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { createTidyCalClient, retryAfterMs, TidyCalError } from './tidycal.client';

let fake: TidyCalFake;
beforeEach(async () => {
  fake = await startTidyCalFake({ pageSize: 2 });
});
afterEach(() => fake.close());

const clientFor = (token = fake.token) =>
  createTidyCalClient({ baseUrl: fake.url, token, timeoutMs: 2_000, retryBaseMs: 20 });
const window = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-12-31T00:00:00Z') };
const day = (n: number) => new Date(Date.UTC(2026, 5, n, 10));

describe('the TidyCal client', () => {
  it('when the bookings span several pages, then every page is read and cancelled bookings come too', async () => {
    for (let n = 1; n <= 5; n += 1) fake.addBooking({ email: `s${n}@example.com`, startsAt: day(n) });
    fake.addBooking({ email: 's6@example.com', startsAt: day(6), cancelledAt: day(2) });
    fake.addBooking({ email: 'old@example.com', startsAt: new Date('2025-06-01T10:00:00Z') });

    const bookings = await clientFor().listBookings(window);

    expect(bookings.map((booking) => booking.contact.email).sort()).toEqual(
      ['s1', 's2', 's3', 's4', 's5', 's6'].map((name) => `${name}@example.com`),
    );
    expect(bookings.find((booking) => booking.contact.email === 's6@example.com')!.cancelled_at).toEqual(day(2));
    const pages = fake.requests.filter((r) => r.path === '/bookings' && r.query.cancelled === 'false');
    expect(pages.map((r) => r.query.page)).toEqual(['1', '2', '3']);
    expect(pages[0]!.query.starts_at).toBe(window.from.toISOString());
  });

  it('when TidyCal answers 429 with Retry-After, then the client waits that long and carries on', async () => {
    fake.addBooking({ email: 'anna@example.com', startsAt: day(3) });
    fake.failNext(429, { retryAfterS: 1 });

    const types = await clientFor().listBookingTypes();

    expect(types).toHaveLength(1);
    const [limited, retried] = fake.requests;
    expect(limited!.status).toBe(429);
    expect(retried!.status).toBe(200);
    expect(retried!.at - limited!.at).toBeGreaterThanOrEqual(1_000);
  });

  it('when TidyCal fails once with a 500, then the next try succeeds', async () => {
    fake.addBooking({ email: 'anna@example.com', startsAt: day(3) });
    fake.failNext(500);

    const contacts = await clientFor().listContacts();

    expect(contacts.map((contact) => contact.email)).toEqual(['anna@example.com']);
    expect(fake.requests.map((r) => r.status)).toEqual([500, 200]);
  });

  it('when TidyCal keeps failing, then the client gives up after a few tries with a short reason', async () => {
    fake.failNext(503, { times: 10 });

    const failure = clientFor().listContacts();

    await expect(failure).rejects.toThrow(new TidyCalError('TidyCal answered 503 on /contacts (4 tries)'));
    expect(fake.requests).toHaveLength(4);
  });

  it('when TidyCal is down, then the client says it is unreachable', async () => {
    await fake.goDown();

    await expect(clientFor().listContacts()).rejects.toThrow(/TidyCal unreachable on \/contacts .*ECONNREFUSED/);
  });

  it('when the token is refused, then the client stops at once and the reason does not carry the token', async () => {
    const failure = clientFor('wrong-token').listContacts();

    await expect(failure).rejects.toThrow('TidyCal refused the API token (401 on /contacts)');
    expect(fake.requests).toHaveLength(1);
  });

  it('when a booking is cancelled, then TidyCal frees it; one gone already is done, a failure says why', async () => {
    const booking = fake.addBooking({ email: 'anna@example.com', startsAt: day(3) });

    await clientFor().cancelBooking(String(booking.id));
    await clientFor().cancelBooking('999999');
    fake.failNext(500);
    const failure = await clientFor()
      .cancelBooking(String(booking.id))
      .catch((err: unknown) => err);

    expect(booking.cancelled_at).not.toBeNull();
    expect(failure).toBeInstanceOf(TidyCalError);
    expect((failure as Error).message).toBe('TidyCal answered 500 on /bookings/{id}/cancel');
  });

  it('when Retry-After is an HTTP date, then the wait runs until that date', () => {
    const now = Date.parse('2026-06-01T10:00:00Z');

    expect(retryAfterMs('Mon, 01 Jun 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('7', now)).toBe(7_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
