import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type {
  AdminBooking,
  AdminOrder,
  AdminStudentsResponse,
  AnalyticsResponse,
  RuntimeConfig,
  StudentDirectoryResponse,
  SyncInfo,
} from '@lezioni/contracts';
import { BOOKING_MESSAGES } from '@lezioni/contracts/values';
import { switchLanguage } from '@lezioni/web-kit';
import {
  mockFetch,
  renderWithProviders,
  TEST_ADMIN,
  testConfig,
  type MockHandler,
  transferOrderFields,
} from '@lezioni/web-kit/testing';
import { formatEuros } from '../utils/format';
import { AdminDashboard } from './admin-dashboard';
// Loaded with this file, as the browser has the forms' chunks by then: a test's time is the page's,
// not jest's first transform of zod.
import '../features/students/components/level-form';
import '../features/materials/components/add-material-form';

const CARD_PAYMENTS_OFF = { isCardAvailable: false, isDemoCard: false, notice: null };
const MINUTE_MS = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS).toISOString();

const sync = (overrides: Partial<SyncInfo> = {}): SyncInfo => ({
  syncedAt: minutesAgo(3.5),
  calendarConnected: true,
  isDemoCalendar: false,
  lastAttemptAt: minutesAgo(3.5),
  lastSyncFailed: false,
  problem: null,
  ...overrides,
});

const analytics = (overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse => ({
  ...sync(),
  monthlyRevenue: 1250,
  monthlyRevenueCents: 125_000,
  totalLessons: 48,
  activeStudents: 7,
  totalBookings: 53,
  ...overrides,
});

const booking = (overrides: Partial<AdminBooking> = {}): AdminBooking => ({
  id: 'b1',
  contact: { name: 'Anna Bianchi', email: 'anna@example.com' },
  booking_type: { name: 'Conversation lesson', duration: 50 },
  starts_at: '2030-05-20T09:00:00Z',
  status: 'confirmed',
  meeting_url: 'https://meet.example/anna',
  unpaid: false,
  creditForfeited: false,
  attendance: null,
  ...overrides,
});

const STUDENTS: AdminStudentsResponse = {
  ...sync(),
  platformStudents: [
    { id: 's1', name: 'Anna Bianchi', email: 'anna@example.com', role: 'student', emailVerified: true },
    { id: 's2', name: 'Marco Verdi', email: 'marco@example.com', role: 'student', emailVerified: false },
  ],
  tidyCalContacts: [{ id: 't1', name: 'Lena Fischer', email: 'lena@example.com', total_bookings: 12 }],
};

const DIRECTORY: StudentDirectoryResponse = {
  total: 2,
  page: 1,
  pageSize: 20,
  items: [
    {
      id: 's1',
      name: 'Anna Bianchi',
      email: 'anna@example.com',
      since: '2030-01-10T09:00:00Z',
      lastLessonAt: '2030-05-01T09:00:00Z',
      nextLessonAt: null,
      creditsLeft: 3,
    },
    {
      id: 's2',
      name: 'Marco Verdi',
      email: 'marco@example.com',
      since: '2030-02-10T09:00:00Z',
      lastLessonAt: null,
      nextLessonAt: null,
      creditsLeft: 0,
    },
  ],
};

const order = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 'o1',
  packageId: 'five',
  credits: 5,
  priceEur: 100,
  ...transferOrderFields(100),
  status: 'pending',
  createdAt: '2030-05-01T10:00:00Z',
  decidedAt: null,
  student: { id: 's1', name: 'Anna Bianchi', email: 'anna@example.com' },
  ...overrides,
});

function LocationProbe() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/** Mounts the remote the way the shell does: below /admin-dashboard/*, for the admin. */
function renderDashboard({
  route = '/admin-dashboard',
  routes = {},
  config = testConfig(),
}: { route?: string; routes?: Record<string, MockHandler>; config?: RuntimeConfig } = {}) {
  const network = mockFetch({
    'GET /api/admin/analytics': { body: analytics() },
    'GET /api/admin/bookings': { body: { ...sync(), bookings: [] } },
    'GET /api/admin/students': { body: STUDENTS },
    'GET /api/admin/student-directory': { body: DIRECTORY },
    'GET /api/admin/orders': { body: { monthlyRevenueCents: 0, cardPayments: CARD_PAYMENTS_OFF, orders: [] } },
    'GET /api/status': { body: { status: 'ok', services: {} } },
    'GET /api/calendar/feed': { body: { feed: null } },
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/admin-dashboard/*" element={<AdminDashboard user={TEST_ADMIN} config={config} />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
  return { ...view, network };
}

const card = (title: string) => screen.getByRole('group', { name: title });
const location = () => screen.getByRole('status', { name: 'Location' });
/** The row of the table named `tableName` that mentions `text`, once it has loaded. */
const rowOf = async (tableName: string, text: string) => {
  const table = await screen.findByRole('table', { name: tableName });
  await within(table).findByText(text);
  return within(table).getByRole('row', { name: new RegExp(text) });
};

/** The question that opened under a button, to answer it. */
const openQuestion = (question: string | RegExp) => screen.findByRole('group', { name: question });
const requestsTo = (requests: { method: string; path: string }[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path).length;

describe('AdminDashboard: summary', () => {
  it('when the analytics answer, then the four cards show revenue in euros and the counts', async () => {
    const { network } = renderDashboard();

    await waitFor(() => expect(card('Monthly Revenue')).toHaveTextContent(formatEuros(1250)));
    expect(card('Total Lessons')).toHaveTextContent('48');
    expect(card('Active Students')).toHaveTextContent('7');
    expect(card('Total Bookings')).toHaveTextContent('53');
    expect(screen.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    expect(requestsTo(network.requests, 'GET', '/api/status')).toBe(1);
  });

  it('when the analytics fail, then that section says so and the bookings still show; Retry loads the figures', async () => {
    let isDown = true;
    renderDashboard({
      routes: {
        'GET /api/admin/analytics': () =>
          isDown ? { status: 503, body: { error: 'upstream down' } } : { body: analytics() },
        'GET /api/admin/bookings': { body: { ...sync(), bookings: [booking()] } },
      },
    });

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The summary figures could not be loaded.');
    expect(failure).toHaveTextContent('Service temporarily unavailable. Please try again later.');
    expect(await rowOf('Recent bookings', 'Anna Bianchi')).toBeInTheDocument();
    expect(screen.getByText('Calendar synced 3 minutes ago')).toBeInTheDocument();

    isDown = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(card('Monthly Revenue')).toHaveTextContent(formatEuros(1250)));
    expect(screen.queryByText('The summary figures could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('AdminDashboard: calendar sync', () => {
  it('when the calendar synced minutes ago, then the line says how long ago and no warning shows', async () => {
    renderDashboard();

    expect(await screen.findByText('Calendar synced 3 minutes ago')).toBeInTheDocument();
    expect(screen.queryByText('The last calendar sync failed')).not.toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.noCalendar)).not.toBeInTheDocument();
  });

  it('when the last sync failed, then a warning gives the problem', async () => {
    const failed = sync({ lastSyncFailed: true, lastAttemptAt: minutesAgo(1), problem: 'TidyCal answered 401.' });
    renderDashboard({ routes: { 'GET /api/admin/analytics': { body: { ...analytics(), ...failed } } } });

    expect(await screen.findByText('The last calendar sync failed')).toBeInTheDocument();
    expect(screen.getByText('TidyCal answered 401.')).toBeInTheDocument();
    expect(screen.getByText('Calendar synced 3 minutes ago')).toBeInTheDocument();
  });

  const notConnected = sync({
    calendarConnected: false,
    syncedAt: null,
    lastAttemptAt: minutesAgo(1),
    problem: BOOKING_MESSAGES.noCalendar,
  });

  it("when students book in TidyCal's frame and no TidyCal is connected, then a note says so, with no sync line", async () => {
    renderDashboard({ routes: { 'GET /api/admin/analytics': { body: { ...analytics(), ...notConnected } } } });

    // One plain sentence, once: no operator wording for the teacher.
    expect(await screen.findAllByText(BOOKING_MESSAGES.noCalendar)).toHaveLength(1);
    expect(screen.queryByText(/TIDYCAL_API_TOKEN/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Calendar synced/)).not.toBeInTheDocument();
  });

  it("when students book on the platform's own calendar, then no TidyCal is nothing to tell her", async () => {
    renderDashboard({
      routes: { 'GET /api/admin/analytics': { body: { ...analytics(), ...notConnected } } },
      config: testConfig({ bookingCalendar: 'builtin', bookingPageUrl: '' }),
    });

    // The figures came with the sync's state.
    await waitFor(() => expect(card('Monthly Revenue')).toHaveTextContent(formatEuros(1250)));
    expect(screen.queryByText(BOOKING_MESSAGES.noCalendar)).not.toBeInTheDocument();
  });

  it('when the calendar is the demo one, then a note says so at once and there is no TidyCal dashboard to open', async () => {
    const demo = sync({ isDemoCalendar: true });
    renderDashboard({
      routes: {
        'GET /api/admin/analytics': { body: { ...analytics(), ...demo } },
        'GET /api/admin/bookings': { body: { ...demo, bookings: [] } },
        'GET /api/admin/students': { body: { ...STUDENTS, ...demo } },
      },
      config: testConfig({ isDemoCalendar: true }),
    });

    // From the first render on, before any answer: nothing below moves when the answers come.
    expect(screen.getByText(BOOKING_MESSAGES.demoCalendar)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.demoCalendarForTeacher)).toBeInTheDocument();
    expect(await screen.findByText('Calendar synced 3 minutes ago')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'TidyCal Dashboard' })).not.toBeInTheDocument();
  });
});

describe('AdminDashboard: bookings tab', () => {
  it('when bookings answer, then each row shows contact, lesson, start, status badges and the meeting link', async () => {
    renderDashboard({
      routes: {
        'GET /api/admin/bookings': {
          body: {
            ...sync(),
            bookings: [
              booking({ unpaid: true }),
              booking({
                id: 'b2',
                contact: { name: 'Marco Verdi', email: 'marco@example.com' },
                booking_type: { name: 'Grammar lesson', duration: 25 },
                status: 'completed',
                meeting_url: null,
                attendance: 'no_show',
              }),
              booking({
                id: 'b3',
                contact: { name: 'Sara Neri', email: 'sara@example.com' },
                status: 'completed',
                attendance: 'attended',
              }),
              booking({
                id: 'b4',
                contact: { name: 'Luca Rossi', email: 'luca@example.com' },
                booking_type: { name: 'Italian lesson 50 min', duration: 50 },
                meeting_url: null,
              }),
            ],
          },
        },
      },
    });

    const anna = await rowOf('Recent bookings', 'Anna Bianchi');
    expect(anna).toHaveTextContent('anna@example.com');
    expect(anna).toHaveTextContent('Conversation lesson');
    expect(anna).toHaveTextContent('50 min');
    expect(anna.querySelector('time')).toHaveAttribute('datetime', '2030-05-20T09:00:00Z');
    expect(within(anna).getByText('Confirmed')).toHaveClass('lz-ui-badge--success');
    expect(within(anna).getByText('Unpaid')).toBeInTheDocument();
    const meeting = within(anna).getByRole('link', { name: 'Open meeting link' });
    expect(meeting).toHaveAttribute('href', 'https://meet.example/anna');
    expect(meeting).toHaveAttribute('target', '_blank');

    const marco = await rowOf('Recent bookings', 'Marco Verdi');
    expect(marco).toHaveTextContent('25 min');
    expect(within(marco).getByText('Completed')).not.toHaveClass('lz-ui-badge--success');
    expect(within(marco).queryByText('Unpaid')).not.toBeInTheDocument();
    // No meeting link and no room left: nothing to open, and no button that never works.
    expect(within(marco).queryByRole('link', { name: 'Open meeting link' })).not.toBeInTheDocument();
    expect(within(marco).queryByRole('button', { name: 'Open meeting link' })).not.toBeInTheDocument();
    expect(within(marco).getByText('No-show')).toHaveClass('lz-ui-badge--warning');
    expect(within(marco).queryByRole('link', { name: 'Join lesson' })).not.toBeInTheDocument();
    const sara = await rowOf('Recent bookings', 'Sara Neri');
    expect(within(sara).getByText('Attended')).toBeInTheDocument();
    // A type named with its length says it once.
    const luca = await rowOf('Recent bookings', 'Luca Rossi');
    expect(within(luca).getByRole('cell', { name: 'Italian lesson 50 min' })).toBeInTheDocument();
    expect(luca.textContent?.match(/50 min/g)).toHaveLength(1);
  });

  it("when a lesson's room is open, then its row offers Join lesson into the room; a later one says when it opens", async () => {
    const startsSoon = new Date(Date.now() + 5 * 60_000).toISOString();
    renderDashboard({
      routes: {
        'GET /api/admin/bookings': {
          body: { ...sync(), bookings: [booking({ id: 'soon', starts_at: startsSoon }), booking({ id: 'later' })] },
        },
      },
    });

    const [soon, later] = (await screen.findAllByRole('row', { name: /Anna Bianchi/ })).slice(0, 2);
    expect(within(soon!).getByRole('link', { name: 'Join lesson' })).toHaveAttribute('href', '/lesson/soon');
    expect(within(later!).getByRole('button', { name: 'Join lesson' })).toBeDisabled();
    expect(
      within(later!)
        .getByText(/The room opens at/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2030-05-20T08:50:00.000Z');
  });

  it('when the bookings fail, then the tab says they could not be loaded and the figures still show', async () => {
    renderDashboard({ routes: { 'GET /api/admin/bookings': { status: 500, body: { error: 'boom' } } } });

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The bookings could not be loaded.');
    expect(failure).toHaveTextContent('Something went wrong on our end. Please try again later.');
    await waitFor(() => expect(card('Total Lessons')).toHaveTextContent('48'));
  });
});

describe('AdminDashboard: tabs and sub-pages', () => {
  it('when Students is chosen, then the address becomes /admin-dashboard/students and the directory and contacts show', async () => {
    renderDashboard();
    expect(screen.getByRole('tab', { name: 'Bookings', selected: true })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Students' }));

    expect(location()).toHaveTextContent('/admin-dashboard/students');
    const marco = await rowOf('Student directory', 'Marco Verdi');
    expect(marco).toHaveTextContent('marco@example.com');
    expect(within(marco).getByRole('link', { name: 'Marco Verdi' })).toHaveAttribute(
      'href',
      '/admin-dashboard/students/s2',
    );
    const lena = await rowOf('TidyCal contacts', 'Lena Fischer');
    expect(lena).toHaveTextContent('lena@example.com');
    expect(lena).toHaveTextContent('12');
  });

  it('when the arrow keys move along the tabs, then each tab they reach opens, and its address with it', async () => {
    renderDashboard();

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');

    const students = screen.getByRole('tab', { name: 'Students', selected: true });
    expect(students).toHaveFocus();
    expect(location()).toHaveTextContent('/admin-dashboard/students');
    expect(screen.getByRole('tabpanel', { name: 'Students' })).toContainElement(
      screen.getByRole('table', { name: 'Student directory' }),
    );
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Payments/, selected: true })).toHaveFocus();
    expect(location()).toHaveTextContent('/admin-dashboard/payments');
  });

  it('when /admin-dashboard/messages is opened, then the Messages tab links to the chat', async () => {
    renderDashboard({ route: '/admin-dashboard/messages' });

    expect(screen.getByRole('tab', { name: 'Messages', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/chat');
  });

  it('when an unknown sub-path is opened, then the remote says the page does not exist', () => {
    renderDashboard({ route: '/admin-dashboard/nowhere' });

    expect(screen.getByRole('heading', { name: 'This admin page does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
  });

  it('when the quick actions show, then they lead to the booking tool, the chat and the booking page', () => {
    renderDashboard();

    const tidyCal = screen.getByRole('link', { name: 'TidyCal Dashboard' });
    expect(tidyCal).toHaveAttribute('href', testConfig().bookingDashboardUrl);
    expect(tidyCal).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Student Messages' })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: 'Test Booking' })).toHaveAttribute('href', '/booking');
  });
});

describe('AdminDashboard: payments tab', () => {
  it('when a payment is confirmed, then it is posted after the question, and orders and revenue refresh', async () => {
    let isConfirmed = false;
    const { network } = renderDashboard({
      route: '/admin-dashboard/payments',
      routes: {
        'GET /api/admin/orders': () => ({
          body: {
            monthlyRevenueCents: 0,
            cardPayments: CARD_PAYMENTS_OFF,
            orders: [
              order(isConfirmed ? { status: 'confirmed', decidedAt: '2030-05-02T10:00:00Z' } : {}),
              order({
                id: 'o0',
                status: 'cancelled',
                decidedAt: '2030-04-02T10:00:00Z',
                student: { id: 's2', name: 'Marco Verdi', email: 'marco@example.com' },
              }),
            ],
          },
        }),
        'POST /api/admin/orders/o1/confirm': () => {
          isConfirmed = true;
          return { body: order({ status: 'confirmed' }) };
        },
        'GET /api/admin/analytics': () => ({ body: analytics({ monthlyRevenue: isConfirmed ? 1350 : 1250 }) }),
      },
    });
    const anna = await rowOf('Orders awaiting payment', 'Anna Bianchi');
    expect(anna).toHaveTextContent('5-Lesson Package');
    expect(anna).toHaveTextContent(formatEuros(100));
    expect(within(await rowOf('Decided orders', 'Marco Verdi')).getByText('Cancelled')).toBeInTheDocument();

    await userEvent.click(within(anna).getByRole('button', { name: 'Confirm' }));
    const question = await openQuestion(`Confirm you received ${formatEuros(100)} from Anna?`);
    expect(question).toHaveAccessibleDescription("5 credits will be added to Anna Bianchi's account.");
    expect(requestsTo(network.requests, 'POST', '/api/admin/orders/o1/confirm')).toBe(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, confirm' }));

    const decided = await rowOf('Decided orders', 'Anna Bianchi');
    expect(within(decided).getByText('Paid')).toBeInTheDocument();
    expect(requestsTo(network.requests, 'POST', '/api/admin/orders/o1/confirm')).toBe(1);
    expect(await screen.findByText('5 credits granted to Anna Bianchi.')).toBeInTheDocument();
    await waitFor(() => expect(card('Monthly Revenue')).toHaveTextContent(formatEuros(1350)));
    const awaiting = screen.getByLabelText('Orders awaiting payment');
    expect(within(awaiting).queryByText('Anna Bianchi')).not.toBeInTheDocument();
  });

  it("when a card refund request waits, then the tab says cards are off, shows the month's revenue, and approving it refreshes the figures", async () => {
    let isApproved = false;
    const refund = {
      id: 'r1',
      status: 'requested' as const,
      amountCents: 6_000,
      lessonsUsed: 2,
      creditsWithdrawn: 3,
      requestedAt: '2030-05-03T10:00:00Z',
      decidedAt: null,
    };
    const paid = order({ status: 'confirmed', paymentMethod: 'card', decidedAt: '2030-05-02T10:00:00Z', refund });
    const { network } = renderDashboard({
      route: '/admin-dashboard/payments',
      routes: {
        'GET /api/admin/orders': () => ({
          body: {
            monthlyRevenueCents: isApproved ? 4_000 : 10_000,
            cardPayments: { ...CARD_PAYMENTS_OFF, notice: BOOKING_MESSAGES.cardPaymentsOff },
            orders: [
              isApproved
                ? { ...paid, refund: { ...refund, status: 'refunded', decidedAt: '2030-05-04T10:00:00Z' } }
                : paid,
            ],
          },
        }),
        'POST /api/admin/orders/o1/refund/approve': () => {
          isApproved = true;
          return { body: paid };
        },
      },
    });
    const waiting = await rowOf('Orders awaiting payment', 'Anna Bianchi');
    expect(screen.getByText(BOOKING_MESSAGES.cardPaymentsOff)).toBeInTheDocument();
    expect(screen.getByText(/^Monthly Revenue:/)).toHaveTextContent(formatEuros(100));
    expect(waiting).toHaveTextContent(`Refund asked: ${formatEuros(60)} (2 used)`);

    await userEvent.click(within(waiting).getByRole('button', { name: 'Approve refund' }));
    await userEvent.click(
      within(await openQuestion(`Refund ${formatEuros(60)} to Anna Bianchi?`)).getByRole('button', {
        name: 'Yes, refund',
      }),
    );

    expect(
      within(await rowOf('Decided orders', 'Anna Bianchi')).getByText(`Partially refunded: ${formatEuros(60)}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Monthly Revenue:/)).toHaveTextContent(formatEuros(40)));
    expect(network.requests.some((r) => r.method === 'POST' && r.path === '/api/admin/orders/o1/refund/approve')).toBe(
      true,
    );
  });

  it('when the order was decided meanwhile (409), then the server message shows as a toast', async () => {
    const { network } = renderDashboard({
      route: '/admin-dashboard/payments',
      routes: {
        'GET /api/admin/orders': {
          body: { monthlyRevenueCents: 0, cardPayments: CARD_PAYMENTS_OFF, orders: [order()] },
        },
        'POST /api/admin/orders/o1/confirm': {
          status: 409,
          body: { error: BOOKING_MESSAGES.orderNotPending, code: 'order_not_pending' },
        },
      },
    });

    await userEvent.click(
      within(await rowOf('Orders awaiting payment', 'Anna Bianchi')).getByRole('button', { name: 'Confirm' }),
    );
    await userEvent.click(
      within(await openQuestion(/^Confirm you received/)).getByRole('button', { name: 'Yes, confirm' }),
    );

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Could not confirm the payment');
    expect(toast).toHaveTextContent(BOOKING_MESSAGES.orderNotPending);
    await waitFor(() => expect(requestsTo(network.requests, 'GET', '/api/admin/orders')).toBe(2));
  });

  it('when an order is rejected, then the reject call is posted after the question', async () => {
    let isRejected = false;
    const { network } = renderDashboard({
      route: '/admin-dashboard/payments',
      routes: {
        'GET /api/admin/orders': () => ({
          body: {
            monthlyRevenueCents: 0,
            cardPayments: CARD_PAYMENTS_OFF,
            orders: [order(isRejected ? { status: 'cancelled' } : {})],
          },
        }),
        'POST /api/admin/orders/o1/reject': () => {
          isRejected = true;
          return { status: 204 };
        },
      },
    });

    await userEvent.click(
      within(await rowOf('Orders awaiting payment', 'Anna Bianchi')).getByRole('button', { name: 'Reject' }),
    );
    await userEvent.click(
      within(await openQuestion("Reject Anna Bianchi's order?")).getByRole('button', { name: 'Yes, reject' }),
    );

    expect(within(await rowOf('Decided orders', 'Anna Bianchi')).getByText('Cancelled')).toBeInTheDocument();
    expect(requestsTo(network.requests, 'POST', '/api/admin/orders/o1/reject')).toBe(1);
    expect(requestsTo(network.requests, 'POST', '/api/admin/orders/o1/confirm')).toBe(0);
  });
});

describe('AdminDashboard in Italian', () => {
  it('when the teacher speaks Italian, then the dashboard greets her, and its figures and sync line are Italian', async () => {
    await switchLanguage('it');
    renderDashboard({ routes: { 'GET /api/admin/bookings': { body: { ...sync(), bookings: [booking()] } } } });

    expect(screen.getByRole('heading', { name: 'Pannello di amministrazione', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(`Bentornata, ${TEST_ADMIN.name}. Ecco come vanno le tue lezioni.`)).toBeInTheDocument();
    await waitFor(() => expect(card('Entrate del mese')).toHaveTextContent('1250 €'));
    expect(card('Lezioni totali')).toHaveTextContent('Da sempre');
    expect(await screen.findByText('Calendario sincronizzato 3 minuti fa')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Prenotazioni', selected: true })).toBeInTheDocument();
    const anna = await rowOf('Prenotazioni recenti', 'Anna Bianchi');
    expect(within(anna).getByText('Confermata')).toBeInTheDocument();
    expect(within(anna).getByRole('link', { name: 'Apri il link della videochiamata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard di TidyCal' })).toBeInTheDocument();
  });

  it('when a transfer waits in Italian, then the question, the package and the notice are Italian', async () => {
    await switchLanguage('it');
    renderDashboard({
      route: '/admin-dashboard/payments',
      routes: {
        'GET /api/admin/orders': {
          body: {
            monthlyRevenueCents: 10_000,
            cardPayments: { ...CARD_PAYMENTS_OFF, notice: BOOKING_MESSAGES.cardPaymentsOff },
            orders: [order()],
          },
        },
      },
    });

    const anna = await rowOf('Ordini in attesa di pagamento', 'Anna Bianchi');
    expect(anna).toHaveTextContent('Pacchetto da 5 lezioni');
    expect(anna).toHaveTextContent('Bonifico');
    expect(screen.getByText(/^Entrate del mese:/)).toHaveTextContent('100 €');
    expect(screen.getByText(/I pagamenti con carta non sono ancora collegati/)).toBeInTheDocument();

    await userEvent.click(within(anna).getByRole('button', { name: 'Conferma' }));
    // The amount as Italian writes it ("100 €", its space a non-breaking one), checked above.
    const question = await openQuestion(`Confermi di aver ricevuto ${formatEuros(100)} da Anna?`);
    expect(question).toHaveAccessibleDescription('Verranno aggiunti 5 crediti all’account di Anna Bianchi.');
    expect(within(question).getByRole('button', { name: 'Non ancora' })).toBeInTheDocument();
  });
});
