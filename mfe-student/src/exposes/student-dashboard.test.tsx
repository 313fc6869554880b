import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@lezioni/contracts';
import { AVAILABILITY_MESSAGES, SERVER_MESSAGES, UI_MESSAGES, myBookingCancelPath } from '@lezioni/contracts/values';
import { switchLanguage, type AppStore } from '@lezioni/web-kit';
import { mockFetch, renderWithProviders, type MockHandler } from '@lezioni/web-kit/testing';
import { StudentDashboard } from './student-dashboard';
import { DASHBOARD_CONFIG, lesson } from '../testing/student-fixtures';
// Loaded with this file, as the browser has the time zone form's chunk by then: a test's time is the
// page's, not jest's first transform of zod.
import '../features/time-zone/components/time-zone-form';

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

const HOUR_MS = 3_600_000;
const CANCEL_LESSON = /^Cancel lesson: Conversation lesson, 50 min, /;

type Requests = ReturnType<typeof network>['requests'];
const posts = (requests: Requests, path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path);

/** Her one lesson at `startsAt`, the cancel POST answered by `answer`; once it succeeds the list has it cancelled. */
function networkWithLesson(
  startsAt: string,
  answer: { status?: number; body: unknown },
  status: 'scheduled' | 'pending' = 'scheduled',
) {
  let isCancelled = false;
  return network({
    'GET /api/my-bookings': () => ({ body: [lesson('b1', isCancelled ? 'cancelled' : status, startsAt)] }),
    'GET /api/my-credits': { body: [] },
    [`POST ${myBookingCancelPath('b1')}`]: () => {
      isCancelled = (answer.status ?? 200) === 200;
      return answer;
    },
  });
}

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

  it('when a lesson request awaits the teacher, then it is listed under Upcoming in order, tagged "Awaiting approval", without Join', async () => {
    network({
      'GET /api/my-bookings': {
        body: [
          lesson('asked', 'pending', '2030-05-03T10:00:00Z', 'https://meet.example/asked'),
          lesson('booked', 'scheduled', '2030-05-01T10:00:00Z'),
        ],
      },
    });

    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    await waitFor(() => expect(within(getLessonColumn('Upcoming Lessons')).getAllByRole('listitem')).toHaveLength(2));
    const [booked, asked] = within(getLessonColumn('Upcoming Lessons')).getAllByRole('listitem');
    expect(within(booked!).getByRole('button', { name: 'Join lesson' })).toBeInTheDocument();
    expect(within(booked!).queryByText('Awaiting approval')).not.toBeInTheDocument();
    expect(asked!.querySelector('time')).toHaveAttribute('datetime', '2030-05-03T10:00:00Z');
    expect(within(asked!).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(asked!).queryByRole('button', { name: 'Join lesson' })).not.toBeInTheDocument();
    expect(within(asked!).queryByRole('link', { name: /Meeting link/ })).not.toBeInTheDocument();
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

  it('when she cancels a lesson more than 24 hours away, then she is told beforehand the credit comes back, the cancel is posted and a notice says it is back', async () => {
    const { requests } = networkWithLesson('2030-05-01T10:00:00Z', {
      body: { id: 'b1', status: 'cancelled', creditBack: true },
    });
    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    await userEvent.click(await screen.findByRole('button', { name: CANCEL_LESSON }));
    const panel = screen.getByRole('region', { name: 'Cancel this lesson?' });
    expect(within(panel).getByRole('heading', { name: 'Cancel this lesson?' })).toHaveFocus();
    expect(panel).toHaveTextContent('Conversation lesson, 50 min');
    expect(panel).toHaveTextContent('It is more than 24 hours away: your credit comes back.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, cancel the lesson' }));

    expect(await screen.findByText('Lesson cancelled. Your credit is back.')).toBeInTheDocument();
    expect(posts(requests, '/api/my-bookings/b1/cancel')).toHaveLength(1);
    expect(await within(getLessonColumn('Upcoming Lessons')).findByText('No upcoming lessons')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming Lessons' })).toHaveFocus();
    expect(requests.filter(({ path }) => path === '/api/my-credits').length).toBeGreaterThan(1);
  });

  it('when she cancels a lesson starting in a few hours, then she is told beforehand the credit is not returned, and the notice says so', async () => {
    const soon = new Date(Date.now() + 3 * HOUR_MS).toISOString();
    networkWithLesson(soon, { body: { id: 'b1', status: 'cancelled', creditBack: false } });
    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    await userEvent.click(await screen.findByRole('button', { name: CANCEL_LESSON }));
    const panel = screen.getByRole('region', { name: 'Cancel this lesson?' });
    expect(panel).toHaveTextContent('It starts in less than 24 hours: under the terms the credit is not returned.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, cancel the lesson' }));

    expect(await screen.findByText('Lesson cancelled. The credit was not returned.')).toBeInTheDocument();
  });

  it('when the lesson can no longer be cancelled (409), then the server’s message shows in the confirmation and the lesson stays', async () => {
    networkWithLesson('2030-05-01T10:00:00Z', {
      status: 409,
      body: { error: AVAILABILITY_MESSAGES.lessonNotCancellable, code: 'lesson_not_cancellable' },
    });
    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    await userEvent.click(await screen.findByRole('button', { name: CANCEL_LESSON }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the lesson' }));

    const alert = await within(screen.getByRole('region', { name: 'Cancel this lesson?' })).findByRole('alert');
    expect(alert).toHaveTextContent('The lesson was not cancelled');
    expect(alert).toHaveTextContent(AVAILABILITY_MESSAGES.lessonNotCancellable);
    expect(within(getLessonColumn('Upcoming Lessons')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('when she keeps the lesson, by the button or Escape, then nothing is posted and focus returns to Cancel', async () => {
    const { requests } = networkWithLesson('2030-05-01T10:00:00Z', {
      body: { id: 'b1', status: 'cancelled', creditBack: true },
    });
    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);
    const cancel = await screen.findByRole('button', { name: CANCEL_LESSON });

    await userEvent.click(cancel);
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Cancel this lesson?' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Cancel this lesson?' })).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(cancel).toHaveAttribute('aria-expanded', 'false');
    expect(posts(requests, '/api/my-bookings/b1/cancel')).toHaveLength(0);
  });

  it('when a lesson has begun, then it offers no Cancel', async () => {
    const begun = new Date(Date.now() - 10 * 60_000).toISOString();
    networkWithLesson(begun, { body: {} });
    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    const upcoming = await within(getLessonColumn('Upcoming Lessons')).findByRole('listitem');

    expect(within(upcoming).getByRole('link', { name: 'Join lesson' })).toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: CANCEL_LESSON })).not.toBeInTheDocument();
  });

  it('when she withdraws a request awaiting approval, then the cancel is posted, a notice says the credit is back and it leaves the list', async () => {
    const { requests } = networkWithLesson(
      '2030-05-03T10:00:00Z',
      { body: { id: 'b1', status: 'cancelled', creditBack: true } },
      'pending',
    );
    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);
    const upcoming = await within(getLessonColumn('Upcoming Lessons')).findByRole('listitem');
    expect(within(upcoming).queryByRole('button', { name: CANCEL_LESSON })).not.toBeInTheDocument();

    await userEvent.click(
      within(upcoming).getByRole('button', { name: /^Withdraw request: Conversation lesson, 50 min, / }),
    );

    expect(await screen.findByText('Request withdrawn. Your credit is back.')).toBeInTheDocument();
    expect(posts(requests, '/api/my-bookings/b1/cancel')).toHaveLength(1);
    expect(await within(getLessonColumn('Upcoming Lessons')).findByText('No upcoming lessons')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming Lessons' })).toHaveFocus();
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

  it('when words are due for review, then the dashboard says how many and leads to /review; with none, it says so calmly', async () => {
    const due = { id: 'c1', direction: 'it-en', word: 'la casa', translation: 'the house', example: null, step: 0 };
    network({
      'GET /api/my-bookings': { body: [] },
      'GET /api/learning/me/review': { body: { due: [{ ...due, dueAt: '2030-01-01T10:00:00Z' }], dueCount: 3 } },
    });

    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    const card = (await screen.findByRole('heading', { name: 'Review words' })).closest('.lz-ui-card') as HTMLElement;
    expect(await within(card).findByText('3 words to review.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start reviewing' })).toHaveAttribute('href', '/review');
  });

  it('when no words are due, then the review card says so and still leads to /review', async () => {
    network({
      'GET /api/my-bookings': { body: [] },
      'GET /api/learning/me/review': { body: { due: [], dueCount: 0 } },
    });

    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    expect(await screen.findByText('No words to review now. Well done!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open review' })).toHaveAttribute('href', '/review');
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

  it('when she reads Italian, then the cancellation’s terms and a refusal read in Italian', async () => {
    await switchLanguage('it');
    const soon = new Date(Date.now() + 3 * HOUR_MS).toISOString();
    networkWithLesson(soon, {
      status: 409,
      body: { error: AVAILABILITY_MESSAGES.lessonNotCancellable, code: 'lesson_not_cancellable' },
    });
    renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);

    await userEvent.click(
      await screen.findByRole('button', { name: /^Annulla la lezione: Conversation lesson, 50 min, / }),
    );
    const panel = screen.getByRole('region', { name: 'Vuoi annullare questa lezione?' });
    expect(panel).toHaveTextContent(
      'Inizia tra meno di 24 ore: secondo le condizioni, il credito non viene restituito.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Sì, annulla la lezione' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('La lezione non è stata annullata');
    expect(alert).toHaveTextContent('Questa lezione è già iniziata o è stata annullata.');
  });

  it('when nobody is signed in and the visitor reads Italian, then it asks them in Italian to log in', async () => {
    await switchLanguage('it');
    network({});

    renderWithProviders(<StudentDashboard user={null} isUserLoading={false} config={CONFIG} />);

    expect(screen.getByRole('heading', { name: 'Accedi per entrare nella tua area personale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
  });
});
