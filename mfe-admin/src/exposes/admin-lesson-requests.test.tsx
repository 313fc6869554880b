import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBooking, AdminLessonRequest } from '@lezioni/contracts';
import { ADMIN_LESSON_REQUESTS_API, AVAILABILITY_MESSAGES, adminLessonRequestPath } from '@lezioni/contracts/values';
import { formatLessonTime, switchLanguage } from '@lezioni/web-kit';
import type { MockHandler } from '@lezioni/web-kit/testing';
import { NEVER_SYNCED, renderAdminDashboard } from '../testing/dashboard-fixtures';

const SYNC = NEVER_SYNCED;

const LONG_EMAIL = 'alessandra.maria.bianchi.de.rossi.della.valle@universita-degli-studi.example.com';

const request = (overrides: Partial<AdminLessonRequest> = {}): AdminLessonRequest => ({
  id: 'r1',
  status: 'pending',
  startsAt: '2030-05-21T08:00:00Z',
  endsAt: '2030-05-21T08:50:00Z',
  durationMinutes: 50,
  student: { id: 's1', name: 'Anna Bianchi', email: LONG_EMAIL },
  expiresAt: '2030-05-20T08:00:00Z',
  movingFrom: null,
  ...overrides,
});

const lessonOf = (r: AdminLessonRequest): AdminBooking => ({
  id: r.id,
  contact: { name: r.student.name, email: r.student.email },
  booking_type: { name: 'Lesson', duration: r.durationMinutes },
  starts_at: r.startsAt,
  status: 'confirmed',
  meeting_url: null,
  unpaid: false,
  creditForfeited: false,
  attendance: null,
});

/** The dashboard on its Bookings tab with one request awaiting her, `routes` answering besides. */
const renderBookings = (routes: Record<string, MockHandler> = {}) =>
  renderAdminDashboard({ [`GET ${ADMIN_LESSON_REQUESTS_API}`]: { body: { requests: [request()] } }, ...routes });

/** A request's list as the server keeps it: approving or declining takes it out. */
function serverWith(requests: AdminLessonRequest[]) {
  let pending = [...requests];
  const lessons: AdminBooking[] = [];
  const answer =
    (kind: 'approve' | 'decline'): MockHandler =>
    ({ path }) => {
      const answered = pending.find((r) => path === adminLessonRequestPath(r.id, kind))!;
      pending = pending.filter((r) => r !== answered);
      if (kind === 'approve') lessons.push(lessonOf(answered));
      return { body: { ...answered, status: kind === 'approve' ? 'approved' : 'declined' } };
    };
  return {
    [`GET ${ADMIN_LESSON_REQUESTS_API}`]: () => ({ body: { requests: pending } }),
    'GET /api/admin/bookings': () => ({ body: { ...SYNC, bookings: lessons } }),
    [`POST ${adminLessonRequestPath('r1', 'approve')}`]: answer('approve'),
    [`POST ${adminLessonRequestPath('r1', 'decline')}`]: answer('decline'),
  };
}

const section = (name = 'Requests awaiting your answer') => screen.findByRole('region', { name });
const TIME = formatLessonTime('2030-05-21T08:00:00Z');
const count = (requests: { method: string; path: string }[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path).length;

describe('AdminDashboard: lesson requests', () => {
  afterEach(() => jest.useRealTimers());

  it('when a request awaits her answer, then the Bookings tab counts it and lists the student, the time, the length and the deadline, with named buttons', async () => {
    renderBookings();

    const requests = await section();
    expect(within(requests).getByText('Anna Bianchi')).toBeInTheDocument();
    expect(within(requests).getByText(LONG_EMAIL)).toHaveClass('lz-admin-request__email');
    expect(within(requests).getByText(TIME)).toHaveAttribute('dateTime', '2030-05-21T08:00:00Z');
    expect(within(requests).getByText(/50 min/)).toBeInTheDocument();
    expect(
      within(requests).getByText(
        `Answer by ${formatLessonTime('2030-05-20T08:00:00Z')}, or the credit goes back to the student.`,
      ),
    ).toBeInTheDocument();
    expect(within(requests).getByRole('button', { name: `Approve Anna Bianchi's lesson on ${TIME}` })).toBeEnabled();
    expect(within(requests).getByRole('button', { name: `Decline Anna Bianchi's lesson on ${TIME}` })).toBeEnabled();
    expect(screen.getByRole('tab', { name: /Bookings/, selected: true })).toContainElement(
      screen.getByTitle('1 awaiting your answer'),
    );
  });

  it('when a student asks to move a lesson, then the request says from when, where the lesson stays unless she approves', async () => {
    renderBookings({
      [`GET ${ADMIN_LESSON_REQUESTS_API}`]: { body: { requests: [request({ movingFrom: '2030-05-19T16:00:00Z' })] } },
    });

    const requests = await section();
    expect(
      within(requests).getByText(
        `Moving their lesson from ${formatLessonTime('2030-05-19T16:00:00Z')}: it stays there unless you approve.`,
      ),
    ).toBeInTheDocument();
  });

  it('when she approves, then the approve call is posted, "Lesson approved" shows, and the requests and the bookings refresh', async () => {
    const network = renderBookings(serverWith([request()]));
    const requests = await section();
    const bookingsAsked = count(network.requests, 'GET', '/api/admin/bookings');

    await userEvent.click(within(requests).getByRole('button', { name: `Approve Anna Bianchi's lesson on ${TIME}` }));

    expect(await screen.findByText('Lesson approved')).toBeInTheDocument();
    expect(count(network.requests, 'POST', adminLessonRequestPath('r1', 'approve'))).toBe(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Requests awaiting your answer' })).toBeNull());
    const bookings = screen.getByRole('table', { name: 'Recent bookings' });
    expect(await within(bookings).findByText('Anna Bianchi')).toBeInTheDocument();
    expect(count(network.requests, 'GET', '/api/admin/bookings')).toBe(bookingsAsked + 1);
    expect(screen.queryByTitle(/awaiting your answer/)).toBeNull();
  });

  it('when a call runs, then both of its buttons hold off until it is answered', async () => {
    let answer: () => void = () => undefined;
    renderBookings({
      [`POST ${adminLessonRequestPath('r1', 'approve')}`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { ...request(), status: 'approved' } });
        }),
    });
    const requests = await section();
    const approve = within(requests).getByRole('button', { name: /^Approve/ });

    await userEvent.click(approve);

    expect(approve).toHaveAttribute('aria-busy', 'true');
    expect(within(requests).getByRole('button', { name: /^Decline/ })).toBeDisabled();
    answer();
    expect(await screen.findByText('Lesson approved')).toBeInTheDocument();
  });

  it('when she declines, then it asks first, and only "Yes, decline" posts the decline and says "Request declined"', async () => {
    const network = renderBookings(serverWith([request()]));
    const requests = await section();

    await userEvent.click(within(requests).getByRole('button', { name: `Decline Anna Bianchi's lesson on ${TIME}` }));
    const question = await screen.findByRole('group', { name: "Decline Anna Bianchi's request?" });
    expect(count(network.requests, 'POST', adminLessonRequestPath('r1', 'decline'))).toBe(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, decline' }));

    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(screen.getByText('The credit goes back to Anna Bianchi.')).toBeInTheDocument();
    expect(count(network.requests, 'POST', adminLessonRequestPath('r1', 'decline'))).toBe(1);
    expect(count(network.requests, 'POST', adminLessonRequestPath('r1', 'approve'))).toBe(0);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Requests awaiting your answer' })).toBeNull());
  });

  it('when no request awaits her, then there is no section and no count, and the bookings show as before', async () => {
    const network = renderBookings({ [`GET ${ADMIN_LESSON_REQUESTS_API}`]: { body: { requests: [] } } });

    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
    await waitFor(() => expect(count(network.requests, 'GET', ADMIN_LESSON_REQUESTS_API)).toBe(1));
    expect(screen.queryByRole('region', { name: 'Requests awaiting your answer' })).toBeNull();
    expect(screen.queryByTitle(/awaiting your answer/)).toBeNull();
  });

  it('when the requests cannot be loaded, then the tab says so above the bookings and Retry loads them', async () => {
    let isDown = true;
    renderBookings({
      [`GET ${ADMIN_LESSON_REQUESTS_API}`]: () =>
        isDown ? { status: 503, body: { error: 'Not now' } } : { body: { requests: [request()] } },
    });

    const failure = await screen.findByText('The requests awaiting your answer could not be loaded.');
    isDown = false;
    await userEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Retry' }));

    expect(await section()).toBeInTheDocument();
    expect(failure).not.toBeInTheDocument();
  });
});

describe('AdminDashboard: lesson requests in Italian', () => {
  it('when the request was answered meanwhile (409), then the server message shows translated and the list refreshes', async () => {
    await switchLanguage('it');
    let isAnswered = false;
    const network = renderBookings({
      [`GET ${ADMIN_LESSON_REQUESTS_API}`]: () => ({ body: { requests: isAnswered ? [] : [request()] } }),
      [`POST ${adminLessonRequestPath('r1', 'approve')}`]: () => {
        isAnswered = true;
        return { status: 409, body: { error: AVAILABILITY_MESSAGES.requestNotPending, code: 'request_not_pending' } };
      },
    });
    const requests = await section('Richieste in attesa della tua risposta');

    await userEvent.click(
      within(requests).getByRole('button', {
        name: `Approva la lezione di Anna Bianchi, ${formatLessonTime(request().startsAt)}`,
      }),
    );

    const toast = (await screen.findByText('Non è stato possibile approvare la lezione')).closest('li');
    expect(toast).toHaveAttribute('role', 'alert');
    expect(toast).toHaveTextContent('A questa richiesta è già stata data una risposta.');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Richieste in attesa della tua risposta' })).toBeNull(),
    );
    expect(count(network.requests, 'GET', ADMIN_LESSON_REQUESTS_API)).toBe(2);
  });
});
