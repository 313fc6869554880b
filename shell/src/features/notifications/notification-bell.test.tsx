import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Conversation, CreditRecord, StudentBooking, User } from '@lezioni/contracts';
import { BOOKINGS_POLL_MS, SYNCED_AT_HEADER } from '@lezioni/contracts/values';
import { bookingsApi, conversationsApi, switchLanguage } from '@lezioni/web-kit';
import {
  TEST_ADMIN,
  TEST_STUDENT,
  installFakeAudioContext,
  mockFetch,
  renderWithProviders,
  testConfig,
} from '@lezioni/web-kit/testing';
import { NotificationBell } from './notification-bell';

const CONFIG = testConfig();
const ADMIN = TEST_ADMIN;
const STUDENT = TEST_STUDENT;

const conversations = (count: number): Conversation[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    studentId: `s${i}`,
    studentName: `Student ${i}`,
    unreadCount: i + 1,
    lastMessageAt: new Date(Date.UTC(2030, 0, 1, 12, 0) - i * 60_000).toISOString(),
  }));

function renderBell(
  user: User,
  list: Conversation[] | (() => Conversation[]),
  routes: Parameters<typeof mockFetch>[0] = {},
) {
  const network = mockFetch({
    'GET /api/config': { body: CONFIG },
    'GET /api/conversations': () => ({ body: typeof list === 'function' ? list() : list }),
    'GET /api/my-bookings': { body: [] },
    'GET /api/my-credits': { body: [] },
    'GET /api/waitlist': { body: { entries: [], offers: [] } },
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <NotificationBell user={user} />
      <Routes>
        <Route path="/chat" element={<h1>Chat page</h1>} />
        <Route path="*" element={null} />
      </Routes>
    </>,
  );
  return { ...view, network };
}

const openPanel = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.getByRole('dialog', { name: 'Notifications' });
};

describe('NotificationBell', () => {
  it('when there are unread messages, then the badge counts the messages, as the chat badge does, and the panel lists them with the sender', async () => {
    renderBell(ADMIN, conversations(2));

    const bell = await screen.findByRole('button', { name: 'Notifications (3 unread)' });
    expect(bell.parentElement).toHaveTextContent('3');
    const panel = await openPanel();

    const items = within(panel).getAllByRole('link');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread: 1 new message');
    expect(items[0]).toHaveTextContent('From Student 0');
    expect(items[1]).toHaveTextContent('2 new messages');
    expect(items[0]).toHaveAttribute('href', '/chat');
  });

  it('when read in Italian, then the bell, the panel and the notifications are Italian', async () => {
    await switchLanguage('it');
    renderBell(ADMIN, conversations(2));

    await screen.findByRole('button', { name: 'Notifiche (3 non lette)' });
    await userEvent.click(screen.getByRole('button', { name: /^Notifiche/ }));
    const panel = screen.getByRole('dialog', { name: 'Notifiche' });

    const [first, second] = within(panel).getAllByRole('link');
    expect(first).toHaveTextContent('Non letta: 1 nuovo messaggio');
    expect(first).toHaveTextContent('Da Student 0');
    expect(second).toHaveTextContent('2 nuovi messaggi');
    expect(within(panel).getByRole('button', { name: 'Segna tutte come lette' })).toBeInTheDocument();
  });

  it('when a student has unread messages, then they come from the teacher', async () => {
    renderBell(STUDENT, [
      { id: 'c1', studentId: 's1', studentName: 'Giulia Rossi', unreadCount: 4, lastMessageAt: null },
    ]);
    await screen.findByRole('button', { name: 'Notifications (4 unread)' });

    const panel = await openPanel();

    expect(within(panel).getByRole('link')).toHaveTextContent('From Chiara Lombardi');
  });

  it('when more than 9 are unread, then the badge reads 9+ and the panel shows at most 10', async () => {
    renderBell(ADMIN, conversations(12));

    const bell = await screen.findByRole('button', { name: 'Notifications (78 unread)' });
    expect(bell.parentElement).toHaveTextContent('9+');
    const panel = await openPanel();

    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
  });

  it('when a notification is clicked, then it is marked read and leads to its page', async () => {
    renderBell(ADMIN, conversations(2));
    await screen.findByRole('button', { name: 'Notifications (3 unread)' });
    const panel = await openPanel();

    await userEvent.click(within(panel).getAllByRole('link')[0]!);

    expect(await screen.findByRole('heading', { name: 'Chat page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' }).parentElement).toHaveTextContent('2');
    const reopened = await openPanel();
    const [first, second] = within(reopened).getAllByRole('link');
    expect(first).not.toHaveTextContent('Unread');
    expect(second).toHaveTextContent('Unread');
  });

  it('when Mark all read is clicked, then none is unread and the badge disappears', async () => {
    renderBell(ADMIN, conversations(3));
    await screen.findByRole('button', { name: 'Notifications (6 unread)' });
    const panel = await openPanel();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));

    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    expect(within(panel).queryByText(/Unread/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('when there is nothing to report, then the panel says so', async () => {
    const { store } = renderBell(STUDENT, []);
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).find((query) => query?.endpointName === 'getConversations')?.status,
      ).toBe('fulfilled'),
    );

    const panel = await openPanel();

    expect(panel).toHaveTextContent('No notifications yet');
  });

  it('when the data refreshes with a new message, then the read marks are lost and a chime plays', async () => {
    const { tones } = installFakeAudioContext();
    let list = conversations(1);
    const { store } = renderBell(ADMIN, () => list);
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(tones).toHaveLength(0);

    list = [
      ...conversations(1),
      { id: 'c9', studentId: 's9', studentName: 'Marco', unreadCount: 1, lastMessageAt: '2030-01-02T00:00:00Z' },
    ];
    act(() => void store.dispatch(conversationsApi.util.invalidateTags(['Conversations'])));

    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
    expect(tones).toHaveLength(1);
  });

  describe('credits and lessons (spec §9)', () => {
    const HOUR = 3_600_000;
    const DAY = 24 * HOUR;
    const lessonAt = (startsAt: number): StudentBooking => ({
      id: 'b1',
      status: 'scheduled',
      scheduledAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 50 * 60_000).toISOString(),
      durationMinutes: 50,
      bookingTypeName: '50-minute lesson',
      meetingUrl: null,
    });
    const creditExpiringAt = (expiresAt: number): CreditRecord => ({
      id: 'r1',
      remainingCredits: 2,
      expiryDate: new Date(expiresAt).toISOString(),
    });

    it('when a student has credits expiring and a lesson today, then both are listed with where they lead', async () => {
      renderBell(STUDENT, [], {
        'GET /api/my-credits': { body: [creditExpiringAt(Date.now() + 2 * DAY + HOUR)] },
        'GET /api/my-bookings': { body: [lessonAt(Date.now() + 5 * HOUR + 30 * 60_000)] },
      });
      await screen.findByRole('button', { name: 'Notifications (2 unread)' });

      const panel = await openPanel();

      const [credits, lesson] = within(panel).getAllByRole('link');
      expect(credits).toHaveTextContent('2 credits expire in 3 days');
      expect(credits).toHaveAttribute('href', '/book-lesson');
      expect(lesson).toHaveTextContent('Lesson in 6 hours');
      expect(lesson).toHaveTextContent('50-minute lesson');
      expect(lesson).toHaveAttribute('href', '/lesson/b1');
    });

    it('when a time is held for a student on the waitlist, then the bell tells her and leads to the booking page', async () => {
      const offer = {
        id: 'lz-o1',
        entryId: 'e1',
        startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
        endsAt: new Date(Date.now() + 3 * DAY + 50 * 60_000).toISOString(),
        durationMinutes: 50,
        heldUntil: new Date(Date.now() + 2 * HOUR).toISOString(),
      };
      renderBell(STUDENT, [], { 'GET /api/waitlist': { body: { entries: [], offers: [offer] } } });
      await screen.findByRole('button', { name: 'Notifications (1 unread)' });

      const panel = await openPanel();

      expect(within(panel).getByRole('link')).toHaveTextContent('A time has freed up for you');
      expect(within(panel).getByRole('link')).toHaveTextContent(/held for you until/);
      expect(within(panel).getByRole('link')).toHaveAttribute('href', '/booking');
    });

    it('when the admin is signed in, then credits are never asked for and lessons lead to their room', async () => {
      const { network } = renderBell(ADMIN, [], {
        'GET /api/my-bookings': { body: [lessonAt(Date.now() + 30 * 60_000)] },
      });
      await screen.findByRole('button', { name: 'Notifications (1 unread)' });

      const panel = await openPanel();

      expect(within(panel).getByRole('link')).toHaveTextContent('Lesson starting soon');
      expect(within(panel).getByRole('link')).toHaveAttribute('href', '/lesson/b1');
      expect(network.requests.some((r) => r.path === '/api/my-credits')).toBe(false);
      expect(network.requests.some((r) => r.path.startsWith('/api/learning/'))).toBe(false);
      expect(network.requests.some((r) => r.path === '/api/waitlist')).toBe(false);
    });

    it('when the teacher shared a material and set homework due tomorrow, then the student is told and both lead to /materials', async () => {
      const dueTomorrow = new Date(Date.now() + DAY);
      const dueDate = `${dueTomorrow.getFullYear()}-${String(dueTomorrow.getMonth() + 1).padStart(2, '0')}-${String(dueTomorrow.getDate()).padStart(2, '0')}`;
      renderBell(STUDENT, [], {
        'GET /api/learning/me/materials': {
          body: {
            materials: [
              {
                id: 'm1',
                title: 'Il passato prossimo',
                tags: [],
                url: 'https://example.com/passato',
                kind: 'link',
                createdAt: new Date(Date.now() - HOUR).toISOString(),
                sharedAt: new Date(Date.now() - HOUR).toISOString(),
                firstOpenedAt: null,
                lastOpenedAt: null,
              },
            ],
            homework: [
              {
                lessonId: 'l1',
                lessonStartsAt: '2030-01-01T10:00:00Z',
                text: 'Write ten sentences',
                dueDate,
                doneAt: null,
              },
            ],
            notes: [],
          },
        },
      });
      await screen.findByRole('button', { name: 'Notifications (2 unread)' });

      const panel = await openPanel();

      const [homework, material] = within(panel).getAllByRole('link');
      expect(homework).toHaveTextContent('Homework due tomorrow');
      expect(homework).toHaveTextContent('Write ten sentences');
      expect(homework).toHaveAttribute('href', '/materials');
      expect(material).toHaveTextContent('New material: Il passato prossimo');
      expect(material).toHaveTextContent('Shared by Chiara Lombardi');
      expect(material).toHaveAttribute('href', '/materials');
    });

    it('when a bookings poll only moves the sync time, then the read marks stay', async () => {
      let syncedAt = '2030-01-01T00:00:00Z';
      const lesson = lessonAt(Date.now() + 5 * HOUR);
      const { store } = renderBell(STUDENT, [], {
        'GET /api/my-bookings': () => ({ body: [lesson], headers: { [SYNCED_AT_HEADER]: syncedAt } }),
      });
      await screen.findByRole('button', { name: 'Notifications (1 unread)' });
      const panel = await openPanel();
      await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
      const bookingsFetchedAt = () =>
        Object.values(store.getState().api.queries).find((query) => query?.endpointName === 'getMyBookings')
          ?.fulfilledTimeStamp;
      const firstFetch = bookingsFetchedAt();

      syncedAt = '2030-01-01T00:01:00Z';
      act(() => void store.dispatch(bookingsApi.util.invalidateTags(['Bookings'])));
      await waitFor(() => expect(bookingsFetchedAt()).not.toBe(firstFetch));

      expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    });

    describe('as time passes', () => {
      beforeEach(() => jest.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') }));
      afterEach(() => jest.useRealTimers());

      it('when the chat is down and a lesson enters its 24-hour window at a later bookings poll, then it appears with a chime', async () => {
        const { tones } = installFakeAudioContext();
        const startsAt = Date.now() + 24 * HOUR + 30_000;
        renderBell(STUDENT, [], {
          'GET /api/conversations': { status: 503, body: { error: 'Service temporarily unavailable.' } },
          'GET /api/my-bookings': { body: [lessonAt(startsAt)] },
        });
        await act(() => jest.advanceTimersByTimeAsync(1_000));
        expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);

        await act(() => jest.advanceTimersByTimeAsync(BOOKINGS_POLL_MS));

        expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
        expect(tones).toHaveLength(1);
      });

      it('when a lesson already within 24 hours arrives after the chat list, then the page opens without a chime', async () => {
        const { tones } = installFakeAudioContext();
        renderBell(STUDENT, [], {
          'GET /api/my-bookings': async () => {
            await new Promise((resolve) => setTimeout(resolve, 2_000));
            return { body: [lessonAt(Date.now() + 3 * HOUR)] };
          },
        });

        await act(() => jest.advanceTimersByTimeAsync(3_000));

        expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
        expect(tones).toHaveLength(0);
      });
    });
  });
});
