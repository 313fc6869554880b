import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@lezioni/contracts';
import { SERVER_MESSAGES, UI_MESSAGES } from '@lezioni/contracts/values';
import { switchLanguage, type AppStore } from '@lezioni/web-kit';
import { mockFetch, renderWithProviders, type MockHandler } from '@lezioni/web-kit/testing';
import { StudentDashboard } from './student-dashboard';
import { DASHBOARD_CONFIG, lesson } from '../testing/student-fixtures';

const CONFIG = DASHBOARD_CONFIG;
const STUDENT: User = {
  id: 'u1',
  name: 'Giulia Maria Rossi',
  email: 'giulia@example.com',
  role: 'student',
  emailVerified: true,
};

/** The dashboard's calls as `routes` answer them; the calendar feed's card has none yet (issue 27). */
const network = (routes: Record<string, MockHandler>) =>
  mockFetch({ 'GET /api/calendar/feed': { body: { feed: null } }, ...routes });

const getLessonColumn = (title: string) => screen.getByRole('region', { name: title });

/** Where the bookings query stands in the store: 'rejected' once the failed answer has been handled. */
const readBookingsQueryStatus = (store: AppStore) =>
  Object.values(store.getState().api.queries).find((query) => query?.endpointName === 'getMyBookings')?.status;

describe('StudentDashboard', () => {
  it('when the student has credits, then the dashboard shows the balance and leads to the packages', async () => {
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString();
    network({
      'GET /api/my-bookings': { body: [] },
      'GET /api/my-credits': { body: [{ id: 'r1', remainingCredits: 4, expiryDate: expiry }] },
    });

    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    expect(await screen.findByText(/^You have 4 credits, valid until/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lesson Packages' })).toHaveAttribute('href', '/packages');
  });

  it('when GET /api/my-bookings fails, then the dashboard still renders with both lists empty and the first-lesson button', async () => {
    const { requests } = network({
      'GET /api/my-bookings': { status: 503, body: { error: 'Service temporarily unavailable.' } },
    });

    const { store } = renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/my-bookings')).toBe(true));
    await waitFor(() => expect(readBookingsQueryStatus(store)).toBe('rejected'));

    expect(screen.getByRole('heading', { name: 'Ciao, Giulia!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Lessons' })).toBeInTheDocument();
    expect(within(getLessonColumn('Upcoming Lessons')).getByText('No upcoming lessons')).toBeInTheDocument();
    expect(within(getLessonColumn('Past Lessons')).getByText('No lessons completed yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Your First Lesson' })).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('link', { name: 'Open Chat' })).toHaveAttribute('href', '/chat');
  });

  it('when a lesson’s type already names its length, then its line says the length once', async () => {
    network({
      'GET /api/my-bookings': {
        body: [{ ...lesson('b1', 'scheduled', '2030-05-01T10:00:00Z'), bookingTypeName: 'Italian lesson 50 min' }],
      },
    });

    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    const upcoming = await within(getLessonColumn('Upcoming Lessons')).findByRole('listitem');
    expect(within(upcoming).getByText('Italian lesson 50 min')).toBeInTheDocument();
    expect(upcoming.textContent?.match(/50 min/g)).toHaveLength(1);
  });

  it('when a lesson is scheduled, then it is listed under Upcoming with when its room opens, its meeting link, and the button reads Book a Lesson', async () => {
    network({
      'GET /api/my-bookings': {
        body: [lesson('b1', 'scheduled', '2030-05-01T10:00:00Z', 'https://meet.example/b1')],
      },
    });

    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    const upcoming = await within(getLessonColumn('Upcoming Lessons')).findByRole('listitem');
    expect(upcoming.querySelector('time')).toHaveAttribute('datetime', '2030-05-01T10:00:00Z');
    expect(upcoming).toHaveTextContent('Conversation lesson, 50 min');
    expect(within(upcoming).getByRole('button', { name: 'Join lesson' })).toBeDisabled();
    expect(
      within(upcoming)
        .getByText(/The room opens at/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2030-05-01T09:50:00.000Z');
    const meeting = within(upcoming).getByRole('link', { name: 'Meeting link (opens in a new tab)' });
    expect(meeting).toHaveAttribute('href', 'https://meet.example/b1');
    expect(meeting).toHaveAttribute('target', '_blank');
    expect(within(getLessonColumn('Past Lessons')).getByText('No lessons completed yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Lesson' })).toHaveAttribute('href', '/booking');
  });

  it('when lessons were completed or cancelled, then the completed ones are listed under Past, latest first, without Join, and the button reads Book Your Next Lesson', async () => {
    network({
      'GET /api/my-bookings': {
        body: [
          lesson('older', 'completed', '2024-04-01T10:00:00Z', 'https://meet.example/older'),
          lesson('newer', 'completed', '2024-05-01T10:00:00Z'),
          lesson('dropped', 'cancelled', '2030-06-01T10:00:00Z'),
        ],
      },
    });

    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    expect(await screen.findByRole('link', { name: 'Book Your Next Lesson' })).toHaveAttribute('href', '/booking');
    const past = within(getLessonColumn('Past Lessons')).getAllByRole('listitem');
    expect(past.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2024-05-01T10:00:00Z',
      '2024-04-01T10:00:00Z',
    ]);
    expect(within(getLessonColumn('Past Lessons')).queryByRole('link', { name: /Join/ })).not.toBeInTheDocument();
    expect(within(getLessonColumn('Upcoming Lessons')).getByText('No upcoming lessons')).toBeInTheDocument();
  });

  it('when the address is confirmed, then no note asks for it', async () => {
    network({ 'GET /api/my-bookings': { body: [] } });

    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    expect(await screen.findByRole('heading', { name: 'Your Lessons' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: UI_MESSAGES.confirmEmailTitle })).not.toBeInTheDocument();
  });

  it('when the address is not confirmed yet, then the note says so and "Send the link again" mails a new link', async () => {
    const { requests } = network({
      'GET /api/my-bookings': { body: [] },
      'POST /api/verify-email/resend': { body: { message: SERVER_MESSAGES.verificationEmailSent } },
    });
    renderWithProviders(
      <StudentDashboard user={{ ...STUDENT, emailVerified: false }} isUserLoading={false} config={CONFIG} />,
    );
    expect(screen.getByRole('heading', { name: UI_MESSAGES.confirmEmailTitle })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: UI_MESSAGES.sendLinkAgain }));

    expect(await screen.findByText(SERVER_MESSAGES.verificationEmailSent)).toHaveAttribute('role', 'status');
    expect(requests.filter((r) => r.path === '/api/verify-email/resend')).toHaveLength(1);
  });

  it.each([
    [
      'too often',
      SERVER_MESSAGES.tooManyAttempts,
      { status: 429, body: { error: SERVER_MESSAGES.tooManyAttempts, code: 'rate_limited' } },
    ],
    [
      'while the service is down',
      UI_MESSAGES.sendLinkFailed,
      { status: 503, body: { error: SERVER_MESSAGES.unavailable, code: 'unavailable' } },
    ],
  ])('when the link is asked for %s, then the note says %s', async (_case, text, answer) => {
    network({ 'GET /api/my-bookings': { body: [] }, 'POST /api/verify-email/resend': answer });
    renderWithProviders(
      <StudentDashboard user={{ ...STUDENT, emailVerified: false }} isUserLoading={false} config={CONFIG} />,
    );

    await userEvent.click(screen.getByRole('button', { name: UI_MESSAGES.sendLinkAgain }));

    expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
  });

  it('when nobody is signed in, then it asks to log in', () => {
    network({});

    renderWithProviders(<StudentDashboard user={null} isUserLoading={false} config={CONFIG} />);

    expect(screen.getByRole('heading', { name: 'Please log in to access your dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('when the session is still loading, then it says so', () => {
    network({});

    renderWithProviders(<StudentDashboard user={null} isUserLoading config={CONFIG} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  });

  it('when a student has homework to do and new materials, then the dashboard leads to both pages with a summary', async () => {
    network({
      'GET /api/my-bookings': { body: [] },
      'GET /api/learning/me/progress': {
        body: { lessonsTaken: 4, hoursTaken: 3, streakWeeks: 1, vocabularyCount: 12, levels: [] },
      },
      'GET /api/learning/me/materials': {
        body: {
          materials: [
            {
              id: 'm1',
              title: 'Podcast',
              tags: [],
              url: 'https://example.com/podcast',
              kind: 'link',
              createdAt: '2030-01-01T10:00:00Z',
              sharedAt: '2030-01-01T10:00:00Z',
              firstOpenedAt: null,
              lastOpenedAt: null,
            },
          ],
          homework: [
            { lessonId: 'l1', lessonStartsAt: '2030-01-01T10:00:00Z', text: 'Esercizi', dueDate: null, doneAt: null },
          ],
          notes: [],
        },
      },
    });

    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    expect(await screen.findByText('4 lessons taken, 12 words learned.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my progress' })).toHaveAttribute('href', '/progress');
    expect(await screen.findByText('Homework to do: 1. New materials: 1.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open homework and materials' })).toHaveAttribute('href', '/materials');
  });
});

describe('StudentDashboard: in Italian', () => {
  it('when the student reads Italian, then the dashboard, its lessons and credits speak Italian', async () => {
    await switchLanguage('it');
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString();
    network({
      'GET /api/my-bookings': {
        body: [
          lesson('b1', 'scheduled', '2030-05-01T10:00:00Z', 'https://meet.example/b1'),
          lesson('done', 'completed', '2024-05-01T10:00:00Z'),
        ],
      },
      'GET /api/my-credits': { body: [{ id: 'r1', remainingCredits: 4, expiryDate: expiry }] },
    });

    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Ciao, Giulia!' })).toBeInTheDocument();
    expect(screen.getByText('Questa è la tua area personale per imparare l’italiano.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^Hai 4 crediti, validi fino al \d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scrivi a Chiara Lombardi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prenota la prossima lezione' })).toHaveAttribute('href', '/booking');
    const upcoming = await within(getLessonColumn('Prossime lezioni')).findByRole('listitem');
    expect(upcoming).toHaveTextContent('Conversation lesson, 50 min');
    expect(within(upcoming).getByRole('button', { name: 'Partecipa alla lezione' })).toBeDisabled();
    expect(
      within(upcoming).getByRole('link', { name: 'Link della videochiamata (si apre in una nuova scheda)' }),
    ).toHaveAttribute('href', 'https://meet.example/b1');
    expect(within(getLessonColumn('Lezioni passate')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'I tuoi dati' })).toHaveAttribute('href', '/student-dashboard/data');
  });

  it('when nobody is signed in and the visitor reads Italian, then it asks them in Italian to log in', async () => {
    await switchLanguage('it');
    network({});

    renderWithProviders(<StudentDashboard user={null} isUserLoading={false} config={CONFIG} />);

    expect(screen.getByRole('heading', { name: 'Accedi per entrare nella tua area personale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
  });
});
