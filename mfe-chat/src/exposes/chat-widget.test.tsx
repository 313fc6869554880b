import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation, Message, User } from '@lezioni/contracts';
import { switchLanguage } from '@lezioni/web-kit';
import { mockFetch, renderWithProviders, type MockHandler } from '@lezioni/web-kit/testing';
import { ADMIN, CONFIG, STUDENT, conversation, message } from '../testing/chat-fixtures';
import { ChatWidget } from './chat-widget';

function renderWidget({
  user = STUDENT,
  conversations = [conversation()],
  messages = [],
  routes = {},
}: {
  user?: User;
  conversations?: Conversation[] | MockHandler;
  messages?: Message[];
  routes?: Record<string, MockHandler>;
} = {}) {
  const network = mockFetch({
    'GET /api/conversations': Array.isArray(conversations) ? { body: conversations } : conversations,
    'GET /api/conversations/c1/messages': { body: messages },
    'POST /api/conversations/c1/mark-read': { status: 204 },
    ...routes,
  });
  return {
    ...renderWithProviders(<ChatWidget user={user} config={CONFIG} />, { route: '/student-dashboard' }),
    network,
  };
}

const requestsTo = <R extends { method: string; path: string }>(requests: R[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);

describe('ChatWidget', () => {
  it('when more than 9 messages are unread in all, then the round button reads 9+', async () => {
    renderWidget({
      user: ADMIN,
      conversations: [conversation({ id: 'c1', unreadCount: 6 }), conversation({ id: 'c2', unreadCount: 5 })],
    });

    expect(await screen.findByRole('button', { name: 'Student messages (11 unread)' })).toBeInTheDocument();

    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('when a few messages are unread, then the badge shows their number; none, no badge', async () => {
    const { unmount } = renderWidget({ conversations: [conversation({ unreadCount: 3 })] });
    expect(await screen.findByRole('button', { name: 'Chat with Chiara Lombardi (3 unread)' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    unmount();

    const { network } = renderWidget({ conversations: [conversation({ unreadCount: 0 })] });
    await waitFor(() => expect(requestsTo(network.requests, 'GET', '/api/conversations')).toHaveLength(1));

    expect(await screen.findByRole('button', { name: 'Chat with Chiara Lombardi' })).toBeInTheDocument();
    expect(screen.queryByText(/^\d+\+?$/)).not.toBeInTheDocument();
  });

  it('when the visitor reads Italian, then the button and the panel speak Italian', async () => {
    await switchLanguage('it');
    renderWidget({ conversations: [conversation({ unreadCount: 3 })] });

    await userEvent.click(await screen.findByRole('button', { name: 'Scrivi a Chiara Lombardi (3 da leggere)' }));

    const panel = screen.getByRole('region', { name: 'Chat' });
    expect(within(panel).getByRole('link', { name: 'Chat completa' })).toHaveAttribute('href', '/chat');
    expect(await within(panel).findByText('Ancora nessun messaggio. Inizia tu la conversazione!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Chiudi la chat' })).toBeInTheDocument();
  });

  it('when the pointer rests on the button, then a tooltip names the chat', async () => {
    renderWidget();

    await userEvent.hover(screen.getByRole('button', { name: /Chat with Chiara Lombardi/ }));

    expect(await screen.findByRole('tooltip', {}, { timeout: 2_000 })).toHaveTextContent('Chat with Chiara Lombardi');
  });

  it('when opened, then the last 5 messages of the first conversation show, with Full View and a send box', async () => {
    const messages = Array.from({ length: 7 }, (_, i) => message({ content: `Messaggio ${i + 1}` }));
    renderWidget({ messages });

    await userEvent.click(await screen.findByRole('button', { name: /Chat with Chiara Lombardi/ }));

    const panel = screen.getByRole('region', { name: 'Chat' });
    const log = await within(panel).findByRole('log', { name: 'Messages with Chiara Lombardi' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(5));
    expect(within(log).queryByText('Messaggio 2')).not.toBeInTheDocument();
    expect(within(log).getByText('Messaggio 3')).toBeInTheDocument();
    expect(within(log).getByText('Messaggio 7')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Full View' })).toHaveAttribute('href', '/chat');
    expect(within(panel).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('when opened, then the selected conversation is marked read at once', async () => {
    const { network } = renderWidget({ conversations: [conversation({ unreadCount: 2 })] });
    await screen.findByRole('button', { name: /2 unread/ });
    expect(requestsTo(network.requests, 'POST', '/api/conversations/c1/mark-read')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /Chat with Chiara Lombardi/ }));

    await waitFor(() =>
      expect(requestsTo(network.requests, 'POST', '/api/conversations/c1/mark-read')).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Close chat' })).toBeInTheDocument();
  });

  it('when a message is typed in the panel and Enter pressed, then it is sent to the selected conversation', async () => {
    const { network } = renderWidget({
      routes: {
        'POST /api/conversations/c1/messages': {
          status: 201,
          body: message({ senderId: STUDENT.id, content: 'A domani!' }),
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Chat with Chiara Lombardi/ }));
    await screen.findByText('No messages yet. Start the conversation!');

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'A domani!{Enter}');

    expect(await screen.findByText('A domani!')).toBeInTheDocument();
    expect(requestsTo(network.requests, 'POST', '/api/conversations/c1/messages')[0]?.body).toEqual({
      content: 'A domani!',
      messageType: 'text',
    });
  });

  it('when a student has no conversation, then the panel offers Start Conversation, which opens one', async () => {
    let conversations: Conversation[] = [];
    const { network } = renderWidget({
      conversations: () => ({ body: conversations }),
      routes: {
        'POST /api/conversations': () => {
          conversations = [conversation()];
          return { status: 201, body: { id: 'c1' } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Chat with Chiara Lombardi/ }));

    await userEvent.click(await screen.findByRole('button', { name: 'Start Conversation' }));

    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    expect(requestsTo(network.requests, 'POST', '/api/conversations')).toHaveLength(1);
  });

  it('when the admin goes back to all conversations, then they are listed and another can be opened', async () => {
    renderWidget({
      user: ADMIN,
      conversations: [
        conversation({ id: 'c1', studentName: 'Giulia Rossi' }),
        conversation({ id: 'c2', studentName: 'Marco Bianchi' }),
      ],
      routes: {
        'GET /api/conversations/c2/messages': { body: [message({ senderId: 's2', content: 'Sono Marco' })] },
        'POST /api/conversations/c2/mark-read': { status: 204 },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Student messages' }));
    const panel = screen.getByRole('region', { name: 'Chat' });
    expect(await within(panel).findByRole('log', { name: 'Messages with Giulia Rossi' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'All conversations' }));
    const list = within(panel).getByRole('list', { name: 'Conversations' });
    await userEvent.click(within(list).getByRole('button', { name: 'Marco Bianchi' }));

    expect(await within(panel).findByText('Sono Marco')).toBeInTheDocument();
  });
});
