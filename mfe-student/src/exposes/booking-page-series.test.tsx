import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditRecord, LessonSeries, Slot } from '@lezioni/contracts';
import { AVAILABILITY_SLOTS_API, LESSON_SERIES_API, lessonSeriesPath } from '@lezioni/contracts/values';
import { formatLessonTime, formatWeekly, setDisplayTimeZone, switchLanguage } from '@lezioni/web-kit';
import { TEST_STUDENT, mockFetch, renderWithProviders, testConfig, type MockHandler } from '@lezioni/web-kit/testing';
import { BookingPage } from './booking-page';
// Loaded with this file, as the browser has the calendar's chunks by then.
import '../features/booking/components/own-calendar';
import '../features/booking/components/pending-requests';
import '../features/booking/components/my-series';

const CONFIG = testConfig({ bookingCalendar: 'builtin' });
const IN_A_YEAR = new Date(Date.now() + 365 * 24 * 3_600_000).toISOString();
const CREDITS: CreditRecord[] = [{ id: 'r1', remainingCredits: 3, expiryDate: IN_A_YEAR }];
const SLOTS: Slot[] = [{ startsAt: '2026-12-15T17:00:00.000Z', endsAt: '2026-12-15T17:50:00.000Z' }];
const TUESDAY_SIX = 'Tuesday, December 15, 06:00 PM, 50 minutes';

const series = (overrides: Partial<LessonSeries> = {}): LessonSeries => ({
  id: 'ls-1',
  status: 'active',
  firstStartsAt: SLOTS[0]!.startsAt,
  durationMinutes: 50,
  timeZone: 'Europe/Rome',
  weekday: 2,
  time: '18:00',
  nextUnbooked: null,
  creditsShort: false,
  ...overrides,
});
const { weekday, time } = formatWeekly(SLOTS[0]!.startsAt, 'Europe/Rome');
const WHEN = `Every ${weekday} at ${time}, 50 min`;

function renderBooking(routes: Record<string, MockHandler> = {}) {
  const network = mockFetch({
    'GET /api/my-bookings': { body: [] },
    'GET /api/my-credits': { body: CREDITS },
    [`GET ${AVAILABILITY_SLOTS_API}`]: { body: { slots: SLOTS } },
    [`GET ${LESSON_SERIES_API}`]: { body: { series: [] } },
    ...routes,
  });
  renderWithProviders(<BookingPage user={TEST_STUDENT} config={CONFIG} />, { route: '/booking' });
  return network;
}
const posts = (requests: { method: string; path: string; body?: unknown }[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path);

describe('BookingPage: weekly lessons', () => {
  // Back to English once the last test's page is gone.
  afterAll(() => switchLanguage('en'));

  beforeEach(() => setDisplayTimeZone('Europe/Rome'));

  it('when she ticks "Every week at this time" and sends, then a series is asked for with that time and length, and listed', async () => {
    let hasAsked = false;
    const network = renderBooking({
      [`GET ${LESSON_SERIES_API}`]: () => ({ body: { series: hasAsked ? [series({ status: 'pending' })] : [] } }),
      [`POST ${LESSON_SERIES_API}`]: () => {
        hasAsked = true;
        return { status: 201, body: series({ status: 'pending' }) };
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: TUESDAY_SIX }));
    const panel = screen.getByRole('region', { name: 'Ask for this lesson?' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Every week at this time' }));
    expect(panel).toHaveTextContent('Chiara Lombardi approves the weekly lesson once.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Weekly lesson asked for. Chiara Lombardi will confirm it.')).toBeInTheDocument();
    expect(posts(network.requests, LESSON_SERIES_API).map(({ body }) => body)).toEqual([
      { startsAt: SLOTS[0]!.startsAt, durationMinutes: 50 },
    ]);
    const list = await screen.findByRole('region', { name: 'Your weekly lessons' });
    expect(within(list).getByText(WHEN)).toBeInTheDocument();
    expect(within(list).getByText("Awaiting the teacher's answer.")).toBeInTheDocument();
  });

  it('when the next week lacks a credit, then a warning says which lesson and offers the packages; Pause pauses it', async () => {
    const next = '2026-12-22T17:00:00.000Z';
    let status: LessonSeries['status'] = 'active';
    const network = renderBooking({
      [`GET ${LESSON_SERIES_API}`]: () => ({
        body: { series: [series({ status, nextUnbooked: next, creditsShort: true })] },
      }),
      [`POST ${lessonSeriesPath('ls-1', 'pause')}`]: () => {
        status = 'paused';
        return { body: series({ status }) };
      },
    });

    const list = await screen.findByRole('region', { name: 'Your weekly lessons' });
    expect(within(list).getByText('Your next weekly lesson is not booked')).toBeInTheDocument();
    expect(
      within(list).getByText(`The lesson on ${formatLessonTime(next)} cannot be booked: you have no credits left.`),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Buy lesson credits' })).toHaveAttribute('href', '/packages');
    await userEvent.click(within(list).getByRole('button', { name: `Pause the weekly lesson: ${WHEN}` }));

    expect(await screen.findByText('Weekly lesson paused')).toBeInTheDocument();
    expect(posts(network.requests, lessonSeriesPath('ls-1', 'pause'))).toHaveLength(1);
    expect(await within(list).findByRole('button', { name: `Resume the weekly lesson: ${WHEN}` })).toBeInTheDocument();
  });

  it('when she ends one, then it asks first, in Italian too, and only the yes posts the end', async () => {
    await switchLanguage('it');
    const network = renderBooking({
      [`GET ${LESSON_SERIES_API}`]: { body: { series: [series()] } },
      [`POST ${lessonSeriesPath('ls-1', 'end')}`]: { body: series({ status: 'ended' }) },
    });

    const list = await screen.findByRole('region', { name: 'Le tue lezioni settimanali' });
    await userEvent.click(within(list).getByRole('button', { name: /^Termina la lezione settimanale/ }));
    const question = await screen.findByRole('group', { name: 'Terminare questa lezione settimanale?' });
    expect(posts(network.requests, lessonSeriesPath('ls-1', 'end'))).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Sì, termina' }));

    await waitFor(() => expect(posts(network.requests, lessonSeriesPath('ls-1', 'end'))).toHaveLength(1));
    expect(await screen.findByText('Lezione settimanale terminata')).toBeInTheDocument();
  });
});
