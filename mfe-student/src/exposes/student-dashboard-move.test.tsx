import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonRequest, Slot, StudentBooking } from '@lezioni/contracts';
import { AVAILABILITY_MESSAGES, AVAILABILITY_SLOTS_API, myBookingReschedulePath } from '@lezioni/contracts/values';
import { formatLessonTime, setDisplayTimeZone, switchLanguage } from '@lezioni/web-kit';
import { TEST_STUDENT, mockFetch, renderWithProviders, type MockHandler } from '@lezioni/web-kit/testing';
import { StudentDashboard } from './student-dashboard';
import { DASHBOARD_CONFIG, lesson } from '../testing/student-fixtures';
// Loaded with this file, as the browser has the time zone form's chunk by then: a test's time is the
// page's, not jest's first transform of zod.
import '../features/time-zone/components/time-zone-form';

const CONFIG = { ...DASHBOARD_CONFIG, bookingCalendar: 'builtin' } as const;
const STUDENT = { ...TEST_STUDENT, name: 'Giulia Rossi' };
const HOUR_MS = 3_600_000;

/** Her lesson of the own calendar, and two of her free times on Tuesday 17 December 2030 (Rome). */
const OLD_TIME = '2030-12-10T09:00:00.000Z';
const SLOTS: Slot[] = [
  { startsAt: '2030-12-17T09:00:00.000Z', endsAt: '2030-12-17T09:50:00.000Z' },
  { startsAt: '2030-12-17T13:30:00.000Z', endsAt: '2030-12-17T14:20:00.000Z' },
];
const NEW_TIME = SLOTS[0]!.startsAt;
const TUESDAY_TEN = 'Tuesday, December 17, 10:00 AM, 50 minutes';
const MOVE = /^Move lesson: Conversation lesson, 50 min, /;
const RESCHEDULE = myBookingReschedulePath('lz-1');

const answer = (status: LessonRequest['status']) => ({
  status: 201,
  body: {
    id: status === 'pending' ? 'lz-q' : 'lz-1',
    status,
    startsAt: NEW_TIME,
    endsAt: SLOTS[0]!.endsAt,
    durationMinutes: 50,
  },
});

/** Her bookings as `bookings()` lists them at each call, her free times, and the reschedule answered by `reschedule`. */
function renderDashboard(bookings: () => StudentBooking[], reschedule: MockHandler = answer('pending')) {
  const network = mockFetch({
    'GET /api/calendar/feed': { body: { feed: null } },
    'GET /api/my-bookings': () => ({ body: bookings() }),
    'GET /api/my-credits': { body: [] },
    [`GET ${AVAILABILITY_SLOTS_API}`]: { body: { slots: SLOTS } },
    [`POST ${RESCHEDULE}`]: reschedule,
  });
  renderWithProviders(<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />);
  return network;
}

type Requests = ReturnType<typeof renderDashboard>['requests'];
const posts = (requests: Requests) =>
  requests.filter((request) => request.method === 'POST' && request.path === RESCHEDULE);

describe('StudentDashboard: moving a lesson', () => {
  beforeEach(() => setDisplayTimeZone('Europe/Rome'));

  it('when lessons are listed, then only one of her own calendar 24 hours or more ahead offers Move', async () => {
    const soon = new Date(Date.now() + 23 * HOUR_MS).toISOString();
    renderDashboard(() => [
      lesson('lz-1', 'scheduled', OLD_TIME),
      lesson('lz-soon', 'scheduled', soon),
      lesson('tidycal-1', 'scheduled', '2030-12-11T09:00:00.000Z'),
      lesson('lz-asked', 'pending', '2030-12-12T09:00:00.000Z'),
    ]);

    const upcoming = within(screen.getByRole('region', { name: 'Upcoming Lessons' }));
    await upcoming.findByRole('button', {
      name: `Move lesson: Conversation lesson, 50 min, ${formatLessonTime(OLD_TIME)}`,
    });

    expect(upcoming.getAllByRole('button', { name: MOVE })).toHaveLength(1);
    expect(upcoming.getAllByRole('button', { name: /^Cancel lesson: / })).toHaveLength(3);
  });

  it('when she chooses a free time and sends the request, then { startsAt } is posted, a notice says the lesson stays until approved and the request is listed', async () => {
    let hasAsked = false;
    const network = renderDashboard(
      () => [lesson('lz-1', 'scheduled', OLD_TIME), ...(hasAsked ? [lesson('lz-q', 'pending', NEW_TIME)] : [])],
      () => {
        hasAsked = true;
        return answer('pending');
      },
    );

    const move = await screen.findByRole('button', { name: MOVE });
    await userEvent.click(move);
    const panel = await screen.findByRole('region', { name: 'Move this lesson?' });
    expect(within(panel).getByRole('heading', { name: 'Move this lesson?' })).toHaveFocus();
    expect(panel).toHaveTextContent(
      "Chiara Lombardi's free times for a 50-minute lesson, in your time zone (Europe/Rome).",
    );
    await userEvent.click(await within(panel).findByRole('button', { name: TUESDAY_TEN }));
    const newTime = formatLessonTime(NEW_TIME);
    const confirmation = within(panel).getByRole('region', { name: `Move your lesson to ${newTime}?` });
    expect(within(confirmation).getByRole('heading')).toHaveFocus();
    expect(confirmation).toHaveTextContent(
      `It stays at ${formatLessonTime(OLD_TIME)} until Chiara Lombardi approves the new time.`,
    );
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByText(
        `Request sent. Your lesson stays at ${formatLessonTime(OLD_TIME)} until Chiara Lombardi approves the new time.`,
      ),
    ).toBeInTheDocument();
    expect(posts(network.requests).map(({ body }) => body)).toEqual([{ startsAt: NEW_TIME }]);
    const slotsAsked = network.requests.find(({ path }) => path.startsWith(AVAILABILITY_SLOTS_API));
    const asked = new URL(slotsAsked!.path, 'http://x').searchParams;
    // Its own time is free for it: moving it half an hour later must be possible.
    expect([asked.get('duration'), asked.get('moving')]).toEqual(['50', 'lz-1']);
    expect(screen.queryByRole('region', { name: 'Move this lesson?' })).not.toBeInTheDocument();
    expect(move).toHaveFocus();
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming Lessons' }));
    expect(await upcoming.findByText('Awaiting approval')).toBeInTheDocument();
    expect(upcoming.getByRole('button', { name: /^Withdraw request: / })).toBeInTheDocument();
  });

  it('when she approves returning students at once, then the notice says the lesson moved and focus goes to the list', async () => {
    let hasMoved = false;
    renderDashboard(
      () => [lesson('lz-1', 'scheduled', hasMoved ? NEW_TIME : OLD_TIME)],
      () => {
        hasMoved = true;
        return answer('approved');
      },
    );

    await userEvent.click(await screen.findByRole('button', { name: MOVE }));
    await userEvent.click(await screen.findByRole('button', { name: TUESDAY_TEN }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(`Lesson moved to ${formatLessonTime(NEW_TIME)}.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming Lessons' })).toHaveFocus();
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming Lessons' }));
    expect(await upcoming.findByText(formatLessonTime(NEW_TIME))).toBeInTheDocument();
  });

  it('when the lesson can no longer be moved (409), then the server’s message shows in the confirmation', async () => {
    renderDashboard(() => [lesson('lz-1', 'scheduled', OLD_TIME)], {
      status: 409,
      body: { error: AVAILABILITY_MESSAGES.tooLateToMove, code: 'lesson_not_movable' },
    });

    await userEvent.click(await screen.findByRole('button', { name: MOVE }));
    await userEvent.click(await screen.findByRole('button', { name: TUESDAY_TEN }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lesson was not moved');
    expect(alert).toHaveTextContent(AVAILABILITY_MESSAGES.tooLateToMove);
  });

  it('when she steps back by Escape, then the confirmation returns her to the time, and the panel to Move', async () => {
    const network = renderDashboard(() => [lesson('lz-1', 'scheduled', OLD_TIME)]);
    const move = await screen.findByRole('button', { name: MOVE });

    await userEvent.click(move);
    const time = await screen.findByRole('button', { name: TUESDAY_TEN });
    await userEvent.click(time);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(time).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Move this lesson?' })).not.toBeInTheDocument();
    expect(move).toHaveFocus();
    expect(move).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(move);
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(move).toHaveFocus();
    expect(posts(network.requests)).toHaveLength(0);
  });
});

describe('StudentDashboard: moving a lesson, in Italian', () => {
  beforeEach(() => setDisplayTimeZone('Europe/Rome'));

  it('when she reads Italian, then the panel, its confirmation and a refusal read in Italian', async () => {
    await switchLanguage('it');
    renderDashboard(() => [lesson('lz-1', 'scheduled', OLD_TIME)], {
      status: 409,
      body: { error: AVAILABILITY_MESSAGES.notMovableHere, code: 'lesson_not_movable' },
    });

    await userEvent.click(
      await screen.findByRole('button', { name: /^Sposta la lezione: Conversation lesson, 50 min, / }),
    );
    const panel = screen.getByRole('region', { name: 'Vuoi spostare questa lezione?' });
    expect(panel).toHaveTextContent(
      'Gli orari liberi di Chiara Lombardi per una lezione di 50 minuti, nel tuo fuso orario (Europe/Rome).',
    );
    expect(within(panel).getByRole('button', { name: 'Non spostarla' })).toBeInTheDocument();
    await userEvent.click(await within(panel).findByRole('button', { name: 'martedì 17 dicembre, 10:00, 50 minuti' }));
    const confirmation = within(panel).getByRole('region', {
      name: `Vuoi spostare la lezione a questo orario: ${formatLessonTime(NEW_TIME)}?`,
    });
    expect(confirmation).toHaveTextContent(
      `Finché Chiara Lombardi non approva il nuovo orario, la lezione resta all’orario attuale: ${formatLessonTime(OLD_TIME)}.`,
    );
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Invia la richiesta' }));

    const alert = await within(confirmation).findByRole('alert');
    expect(alert).toHaveTextContent('La lezione non è stata spostata');
    expect(alert).toHaveTextContent(
      'Una lezione prenotata su TidyCal non si può spostare qui: annullala e prenota un altro orario.',
    );
  });
});
