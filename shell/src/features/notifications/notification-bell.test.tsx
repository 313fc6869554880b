import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Conversation, User } from '@lezioni/contracts';
import { conversationsApi } from '@lezioni/web-kit';
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
    studentName: `Student ${i}`,
    unreadCount: i + 1,
    lastMessageAt: new Date(Date.UTC(2030, 0, 1, 12, 0) - i * 60_000).toISOString(),
  }));

function renderBell(user: User, list: Conversation[] | (() => Conversation[])) {
  const network = mockFetch({
    'GET /api/config': { body: CONFIG },
    'GET /api/conversations': () => ({ body: typeof list === 'function' ? list() : list }),
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
  it('when there are unread messages, then the badge counts them and the panel lists them with the sender', async () => {
    renderBell(ADMIN, conversations(2));

    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(bell).toHaveTextContent('2');
    const panel = await openPanel();

    const items = within(panel).getAllByRole('link');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread: 1 new message');
    expect(items[0]).toHaveTextContent('From Student 0');
    expect(items[1]).toHaveTextContent('2 new messages');
    expect(items[0]).toHaveAttribute('href', '/chat');
  });

  it('when a student has unread messages, then they come from the teacher', async () => {
    renderBell(STUDENT, [{ id: 'c1', studentName: 'Giulia Rossi', unreadCount: 4, lastMessageAt: null }]);
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });

    const panel = await openPanel();

    expect(within(panel).getByRole('link')).toHaveTextContent('From Chiara Lombardi');
  });

  it('when more than 9 are unread, then the badge reads 9+ and the panel shows at most 10', async () => {
    renderBell(ADMIN, conversations(12));

    const bell = await screen.findByRole('button', { name: 'Notifications (12 unread)' });
    expect(bell).toHaveTextContent('9+');
    const panel = await openPanel();

    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
  });

  it('when a notification is clicked, then it is marked read and leads to its page', async () => {
    renderBell(ADMIN, conversations(2));
    await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    const panel = await openPanel();

    await userEvent.click(within(panel).getAllByRole('link')[0]!);

    expect(await screen.findByRole('heading', { name: 'Chat page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toHaveTextContent('1');
    const reopened = await openPanel();
    const [first, second] = within(reopened).getAllByRole('link');
    expect(first).not.toHaveTextContent('Unread');
    expect(second).toHaveTextContent('Unread');
  });

  it('when Mark all read is clicked, then none is unread and the badge disappears', async () => {
    renderBell(ADMIN, conversations(3));
    await screen.findByRole('button', { name: 'Notifications (3 unread)' });
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
      { id: 'c9', studentName: 'Marco', unreadCount: 1, lastMessageAt: '2030-01-02T00:00:00Z' },
    ];
    act(() => void store.dispatch(conversationsApi.util.invalidateTags(['Conversations'])));

    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
    expect(tones).toHaveLength(1);
  });
});
