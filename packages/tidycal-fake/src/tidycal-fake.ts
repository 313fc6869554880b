import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { bookingProblem, renderBooked, renderBookingPage, type BookingPageQuery } from './booking-page';

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
  /** A JSON file the calendar is kept in, loaded at start and written at every booking (the demo calendar of `npm start`). */
  stateFile?: string;
  /**
   * The demo calendar's: its booking page also offers a lesson starting this many minutes from now,
   * so a newcomer can try the lesson room at once (TidyCal's own page wants 24 hours' notice).
   */
  soonLessonMinutes?: number;
  /**
   * Where its ids start (1000 by default). TidyCal's are unique across accounts: a test whose erased
   * bookings stay in a copy other suites share (one database) takes a range of its own.
   */
  firstId?: number;
  /** Where it listens: 127.0.0.1 on any free port by default (the compose demo: every address, a fixed port). */
  host?: string;
  port?: number;
};

export type TidyCalFake = {
  /** Base URL of the API, as TIDYCAL_API_URL. */
  url: string;
  /**
   * The public booking page, as TIDYCAL_BOOKING_URL: a page that may be framed, where a free slot of
   * 25, 50 or 75 minutes can be booked (`name` and `email` query parameters prefill the form).
   */
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

/**
 * A local HTTP server that speaks the part of TidyCal's REST API booking-proxy uses: bearer token,
 * `{ data: [...] }` lists paged with `page` (and Laravel's `meta`), `/bookings` filtered by
 * `starts_at`, `ends_at` and `cancelled` (true: only cancelled ones; otherwise only the others),
 * `/booking-types`, `/contacts`, and `PATCH /bookings/{id}/cancel`; plus scripted failures and outages.
 * Listens on 127.0.0.1 unless `host` says otherwise.
 */
export async function startTidyCalFake(options: TidyCalFakeOptions = {}): Promise<TidyCalFake> {
  const token = options.token ?? `fake-token-${Math.random().toString(36).slice(2)}`;
  const pageSize = options.pageSize ?? 50;
  const soonMinutes = options.soonLessonMinutes;
  const saved = options.stateFile && existsSync(options.stateFile) ? loadState(options.stateFile) : undefined;
  const state: TidyCalFake['state'] = saved?.state ?? { bookings: [], bookingTypes: [], contacts: [] };
  const requests: FakeRequest[] = [];
  const failures: Array<{ status: number; retryAfterS?: number }> = [];
  let nextId = saved?.nextId ?? options.firstId ?? 1000;
  const save = () => {
    if (!options.stateFile) return;
    // Written whole and renamed into place: a stop mid-write never leaves half a calendar.
    writeFileSync(`${options.stateFile}.tmp`, JSON.stringify({ nextId, state }, null, 2));
    renameSync(`${options.stateFile}.tmp`, options.stateFile);
  };

  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith(BOOKING_PAGE_PATH)) return serveBookingPage(req, res, url);
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
    const cancelledId = /^\/bookings\/(\d+)\/cancel$/.exec(path)?.[1];
    if (cancelledId && req.method === 'PATCH') {
      const booking = state.bookings.find((candidate) => candidate.id === Number(cancelledId));
      if (!booking) return answer(404, { message: 'Not found.' });
      booking.cancelled_at ??= new Date().toISOString();
      save();
      return answer(200, { data: booking });
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

  function serveBookingPage(req: http.IncomingMessage, res: http.ServerResponse, url: URL): void {
    const html = (status: number, body: string): void =>
      void res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(body);
    const bookedId = /^\/booking-page\/booked\/(\d+)$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && bookedId) {
      const booking = state.bookings.find((candidate) => candidate.id === Number(bookedId));
      if (!booking) return html(404, 'Not found');
      return html(
        200,
        renderBooked(BOOKING_PAGE_PATH, {
          name: booking.contact.name,
          email: booking.contact.email,
          durationMinutes: booking.booking_type.duration_minutes,
          startsAt: new Date(booking.starts_at),
        }),
      );
    }
    if (url.pathname !== BOOKING_PAGE_PATH) return html(404, 'Not found');
    if (req.method === 'GET')
      return html(
        200,
        renderBookingPage(BOOKING_PAGE_PATH, pageQueryOf(url.searchParams), state.bookings, new Date(), soonMinutes),
      );
    if (req.method !== 'POST') return html(405, 'Method not allowed');

    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_FORM_BYTES) req.destroy();
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const request = {
        name: (form.get('name') ?? '').trim(),
        email: (form.get('email') ?? '').trim(),
        durationMinutes: Number(form.get('duration')),
        startsAt: new Date(form.get('startsAt') ?? ''),
      };
      const problem = bookingProblem(request, state.bookings, new Date(), soonMinutes);
      if (problem) {
        const query = { ...pageQueryOf(form), problem };
        return html(409, renderBookingPage(BOOKING_PAGE_PATH, query, state.bookings, new Date(), soonMinutes));
      }
      const booking = book({ ...request, meetingUrl: null });
      // Post/redirect/get: reloading the answer does not book twice.
      res.writeHead(303, { Location: `${BOOKING_PAGE_PATH}/booked/${booking.id}` }).end();
    });
  }

  function book(input: Parameters<TidyCalFake['addBooking']>[0]): FakeBooking {
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
    save();
    return booking;
  }

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
      server.listen(port, options.host ?? '127.0.0.1', () => {
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

  await listen(options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/api`,
    bookingPageUrl: `${origin}${BOOKING_PAGE_PATH}`,
    token,
    state,
    requests,
    addBooking: book,
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

const BOOKING_PAGE_PATH = '/booking-page';
const MAX_FORM_BYTES = 10_000;

function pageQueryOf(params: URLSearchParams): BookingPageQuery {
  const duration = Number(params.get('duration'));
  return {
    name: params.get('name') ?? '',
    email: params.get('email') ?? '',
    durationMinutes: Number.isInteger(duration) && duration > 0 ? duration : 50,
    page: Math.max(0, Math.min(52, Number(params.get('page')) || 0)),
  };
}

function loadState(file: string): { nextId: number; state: TidyCalFake['state'] } {
  return JSON.parse(readFileSync(file, 'utf8')) as { nextId: number; state: TidyCalFake['state'] };
}
