import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditRecord, Slot, StudentBooking } from '@lezioni/contracts';
import {
  AVAILABILITY_MESSAGES,
  AVAILABILITY_SLOTS_API,
  LESSON_REQUESTS_API,
  WAITLIST_API,
  LESSON_SERIES_API,
} from '@lezioni/contracts/values';
import { setDisplayTimeZone, switchLanguage } from '@lezioni/web-kit';
import {
  TEST_ADMIN,
  TEST_STUDENT,
  mockFetch,
  renderWithProviders,
  testConfig,
  type MockHandler,
} from '@lezioni/web-kit/testing';
import { BookingPage } from './booking-page';
import { lesson } from '../testing/student-fixtures';
// Loaded with this file, as the browser has the calendar's chunks by then.
import '../features/booking/components/own-calendar';
import '../features/booking/components/pending-requests';
import '../features/booking/components/waitlist-panel';

const CONFIG = testConfig({ bookingCalendar: 'builtin' });
const IN_A_YEAR = new Date(Date.now() + 365 * 24 * 3_600_000).toISOString();
const CREDITS: CreditRecord[] = [{ id: 'r1', remainingCredits: 3, expiryDate: IN_A_YEAR }];
const DAY_MS = 24 * 3_600_000;

/** Tuesday 15 December 2026 at 10:00 and 14:30, Thursday 17 at 09:00, in Rome. */
const SLOTS: Slot[] = [
  { startsAt: '2026-12-15T09:00:00.000Z', endsAt: '2026-12-15T09:50:00.000Z' },
  { startsAt: '2026-12-15T13:30:00.000Z', endsAt: '2026-12-15T14:20:00.000Z' },
  { startsAt: '2026-12-17T08:00:00.000Z', endsAt: '2026-12-17T08:50:00.000Z' },
];
const TUESDAY_TEN = 'Tuesday, December 15, 10:00 AM, 50 minutes';

function renderOwnCalendar({
  bookings = [],
  credits = CREDITS,
  user = TEST_STUDENT,
  routes = {},
}: {
  bookings?: StudentBooking[];
  credits?: CreditRecord[];
  user?: typeof TEST_STUDENT;
  routes?: Record<string, MockHandler>;
} = {}) {
  const network = mockFetch({
    'GET /api/my-bookings': { body: bookings },
    'GET /api/my-credits': { body: credits },
    [`GET ${AVAILABILITY_SLOTS_API}`]: { body: { slots: SLOTS } },
    [`GET ${WAITLIST_API}`]: { body: { entries: [], offers: [] } },
    [`GET ${LESSON_SERIES_API}`]: { body: { series: [] } },
    ...routes,
  });
  renderWithProviders(<BookingPage user={user} config={CONFIG} />, { route: '/booking' });
  return network;
}

type Requests = ReturnType<typeof renderOwnCalendar>['requests'];
const slotQueries = (requests: Requests) =>
  requests
    .filter(({ method, path }) => method === 'GET' && path.startsWith(AVAILABILITY_SLOTS_API))
    .map(({ path }) => new URL(path, 'http://x').searchParams);
const posts = (requests: Requests, path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path);

describe('BookingPage: her own calendar', () => {
  beforeEach(() => setDisplayTimeZone('Europe/Rome'));

  it('when she opens the page, then 50 minutes is chosen and two weeks of free times show by day, each time named in full', async () => {
    const network = renderOwnCalendar();

    expect(await screen.findByRole('button', { name: TUESDAY_TEN })).toHaveTextContent('10:00 AM');
    expect(screen.getByRole('group', { name: 'Lesson length' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '50 minutes' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 3, name: 'Tuesday, December 15' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Thursday, December 17' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuesday, December 15, 02:30 PM, 50 minutes' })).toBeInTheDocument();
    expect(screen.getByText('Times are shown in your time zone (Europe/Rome).')).toBeInTheDocument();
    const [query] = slotQueries(network.requests);
    expect(query?.get('duration')).toBe('50');
    expect(Date.parse(query?.get('to') ?? '') - Date.parse(query?.get('from') ?? '')).toBe(14 * DAY_MS);
    expect(screen.queryByTitle('Booking calendar of Chiara Lombardi')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open Direct Booking/ })).not.toBeInTheDocument();
  });

  it('when she picks 25 minutes, then the times of that length are asked for and named so', async () => {
    const network = renderOwnCalendar();
    await screen.findByRole('button', { name: TUESDAY_TEN });

    await userEvent.click(screen.getByRole('radio', { name: '25 minutes' }));

    expect(
      await screen.findByRole('button', { name: 'Tuesday, December 15, 10:00 AM, 25 minutes' }),
    ).toBeInTheDocument();
    expect(slotQueries(network.requests).map((query) => query.get('duration'))).toEqual(['50', '25']);
  });

  it('when there are no free times, then it says so, and "Show later days" asks for two weeks more', async () => {
    const network = renderOwnCalendar({ routes: { [`GET ${AVAILABILITY_SLOTS_API}`]: { body: { slots: [] } } } });

    expect(await screen.findByText('No free times in these days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show later days' }));

    await waitFor(() => expect(slotQueries(network.requests)).toHaveLength(2));
    const [first, later] = slotQueries(network.requests);
    expect(later?.get('from')).toBe(first?.get('from'));
    expect(Date.parse(later?.get('to') ?? '') - Date.parse(first?.get('from') ?? '')).toBe(28 * DAY_MS);
  });

  it('when the free times cannot be loaded, then it says so and Retry asks again', async () => {
    let calls = 0;
    renderOwnCalendar({
      routes: {
        [`GET ${AVAILABILITY_SLOTS_API}`]: () =>
          ++calls === 1 ? { status: 503, body: { error: 'Not now' } } : { body: { slots: SLOTS } },
      },
    });

    expect(await screen.findByText('The free times could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: TUESDAY_TEN })).toBeInTheDocument();
  });

  it('when she asks for a time and sends the request, then the right body is sent, a notice says so and the request awaits her answer', async () => {
    let hasAsked = false;
    const network = renderOwnCalendar({
      routes: {
        'GET /api/my-bookings': () => ({
          body: hasAsked ? [lesson('q1', 'pending', SLOTS[0]!.startsAt)] : [],
        }),
        [`POST ${LESSON_REQUESTS_API}`]: () => {
          hasAsked = true;
          return {
            status: 201,
            body: {
              id: 'q1',
              status: 'pending',
              startsAt: SLOTS[0]!.startsAt,
              endsAt: SLOTS[0]!.endsAt,
              durationMinutes: 50,
            },
          };
        },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: TUESDAY_TEN }));
    const panel = screen.getByRole('region', { name: 'Ask for this lesson?' });
    expect(within(panel).getByRole('heading', { name: 'Ask for this lesson?' })).toHaveFocus();
    expect(panel).toHaveTextContent(TUESDAY_TEN);
    expect(panel).toHaveTextContent(
      'One credit is held until Chiara Lombardi answers. She has until 24 hours before the lesson',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent. Chiara Lombardi will confirm it.')).toBeInTheDocument();
    expect(posts(network.requests, LESSON_REQUESTS_API).map(({ body }) => body)).toEqual([
      { startsAt: '2026-12-15T09:00:00.000Z', durationMinutes: 50 },
    ]);
    const pending = await screen.findByRole('region', { name: "Awaiting Chiara Lombardi's answer" });
    expect(
      within(pending).getByRole('button', { name: `Withdraw the request for ${TUESDAY_TEN}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ask for this lesson?' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Free times' })).toHaveFocus();
    await waitFor(() => expect(slotQueries(network.requests)).toHaveLength(2));
  });

  it('when someone has just taken the time (409 slot_taken), then the server message shows and the times are asked for again', async () => {
    const network = renderOwnCalendar({
      routes: {
        [`POST ${LESSON_REQUESTS_API}`]: {
          status: 409,
          body: { error: AVAILABILITY_MESSAGES.slotTaken, code: 'slot_taken' },
        },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: TUESDAY_TEN }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The request was not sent');
    expect(alert).toHaveTextContent(AVAILABILITY_MESSAGES.slotTaken);
    expect(screen.queryByRole('region', { name: 'Ask for this lesson?' })).not.toBeInTheDocument();
    await waitFor(() => expect(slotQueries(network.requests)).toHaveLength(2));
  });

  it('when she goes back from the confirmation, then nothing is sent and focus returns to the time', async () => {
    const network = renderOwnCalendar();

    await userEvent.click(await screen.findByRole('button', { name: TUESDAY_TEN }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.queryByRole('region', { name: 'Ask for this lesson?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: TUESDAY_TEN })).toHaveFocus();
    expect(posts(network.requests, LESSON_REQUESTS_API)).toHaveLength(0);
  });

  it('when she withdraws a pending request, then the cancel is posted and the list says none awaits', async () => {
    let isWithdrawn = false;
    const network = renderOwnCalendar({
      routes: {
        'GET /api/my-bookings': () => ({ body: isWithdrawn ? [] : [lesson('q1', 'pending', SLOTS[0]!.startsAt)] }),
        'POST /api/my-bookings/q1/cancel': () => {
          isWithdrawn = true;
          return { body: { ...lesson('q1', 'cancelled', SLOTS[0]!.startsAt) } };
        },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: `Withdraw the request for ${TUESDAY_TEN}` }));

    expect(await screen.findByText('No requests are awaiting an answer.')).toBeInTheDocument();
    expect(screen.getByText('Request withdrawn. Your credit is back.')).toBeInTheDocument();
    expect(posts(network.requests, '/api/my-bookings/q1/cancel')).toHaveLength(1);
    expect(network.requests.filter(({ path }) => path === '/api/my-credits').length).toBeGreaterThan(1);
  });

  it('when she has no usable credits, then the packages are offered and no free times are shown or asked for', async () => {
    const network = renderOwnCalendar({
      credits: [{ id: 'old', remainingCredits: 2, expiryDate: '2024-01-01T00:00:00Z' }],
    });

    expect(await screen.findByText('You have no lesson credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Lesson Packages' })).toHaveAttribute('href', '/packages');
    expect(screen.queryByRole('button', { name: 'Show the calendar anyway' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Free times' })).not.toBeInTheDocument();
    expect(slotQueries(network.requests)).toHaveLength(0);
  });

  it('when the teacher opens the page, then she sees her free times without asking for them, and where she answers', async () => {
    const network = renderOwnCalendar({ user: TEST_ADMIN });

    expect(await screen.findByRole('heading', { level: 3, name: 'Tuesday, December 15' })).toBeInTheDocument();
    expect(
      screen.getByText(/Students ask for these times here, and you answer their requests on your dashboard/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('10:00 AM')[0]?.tagName).toBe('TIME');
    expect(screen.queryByRole('button', { name: TUESDAY_TEN })).not.toBeInTheDocument();
    expect(network.requests.some(({ path }) => path === '/api/my-credits')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Tell me if a time frees up' })).not.toBeInTheDocument();
    expect(network.requests.some(({ path }) => path === WAITLIST_API)).toBe(false);
  });

  it('when a student opens the page, then below the free times she can ask to be told if a time frees up', async () => {
    renderOwnCalendar();

    expect(await screen.findByRole('heading', { level: 2, name: 'Tell me if a time frees up' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Tell me if a time frees up' })).toBeInTheDocument();
    expect(screen.getByText('You are not waiting for any time.')).toBeInTheDocument();
  });
});

describe('BookingPage: her own calendar in Italian', () => {
  beforeEach(() => setDisplayTimeZone('Europe/Rome'));

  it('when a student reads Italian, then the days, the names of the times and a refusal read in Italian', async () => {
    await switchLanguage('it');
    renderOwnCalendar({
      routes: {
        [`POST ${LESSON_REQUESTS_API}`]: {
          status: 409,
          body: { error: AVAILABILITY_MESSAGES.slotTaken, code: 'slot_taken' },
        },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'martedì 15 dicembre, 10:00, 50 minuti' }));
    expect(screen.getByRole('group', { name: 'Durata della lezione' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La richiesta non è stata inviata');
    expect(alert).not.toHaveTextContent(AVAILABILITY_MESSAGES.slotTaken);
  });
});
