import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@lezioni/web-kit';
import type { CreditRecord, StudentBooking } from '@lezioni/contracts';
import { TEST_ADMIN, TEST_STUDENT, mockFetch, renderWithProviders, testConfig } from '@lezioni/web-kit/testing';
import { BOOKING_FRAME_TIMEOUT_MS } from '../features/booking/booking-frame';
import { BookingPage } from './booking-page';
import { lesson } from '../testing/student-fixtures';

const CONFIG = testConfig({ bookingPageUrl: 'https://booking.example/chiara' });
const IN_A_YEAR = new Date(Date.now() + 365 * 24 * 3_600_000).toISOString();
const CREDITS: CreditRecord[] = [{ id: 'r1', remainingCredits: 3, expiryDate: IN_A_YEAR }];

function renderBooking({
  bookings = [],
  credits = CREDITS,
  user = TEST_STUDENT,
  config = CONFIG,
}: { bookings?: StudentBooking[]; credits?: CreditRecord[]; user?: typeof TEST_STUDENT; config?: typeof CONFIG } = {}) {
  const network = mockFetch({
    'GET /api/my-bookings': { body: bookings },
    'GET /api/my-credits': { body: credits },
  });
  return { ...renderWithProviders(<BookingPage user={user} config={config} />, { route: '/booking' }), network };
}

const calendarFrame = () => screen.getByTitle('Booking calendar of Chiara Lombardi');

describe('BookingPage', () => {
  it('when the student has never had a lesson, then it invites them to book their first one', async () => {
    renderBooking({ bookings: [lesson('cancelled', 'cancelled')] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your First Lesson' })).toBeInTheDocument();
    expect(screen.getByText(/Choose a lesson of 25, 50 or 75 minutes/)).toBeInTheDocument();
  });

  it('when the student has had a lesson, then it welcomes them back to book the next one', async () => {
    renderBooking({ bookings: [lesson('b1', 'completed')] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your Next Lesson' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Giulia!/)).toBeInTheDocument();
  });

  it('when the student has credits, then the calendar is embedded 800 px high with the chat link and the direct booking backup', async () => {
    renderBooking();

    expect(await screen.findByText('You have 3 credits. Each lesson uses 1 credit.')).toBeInTheDocument();
    const prefilled = 'https://booking.example/chiara?name=Giulia+Rossi&email=giulia%40example.com';
    expect(calendarFrame()).toHaveAttribute('src', prefilled);
    expect(calendarFrame()).toHaveAttribute('height', '800');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking calendar...');
    expect(screen.getByRole('link', { name: 'Chat with Chiara Lombardi' })).toHaveAttribute('href', '/chat');
    const direct = screen.getByRole('link', { name: 'Open Direct Booking (opens in a new tab)' });
    expect(direct).toHaveAttribute('href', prefilled);
    expect(direct).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Demo calendar')).not.toBeInTheDocument();
  });

  it('when the calendar is the demo one, then the page says so', async () => {
    renderBooking({
      config: testConfig({ bookingPageUrl: 'http://127.0.0.1:4010/booking-page', isDemoCalendar: true }),
    });

    expect(await screen.findByText('Demo calendar')).toBeInTheDocument();
    expect(screen.getByText(/a lesson booked here shows up on your dashboard and uses a credit/)).toBeInTheDocument();
  });

  it('when the student has no usable credits, then it leads to the packages before showing the calendar', async () => {
    renderBooking({ credits: [{ id: 'old', remainingCredits: 2, expiryDate: '2024-01-01T00:00:00Z' }] });

    expect(await screen.findByText('You have no lesson credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Lesson Packages' })).toHaveAttribute('href', '/packages');
    expect(screen.queryByTitle('Booking calendar of Chiara Lombardi')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show the calendar anyway' }));

    expect(calendarFrame()).toBeInTheDocument();
  });

  it('when the admin tries the booking, then credits are not asked for and the calendar shows', async () => {
    const { network } = renderBooking({ user: TEST_ADMIN });

    expect(calendarFrame()).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Book Your First Lesson' });
    expect(network.requests.some((r) => r.path === '/api/my-credits')).toBe(false);
  });

  it('when no booking page is configured, then the calendar is unavailable and the student is sent to the chat', async () => {
    renderBooking({ config: testConfig({ bookingPageUrl: '' }) });

    expect(await screen.findByRole('heading', { name: 'Booking Calendar Unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/Write to Chiara Lombardi in the chat/)).toBeInTheDocument();
    const fallback = screen.getByRole('heading', { name: 'Booking Calendar Unavailable' }).closest('.lz-ui-card');
    expect(within(fallback as HTMLElement).getByRole('link', { name: 'Chat with Chiara Lombardi' })).toHaveAttribute(
      'href',
      '/chat',
    );
    expect(screen.queryByRole('link', { name: /Open Direct Booking/ })).not.toBeInTheDocument();
  });

  describe('when the frame is slow', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('when the calendar has not loaded in time, then the fallback offers the direct booking page in a new tab', async () => {
      renderBooking();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(calendarFrame()).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(BOOKING_FRAME_TIMEOUT_MS));

      const fallback = screen.getByRole('heading', { name: 'Booking Calendar Unavailable' }).closest('.lz-ui-card');
      const link = within(fallback as HTMLElement).getByRole('link', {
        name: 'Open Direct Booking (opens in a new tab)',
      });
      expect(link).toHaveAttribute(
        'href',
        'https://booking.example/chiara?name=Giulia+Rossi&email=giulia%40example.com',
      );
      expect(link).toHaveAttribute('target', '_blank');
      expect(screen.queryByTitle('Booking calendar of Chiara Lombardi')).not.toBeInTheDocument();
    });

    it('when the booking page cannot be reached, then the fallback replaces the frame even after its error page loaded', async () => {
      mockFetch({
        'GET /api/my-bookings': { body: [] },
        'GET /api/my-credits': { body: CREDITS },
        // What fetch does when an ad blocker, a firewall or an outage keeps the page away; the
        // frame's error page has loaded by the time the probe gives up.
        'GET /chiara': () =>
          new Promise((_resolve, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), 1_000)),
      });
      renderWithProviders(<BookingPage user={TEST_STUDENT} config={CONFIG} />, { route: '/booking' });
      await act(() => jest.advanceTimersByTimeAsync(100));
      fireEvent.load(calendarFrame());

      await act(() => jest.advanceTimersByTimeAsync(1_000));

      expect(screen.getByRole('heading', { name: 'Booking Calendar Unavailable' })).toBeInTheDocument();
      expect(screen.queryByTitle('Booking calendar of Chiara Lombardi')).not.toBeInTheDocument();
    });

    it('when the calendar loads in time, then it stays and no fallback appears', async () => {
      renderBooking();
      await act(() => jest.advanceTimersByTimeAsync(100));

      fireEvent.load(calendarFrame());
      await act(() => jest.advanceTimersByTimeAsync(BOOKING_FRAME_TIMEOUT_MS * 2));

      expect(calendarFrame()).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Booking Calendar Unavailable' })).not.toBeInTheDocument();
    });
  });
});

describe('BookingPage: in Italian', () => {
  it('when a first-time student reads Italian, then the page invites them in Italian, the calendar named so too', async () => {
    await switchLanguage('it');
    renderBooking({ bookings: [] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Prenota la tua prima lezione' })).toBeInTheDocument();
    expect(screen.getByText(/^Scegli una lezione da 25, 50 o 75 minuti/)).toBeInTheDocument();
    expect(screen.getByText('Puoi prenotare una lezione da 24 ore a 3 mesi prima.')).toBeInTheDocument();
    expect(await screen.findByText('Hai 3 crediti. Ogni lezione usa 1 credito.')).toBeInTheDocument();
    expect(screen.getByTitle('Calendario delle prenotazioni di Chiara Lombardi')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Apri la prenotazione diretta (si apre in una nuova scheda)' }),
    ).toHaveAttribute('target', '_blank');
  });
});
