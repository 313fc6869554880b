import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBooking, AnalyticsResponse } from '@lezioni/contracts';
import { AVAILABILITY_MESSAGES, adminLessonCancelPath, adminLessonWaivePath } from '@lezioni/contracts/values';
import { formatLessonTime, switchLanguage } from '@lezioni/web-kit';
import type { MockHandler } from '@lezioni/web-kit/testing';
import { NEVER_SYNCED, renderAdminDashboard } from '../testing/dashboard-fixtures';

const SYNC = NEVER_SYNCED;

const analytics = (totalLessons: number): AnalyticsResponse => ({
  ...SYNC,
  monthlyRevenue: 0,
  monthlyRevenueCents: 0,
  totalLessons,
  activeStudents: 1,
  totalBookings: totalLessons,
});

const STARTS_AT = '2030-05-21T08:00:00Z';
const TIME = formatLessonTime(STARTS_AT);

const booking = (overrides: Partial<AdminBooking> = {}): AdminBooking => ({
  id: 'b1',
  contact: { name: 'Anna Bianchi', email: 'anna@example.com' },
  booking_type: { name: 'Lesson', duration: 50 },
  starts_at: STARTS_AT,
  status: 'confirmed',
  meeting_url: null,
  unpaid: false,
  creditForfeited: false,
  attendance: null,
  ...overrides,
});

/** The dashboard on its Bookings tab with one upcoming lesson, `routes` answering besides. */
const renderBookings = (routes: Record<string, MockHandler> = {}) =>
  renderAdminDashboard({
    'GET /api/admin/analytics': { body: analytics(1) },
    'GET /api/admin/bookings': { body: { ...SYNC, bookings: [booking()] } },
    ...routes,
  });

/** The lessons as the server keeps them: cancelling one marks it cancelled and takes it out of the figures. */
function serverWith(lessons: AdminBooking[]) {
  let current = [...lessons];
  return {
    'GET /api/admin/bookings': () => ({ body: { ...SYNC, bookings: current } }),
    'GET /api/admin/analytics': () => ({
      body: analytics(current.filter(({ status }) => status !== 'cancelled').length),
    }),
    [`POST ${adminLessonCancelPath('b1')}`]: () => {
      current = current.map((lesson) => (lesson.id === 'b1' ? { ...lesson, status: 'cancelled' as const } : lesson));
      return { body: { id: 'b1', status: 'cancelled', creditBack: true } };
    },
  };
}

const rowOf = async (name: string) => {
  const table = screen.getByRole('table', { name: 'Recent bookings' });
  await within(table).findByText(name);
  return within(table).getByRole('row', { name: new RegExp(name) });
};
const count = (requests: { method: string; path: string }[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path).length;

describe('AdminDashboard: cancelling a lesson', () => {
  it('when lessons are listed, then only a confirmed one still ahead has a Cancel button, named for the student and the time', async () => {
    renderBookings({
      'GET /api/admin/bookings': {
        body: {
          ...SYNC,
          bookings: [
            booking(),
            booking({ id: 'b2', contact: { name: 'Marco Verdi', email: 'marco@example.com' }, status: 'cancelled' }),
            booking({
              id: 'b3',
              contact: { name: 'Sara Neri', email: 'sara@example.com' },
              starts_at: '2020-05-21T08:00:00Z',
            }),
            booking({
              id: 'b4',
              contact: { name: 'Luca Rossi', email: 'luca@example.com' },
              starts_at: '2020-05-22T08:00:00Z',
              status: 'completed',
            }),
          ],
        },
      },
    });

    const anna = await rowOf('Anna Bianchi');
    expect(within(anna).getByRole('button', { name: `Cancel Anna Bianchi's lesson on ${TIME}` })).toBeEnabled();
    for (const name of ['Marco Verdi', 'Sara Neri', 'Luca Rossi']) {
      expect(within(await rowOf(name)).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    }
  });

  it('when she cancels, then it asks first, and only "Yes, cancel" posts it, says "Lesson cancelled" and refreshes the bookings and the figures', async () => {
    const network = renderBookings(serverWith([booking()]));
    const anna = await rowOf('Anna Bianchi');
    const analyticsAsked = count(network.requests, 'GET', '/api/admin/analytics');

    await userEvent.click(within(anna).getByRole('button', { name: `Cancel Anna Bianchi's lesson on ${TIME}` }));
    const question = await screen.findByRole('group', { name: "Cancel Anna Bianchi's lesson?" });
    expect(question).toHaveAccessibleDescription("The student's credit comes back.");
    expect(count(network.requests, 'POST', adminLessonCancelPath('b1'))).toBe(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Lesson cancelled')).toBeInTheDocument();
    expect(screen.getByText('The credit goes back to Anna Bianchi.')).toBeInTheDocument();
    expect(count(network.requests, 'POST', adminLessonCancelPath('b1'))).toBe(1);
    expect(await within(anna).findByText('Cancelled')).toBeInTheDocument();
    expect(within(anna).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await waitFor(() => expect(count(network.requests, 'GET', '/api/admin/analytics')).toBe(analyticsAsked + 1));
  });

  it('when she keeps the lesson, then nothing is posted and focus is back on its button', async () => {
    const network = renderBookings();
    const cancel = within(await rowOf('Anna Bianchi')).getByRole('button', { name: /^Cancel/ });

    await userEvent.click(cancel);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep it' }));

    expect(cancel).toHaveFocus();
    expect(screen.queryByRole('group', { name: "Cancel Anna Bianchi's lesson?" })).toBeNull();
    expect(count(network.requests, 'POST', adminLessonCancelPath('b1'))).toBe(0);
  });

  it('when the call runs, then its button is busy until it is answered', async () => {
    let answer: () => void = () => undefined;
    renderBookings({
      [`POST ${adminLessonCancelPath('b1')}`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { id: 'b1', status: 'cancelled', creditBack: true } });
        }),
    });
    const cancel = within(await rowOf('Anna Bianchi')).getByRole('button', { name: /^Cancel/ });

    await userEvent.click(cancel);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));

    expect(cancel).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByText('Lesson cancelled')).toBeInTheDocument();
  });
});

describe('AdminDashboard: cancelling a lesson in Italian', () => {
  it('when the lesson began or was cancelled meanwhile (409), then the server message shows translated and the list refreshes', async () => {
    await switchLanguage('it');
    let isCancelled = false;
    const network = renderBookings({
      'GET /api/admin/bookings': () => ({
        body: { ...SYNC, bookings: [booking(isCancelled ? { status: 'cancelled' } : {})] },
      }),
      [`POST ${adminLessonCancelPath('b1')}`]: () => {
        isCancelled = true;
        return {
          status: 409,
          body: { error: AVAILABILITY_MESSAGES.lessonNotCancellable, code: 'lesson_not_cancellable' },
        };
      },
    });
    const anna = await within(screen.getByRole('table', { name: 'Prenotazioni recenti' })).findByRole('row', {
      name: /Anna Bianchi/,
    });
    const bookingsAsked = count(network.requests, 'GET', '/api/admin/bookings');

    await userEvent.click(
      within(anna).getByRole('button', { name: `Annulla la lezione di Anna Bianchi, ${formatLessonTime(STARTS_AT)}` }),
    );
    const question = await screen.findByRole('group', { name: 'Annullare la lezione di Anna Bianchi?' });
    expect(question).toHaveAccessibleDescription('Il credito torna allo studente.');
    await userEvent.click(within(question).getByRole('button', { name: 'Sì, annulla' }));

    const toast = (await screen.findByText('Non è stato possibile annullare la lezione')).closest('li');
    expect(toast).toHaveAttribute('role', 'alert');
    expect(toast).toHaveTextContent('Questa lezione è già iniziata o è stata annullata.');
    expect(await within(anna).findByText('Annullata')).toBeInTheDocument();
    expect(count(network.requests, 'GET', '/api/admin/bookings')).toBe(bookingsAsked + 1);
  });
});

describe('AdminDashboard: giving back a credit a late cancellation kept', () => {
  const late = booking({ status: 'cancelled', creditForfeited: true });

  it('when a student cancelled too late, then the row says the credit was kept, and only "Yes, give it back" posts the waiver', async () => {
    let waived = false;
    const network = renderBookings({
      'GET /api/admin/bookings': () => ({
        body: { ...SYNC, bookings: [{ ...late, creditForfeited: !waived }] },
      }),
      [`POST ${adminLessonWaivePath('b1')}`]: () => {
        waived = true;
        return { body: { id: 'b1', status: 'cancelled', creditBack: true } };
      },
    });
    const anna = await rowOf('Anna Bianchi');
    expect(within(anna).getByText('Credit kept')).toHaveAttribute(
      'title',
      'Cancelled less than 24 hours ahead: the credit was kept',
    );

    await userEvent.click(
      within(anna).getByRole('button', { name: `Give Anna Bianchi back the credit of the lesson on ${TIME}` }),
    );
    const question = await screen.findByRole('group', { name: 'Give Anna Bianchi the credit back?' });
    expect(count(network.requests, 'POST', adminLessonWaivePath('b1'))).toBe(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, give it back' }));

    expect(await screen.findByText('Credit given back')).toBeInTheDocument();
    expect(screen.getByText('Anna Bianchi has the credit again.')).toBeInTheDocument();
    expect(count(network.requests, 'POST', adminLessonWaivePath('b1'))).toBe(1);
    await waitFor(() => expect(within(anna).queryByText('Credit kept')).toBeNull());
    expect(within(anna).queryByRole('button', { name: /^Give/ })).toBeNull();
  });

  it('when a cancelled lesson kept no credit, then there is nothing to give back', async () => {
    renderBookings({ 'GET /api/admin/bookings': { body: { ...SYNC, bookings: [booking({ status: 'cancelled' })] } } });

    const anna = await rowOf('Anna Bianchi');
    expect(within(anna).queryByText('Credit kept')).toBeNull();
    expect(within(anna).queryByRole('button')).toBeNull();
  });
});
