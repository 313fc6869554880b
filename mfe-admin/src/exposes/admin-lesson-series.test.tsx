import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLessonSeries } from '@lezioni/contracts';
import { ADMIN_LESSON_SERIES_API, adminLessonSeriesPath } from '@lezioni/contracts/values';
import { formatWeekly, switchLanguage } from '@lezioni/web-kit';
import type { MockHandler } from '@lezioni/web-kit/testing';
import { renderAdminDashboard } from '../testing/dashboard-fixtures';

const series = (overrides: Partial<AdminLessonSeries> = {}): AdminLessonSeries => ({
  id: 'ls-1',
  status: 'pending',
  firstStartsAt: '2030-05-21T16:00:00Z',
  durationMinutes: 50,
  timeZone: 'Europe/Rome',
  weekday: 2,
  time: '18:00',
  nextUnbooked: null,
  creditsShort: false,
  student: { id: 's1', name: 'Anna Bianchi', email: 'anna@example.com' },
  ...overrides,
});

/** The series' list as the server keeps it: an answer takes it out of the pending ones. */
function serverWith(pending: AdminLessonSeries[]) {
  let list = [...pending];
  const answer =
    (verdict: 'approve' | 'decline'): MockHandler =>
    () => {
      // Declined, it is no longer listed; approved, it runs.
      list = verdict === 'approve' ? list.map((one) => ({ ...one, status: 'active' as const })) : [];
      return { body: list[0] };
    };
  return {
    [`GET ${ADMIN_LESSON_SERIES_API}`]: () => ({ body: { series: list } }),
    [`POST ${adminLessonSeriesPath('ls-1', 'approve')}`]: answer('approve'),
    [`POST ${adminLessonSeriesPath('ls-1', 'decline')}`]: answer('decline'),
    [`POST ${adminLessonSeriesPath('ls-1', 'end')}`]: () => {
      list = [];
      return { body: { ...series(), status: 'ended' } };
    },
  };
}

const { weekday, time } = formatWeekly('2030-05-21T16:00:00Z', 'Europe/Rome');
const WHEN = `Every ${weekday} at ${time}, 50 min`;
const count = (requests: { method: string; path: string }[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path).length;

describe('AdminDashboard: weekly lessons awaiting her answer', () => {
  // Back to English once the last test's page is gone.
  afterAll(() => switchLanguage('en'));

  it('when a series awaits her, then the Bookings tab counts it and says who, which weekday and time on her clock, and how long, with named buttons', async () => {
    renderAdminDashboard(serverWith([series()]));

    const region = await screen.findByRole('region', { name: 'Weekly lessons awaiting your answer' });
    expect(within(region).getByText('Anna Bianchi')).toBeInTheDocument();
    expect(within(region).getByText(WHEN)).toBeInTheDocument();
    expect(WHEN).toMatch(/^Every Tuesday at (18:00|06:00 PM) \(Europe\/Rome\), 50 min$/);
    expect(within(region).getByRole('button', { name: `Approve Anna Bianchi's weekly lesson: ${WHEN}` })).toBeEnabled();
    expect(screen.getByTitle('1 awaiting your answer')).toBeInTheDocument();
  });

  it('when she approves, then the approve call is posted, the toast says so, and the series moves to the running ones', async () => {
    const network = renderAdminDashboard(serverWith([series()]));
    const region = await screen.findByRole('region', { name: 'Weekly lessons awaiting your answer' });

    await userEvent.click(within(region).getByRole('button', { name: /^Approve Anna Bianchi's weekly lesson/ }));

    expect(await screen.findByText('Weekly lesson approved')).toBeInTheDocument();
    expect(count(network.requests, 'POST', adminLessonSeriesPath('ls-1', 'approve'))).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Weekly lessons awaiting your answer' })).toBeNull(),
    );
    expect(await screen.findByRole('region', { name: 'Weekly lessons' })).toBeInTheDocument();
  });

  it('when a series runs, then it is listed under Weekly lessons, not counted, and she may end it, asked first', async () => {
    const network = renderAdminDashboard(serverWith([series({ status: 'active' })]));
    const region = await screen.findByRole('region', { name: 'Weekly lessons' });

    expect(within(region).getByText('Each week is booked while the student has credits.')).toBeInTheDocument();
    expect(screen.queryByTitle(/awaiting your answer/)).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: `End Anna Bianchi's weekly lesson: ${WHEN}` }));
    const question = await screen.findByRole('group', { name: "End Anna Bianchi's weekly lesson?" });
    expect(count(network.requests, 'POST', adminLessonSeriesPath('ls-1', 'end'))).toBe(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, end it' }));

    expect(await screen.findByText('Weekly lesson ended')).toBeInTheDocument();
    expect(count(network.requests, 'POST', adminLessonSeriesPath('ls-1', 'end'))).toBe(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Weekly lessons' })).toBeNull());
  });

  it('when she declines, then it asks first, and in Italian too', async () => {
    await switchLanguage('it');
    const network = renderAdminDashboard(serverWith([series()]));
    const region = await screen.findByRole('region', { name: 'Lezioni settimanali in attesa di risposta' });

    await userEvent.click(
      within(region).getByRole('button', { name: /^Rifiuta la lezione settimanale di Anna Bianchi/ }),
    );
    const question = await screen.findByRole('group', { name: 'Rifiutare la lezione settimanale di Anna Bianchi?' });
    await userEvent.click(within(question).getByRole('button', { name: /^Sì/ }));

    expect(await screen.findByText('Lezione settimanale rifiutata')).toBeInTheDocument();
    expect(count(network.requests, 'POST', adminLessonSeriesPath('ls-1', 'decline'))).toBe(1);
  });
});
