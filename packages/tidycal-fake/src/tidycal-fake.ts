import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

/** A contact as TidyCal's API sends it. */
export type FakeContact = { id: number; name: string; email: string };
/** A booking type as TidyCal's API sends it (its name is `title`). */
export type FakeBookingType = { id: number; title: string; duration_minutes: number };
/** A booking as TidyCal's API sends it: times are ISO 8601 strings. */
export type FakeBooking = {
  id: number;
  contact_id: number;
  booking_type_id: number;
  starts_at: string;
  ends_at: string;
  cancelled_at: string | null;
  timezone: string;
  meeting_url: string | null;
  contact: FakeContact;
  booking_type: FakeBookingType;
};

export type FakeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The status the fake answered. */
  status: number;
  /** Date.now() when the request arrived. */
  at: number;
};

export type TidyCalFakeOptions = {
  /** The bearer token the fake accepts; a random one by default. */
  token?: string;
  /** Items per list page (TidyCal's is larger); small values make tests cross pages. */
  pageSize?: number;
};

export type TidyCalFake = {
  /** Base URL of the API, as TIDYCAL_API_URL. */
  url: string;
  /** The public booking page, as TIDYCAL_BOOKING_URL: a page that may be framed. */
  bookingPageUrl: string;
  token: string;
  /** What the fake serves; tests change it freely between requests. */
  state: { bookings: FakeBooking[]; bookingTypes: FakeBookingType[]; contacts: FakeContact[] };
  /**
   * Adds a booking of `email` (its contact and booking type too, when new) starting at `startsAt`;
   * returns it for later changes (move it, cancel it).
   */
  addBooking: (input: {
    email: string;
    name?: string;
    startsAt: Date;
    durationMinutes?: number;
    typeTitle?: string;
    timezone?: string;
    meetingUrl?: string | null;
    cancelledAt?: Date | null;
  }) => FakeBooking;
  /** The next `times` API requests (1 by default) get `status`, with a Retry-After when given. */
  failNext: (status: number, options?: { retryAfterS?: number; times?: number }) => void;
  /** An outage as clients see one: the port refuses connections until comeBack(). */
  goDown: () => Promise<void>;
  comeBack: () => Promise<void>;
  /** Every API request, oldest first (the booking page is not logged). */
  requests: FakeRequest[];
  close: () => Promise<void>;
};

const BOOKING_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Book a lesson (TidyCal fake)</title></head>
  <body style="font-family: sans-serif; padding: 24px">
    <h1>Book a lesson</h1>
    <p>This stands in for the teacher's TidyCal booking page in local runs and browser tests.</p>
    <ul><li>Italian lesson, 25 minutes</li><li>Italian lesson, 50 minutes</li><li>Italian lesson, 75 minutes</li></ul>
  </body>
</html>
`;

/**
 * A local HTTP server that speaks the part of TidyCal's REST API booking-proxy uses: bearer token,
 * `{ data: [...] }` lists paged with `page` (and Laravel's `meta`), `/bookings` filtered by
 * `starts_at`, `ends_at` and `cancelled` (true: only cancelled ones; otherwise only the others),
 * `/booking-types`, `/contacts`; plus scripted failures and outages. Listens on 127.0.0.1 only.
 */
export async function startTidyCalFake(options: TidyCalFakeOptions = {}): Promise<TidyCalFake> {
  const token = options.token ?? `fake-token-${Math.random().toString(36).slice(2)}`;
  const pageSize = options.pageSize ?? 50;
  const state: TidyCalFake['state'] = { bookings: [], bookingTypes: [], contacts: [] };
  const requests: FakeRequest[] = [];
  const failures: Array<{ status: number; retryAfterS?: number }> = [];
  let nextId = 1000;

  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/booking-page') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(BOOKING_PAGE_HTML);
      return;
    }
    const path = url.pathname.replace(/^\/api/, '');
    const query = Object.fromEntries(url.searchParams);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      requests.push({ method: req.method ?? 'GET', path, query, status, at: Date.now() });
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
    };

    if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { message: 'Unauthenticated.' });
    const failure = failures.shift();
    if (failure) {
      const headers: Record<string, string> =
        failure.retryAfterS === undefined ? {} : { 'Retry-After': String(failure.retryAfterS) };
      return answer(failure.status, { message: 'Scripted failure' }, headers);
    }
    if (req.method !== 'GET') return answer(405, { message: 'Method not allowed.' });

    const list = listFor(path, query);
    if (!list) return answer(404, { message: 'Not found.' });
    const page = Math.max(1, Number(query.page ?? '1') || 1);
    const lastPage = Math.max(1, Math.ceil(list.length / pageSize));
    answer(200, {
      data: list.slice((page - 1) * pageSize, page * pageSize),
      meta: { current_page: page, last_page: lastPage, per_page: pageSize, total: list.length },
    });
  };

  function listFor(path: string, query: Record<string, string>): unknown[] | undefined {
    switch (path) {
      case '/bookings': {
        const from = query.starts_at ? Date.parse(query.starts_at) : -Infinity;
        const to = query.ends_at ? Date.parse(query.ends_at) : Infinity;
        const isCancelledList = query.cancelled === 'true' || query.cancelled === '1';
        return state.bookings
          .filter((booking) => Date.parse(booking.starts_at) >= from && Date.parse(booking.ends_at) <= to)
          .filter((booking) => (booking.cancelled_at !== null) === isCancelledList)
          .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.id - b.id);
      }
      case '/booking-types':
        return state.bookingTypes;
      case '/contacts':
        return state.contacts;
      default:
        return undefined;
    }
  }

  const server = http.createServer(handler);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/api`,
    bookingPageUrl: `${origin}/booking-page`,
    token,
    state,
    requests,
    addBooking(input) {
      const email = input.email;
      // One contact per address, whatever its case, as TidyCal keeps them.
      let contact = state.contacts.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
      if (!contact) {
        contact = { id: (nextId += 1), name: input.name ?? email.split('@')[0]!, email };
        state.contacts.push(contact);
      }
      const durationMinutes = input.durationMinutes ?? 50;
      const title = input.typeTitle ?? `Italian lesson ${durationMinutes} min`;
      let bookingType = state.bookingTypes.find((type) => type.title === title);
      if (!bookingType) {
        bookingType = { id: (nextId += 1), title, duration_minutes: durationMinutes };
        state.bookingTypes.push(bookingType);
      }
      const booking: FakeBooking = {
        id: (nextId += 1),
        contact_id: contact.id,
        booking_type_id: bookingType.id,
        starts_at: input.startsAt.toISOString(),
        ends_at: new Date(input.startsAt.getTime() + durationMinutes * 60_000).toISOString(),
        cancelled_at: input.cancelledAt ? input.cancelledAt.toISOString() : null,
        timezone: input.timezone ?? 'Europe/Rome',
        meeting_url: input.meetingUrl === undefined ? `https://meet.example/lesson-${nextId}` : input.meetingUrl,
        contact: { ...contact },
        booking_type: { ...bookingType },
      };
      state.bookings.push(booking);
      return booking;
    },
    failNext(status, failOptions = {}) {
      for (let i = 0; i < (failOptions.times ?? 1); i += 1) {
        failures.push({ status, retryAfterS: failOptions.retryAfterS });
      }
    },
    goDown: stop,
    comeBack: () => listen(port),
    close: stop,
  };
}
