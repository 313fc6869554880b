import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation, Message, User } from '@lezioni/contracts';
import { MARK_READ_DELAY_MS, MESSAGES_PAGE_SIZE, MESSAGES_POLL_MS, SERVER_MESSAGES } from '@lezioni/contracts/values';
import { switchLanguage, useChatEvents } from '@lezioni/web-kit';
import {
  installFakeAudioContext,
  installFakeEventSource,
  mockFetch,
  renderWithProviders,
  type MockHandler,
} from '@lezioni/web-kit/testing';
import { ADMIN, CONFIG, STUDENT, conversation, message } from '../testing/chat-fixtures';
import { ChatPage } from './chat-page';
// Loaded with this file, as the browser has the forms' chunks by then: a test's time is the page's,
// not jest's first transform of zod.
import '../features/chat/components/message-form';

/** The shell keeps the live stream open; these tests mount it the same way when they need it. */
function LiveEvents({ userId }: { userId: string }) {
  useChatEvents(userId);
  return null;
}

function renderChatPage({
  user = STUDENT,
  conversations = [conversation()],
  messages = {},
  routes = {},
  isLive = false,
  route = '/chat',
}: {
  user?: User;
  conversations?: Conversation[] | MockHandler;
  messages?: Record<string, Message[]>;
  routes?: Record<string, MockHandler>;
  isLive?: boolean;
  route?: string;
} = {}) {
  const messageRoutes = Object.fromEntries(
    Object.entries(messages).map(([id, list]) => [`GET /api/conversations/${id}/messages`, { body: list }]),
  );
  const network = mockFetch({
    'GET /api/conversations': Array.isArray(conversations) ? { body: conversations } : conversations,
    'GET /api/conversations/c1/messages': { body: [] },
    'POST /api/conversations/c1/mark-read': { status: 204 },
    ...messageRoutes,
    ...routes,
  });
  const view = renderWithProviders(
    <>
      {isLive && <LiveEvents userId={user.id} />}
      <ChatPage user={user} config={CONFIG} />
    </>,
    { route },
  );
  return { ...view, network };
}

const requestsTo = <R extends { method: string; path: string }>(requests: R[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('ChatPage: conversations', () => {
  it('when the admin opens the chat, then every student is listed with an unread badge (9+ above 9), the first selected', async () => {
    renderChatPage({
      user: ADMIN,
      conversations: [
        conversation({ id: 'c1', studentName: 'Giulia Rossi', unreadCount: 12 }),
        conversation({ id: 'c2', studentName: 'Marco Bianchi', unreadCount: 2 }),
        conversation({ id: 'c3', studentName: 'Sofia Neri', unreadCount: 0 }),
      ],
      messages: { c1: [message({ senderId: STUDENT.id, content: 'Buongiorno!' })] },
    });

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const giulia = within(list).getByRole('button', { name: /Giulia Rossi/ });
    expect(giulia).toHaveTextContent('9+');
    expect(giulia).toHaveAccessibleName('Giulia Rossi , 12 unread');
    expect(giulia).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: /Marco Bianchi/ })).toHaveTextContent('2');
    expect(within(list).getByRole('button', { name: 'Sofia Neri' })).not.toHaveTextContent(/\d/);
    const pane = screen.getByRole('region', { name: 'Conversation with Giulia Rossi' });
    expect(await within(pane).findByText('Buongiorno!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
  });

  it('when the admin picks another conversation, then its messages show', async () => {
    renderChatPage({
      user: ADMIN,
      conversations: [conversation({ id: 'c1' }), conversation({ id: 'c2', studentName: 'Marco Bianchi' })],
      messages: { c2: [message({ senderId: 's2', content: 'Ciao, sono Marco' })] },
      routes: { 'POST /api/conversations/c2/mark-read': { status: 204 } },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Marco Bianchi' }));

    const pane = screen.getByRole('region', { name: 'Conversation with Marco Bianchi' });
    expect(await within(pane).findByText('Ciao, sono Marco')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marco Bianchi' })).toHaveAttribute('aria-current', 'true');
  });

  describe('on a phone', () => {
    const desktopWidth = window.innerWidth;
    const resizeTo = (width: number) =>
      act(() => {
        window.innerWidth = width;
        window.dispatchEvent(new Event('resize'));
      });
    beforeEach(() => resizeTo(390));
    afterEach(() => resizeTo(desktopWidth));

    it('when the admin opens the chat, then one conversation shows with the send box, and a way back to the list', async () => {
      renderChatPage({
        user: ADMIN,
        conversations: [conversation({ id: 'c1' }), conversation({ id: 'c2', studentName: 'Marco Bianchi' })],
        messages: { c2: [message({ senderId: 's2', content: 'Ciao, sono Marco' })] },
        routes: { 'POST /api/conversations/c2/mark-read': { status: 204 } },
      });

      const pane = await screen.findByRole('region', { name: /^Conversation with / });
      expect(within(pane).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Marco Bianchi' })).not.toBeInTheDocument();
      await userEvent.click(within(pane).getByRole('button', { name: 'All conversations' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Marco Bianchi' }));

      const marco = screen.getByRole('region', { name: 'Conversation with Marco Bianchi' });
      expect(await within(marco).findByText('Ciao, sono Marco')).toBeInTheDocument();
    });
  });

  it("when a student opens the chat, then the teacher's name and picture show, and the way back leads to the student dashboard", async () => {
    renderChatPage({ user: STUDENT });

    const pane = await screen.findByRole('region', { name: 'Conversation with Chiara Lombardi' });
    expect(within(pane).getByRole('heading', { name: 'Chiara Lombardi' })).toBeInTheDocument();
    expect(within(pane).getByRole('img', { name: 'Chiara Lombardi' })).toHaveAttribute('src', CONFIG.teacherAvatarUrl);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/student-dashboard');
  });

  it('when the conversation has no message, then the empty state invites to start', async () => {
    renderChatPage();

    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
  });

  it('when a student has no conversation, then Start Conversation creates one and opens it', async () => {
    let conversations: Conversation[] = [];
    const { network } = renderChatPage({
      conversations: () => ({ body: conversations }),
      routes: {
        'POST /api/conversations': () => {
          conversations = [conversation()];
          return { status: 201, body: { id: 'c1' } };
        },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Start Conversation' }));

    expect(await screen.findByRole('region', { name: 'Conversation with Chiara Lombardi' })).toBeInTheDocument();
    expect(requestsTo(network.requests, 'POST', '/api/conversations')).toHaveLength(1);
  });

  it('when starting a conversation fails, then the toast says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChatPage({
      conversations: [],
      routes: { 'POST /api/conversations': { status: 503, body: {} } },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Start Conversation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start conversation');
  });

  it('when the messages cannot be loaded, then the pane says why', async () => {
    renderChatPage({
      routes: {
        'GET /api/conversations/c1/messages': {
          status: 403,
          body: { error: "You don't have permission to access this resource." },
        },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to access this resource.");
  });

  it('when the admin has no conversation, then there is nothing to start', async () => {
    renderChatPage({ user: ADMIN, conversations: [] });

    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Conversation' })).not.toBeInTheDocument();
  });
});

describe('ChatPage: in Italian', () => {
  it('when a student reads Italian, then the chat speaks Italian to them, the teacher included by name', async () => {
    await switchLanguage('it');
    renderChatPage({ user: STUDENT });

    expect(await screen.findByRole('heading', { name: 'Messaggi', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla tua area personale' })).toHaveAttribute(
      'href',
      '/student-dashboard',
    );
    expect(await screen.findByRole('region', { name: 'Conversazione con Chiara Lombardi' })).toBeInTheDocument();
    expect(await screen.findByText('Ancora nessun messaggio. Inizia tu la conversazione!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveAttribute(
      'placeholder',
      'Scrivi il tuo messaggio...',
    );
    expect(screen.getByRole('button', { name: 'Allega un file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia il messaggio' })).toBeDisabled();
  });

  it('when the teacher reads Italian, then the unread count of each student is said in Italian', async () => {
    await switchLanguage('it');
    renderChatPage({ user: ADMIN, conversations: [conversation({ studentName: '', unreadCount: 2 })] });

    const list = await screen.findByRole('list', { name: 'Conversazioni' });
    expect(within(list).getByRole('button')).toHaveAccessibleName('Studente , 2 da leggere');
  });
});

describe("ChatPage: a student's page's Open chat (/chat?student=<id>)", () => {
  const GIULIA = conversation({ id: 'c1', studentId: 's1', studentName: 'Giulia Rossi' });
  const MARCO = conversation({ id: 'c2', studentId: 's2', studentName: 'Marco Bianchi' });

  it('when the teacher comes for a student who wrote, then that conversation is selected and none is opened', async () => {
    const { network } = renderChatPage({
      user: ADMIN,
      conversations: [GIULIA, MARCO],
      messages: { c2: [message({ senderId: 's2', content: 'Ciao prof!' })] },
      routes: { 'POST /api/conversations/c2/mark-read': { status: 204 } },
      route: '/chat?student=s2',
    });

    const pane = await screen.findByRole('region', { name: 'Conversation with Marco Bianchi' });
    expect(await within(pane).findByText('Ciao prof!')).toBeInTheDocument();
    expect(within(pane).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(requestsTo(network.requests, 'POST', '/api/conversations')).toEqual([]);
  });

  it('when the student never wrote, then the teacher opens their conversation and it is selected, ready to write', async () => {
    const SOFIA = conversation({ id: 'c3', studentId: 's3', studentName: 'Sofia Neri', lastMessageAt: null });
    let list = [GIULIA];
    const { network } = renderChatPage({
      user: ADMIN,
      conversations: () => ({ body: list }),
      routes: {
        'POST /api/conversations': () => {
          list = [GIULIA, SOFIA];
          return { status: 201, body: { id: 'c3' } };
        },
        'GET /api/conversations/c3/messages': { body: [] },
      },
      route: '/chat?student=s3',
    });

    const pane = await screen.findByRole('region', { name: 'Conversation with Sofia Neri' });
    expect(within(pane).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(requestsTo(network.requests, 'POST', '/api/conversations').map((request) => request.body)).toEqual([
      { studentId: 's3' },
    ]);
  });

  it('when the student is not found, then an alert says so and the first conversation stays', async () => {
    renderChatPage({
      user: ADMIN,
      conversations: [GIULIA],
      routes: { 'POST /api/conversations': { status: 404, body: { error: 'Not found.', code: 'not_found' } } },
      route: '/chat?student=s9',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This student was not found: their account may have been deleted.',
    );
    expect(screen.getByRole('region', { name: 'Conversation with Giulia Rossi' })).toBeInTheDocument();
  });

  it('when a student follows such an address, then it is ignored: their own conversation shows', async () => {
    const { network } = renderChatPage({ route: '/chat?student=s2' });

    expect(await screen.findByRole('region', { name: `Conversation with ${CONFIG.teacherName}` })).toBeInTheDocument();
    expect(requestsTo(network.requests, 'POST', '/api/conversations')).toEqual([]);
  });
});

describe('ChatPage: sending', () => {
  const sentMessage = (content: string) => message({ senderId: STUDENT.id, content });

  it('when Enter is pressed, then the trimmed text is sent, shows in the conversation and the box empties', async () => {
    const { network } = renderChatPage({
      routes: {
        'POST /api/conversations/c1/messages': (request) => ({
          status: 201,
          body: sentMessage((request.body as { content: string }).content),
        }),
      },
    });
    await screen.findByText('No messages yet. Start the conversation!');

    await userEvent.type(messageBox(), '   Ciao, Chiara!  {Enter}');

    expect(await screen.findByText('Ciao, Chiara!')).toBeInTheDocument();
    expect(requestsTo(network.requests, 'POST', '/api/conversations/c1/messages').map((r) => r.body)).toEqual([
      { content: 'Ciao, Chiara!', messageType: 'text' },
    ]);
    expect(messageBox()).toHaveValue('');
  });

  it('when Shift+Enter is pressed, then a new line starts and nothing is sent', async () => {
    const { network } = renderChatPage();
    await screen.findByText('No messages yet. Start the conversation!');

    await userEvent.type(messageBox(), 'Line one{Shift>}{Enter}{/Shift}Line two');

    expect(messageBox()).toHaveValue('Line one\nLine two');
    expect(requestsTo(network.requests, 'POST', '/api/conversations/c1/messages')).toHaveLength(0);
  });

  it('when only blanks are typed, then Enter sends nothing and the send button stays disabled', async () => {
    const { network } = renderChatPage();
    await screen.findByText('No messages yet. Start the conversation!');

    await userEvent.type(messageBox(), '   {Enter}');

    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(requestsTo(network.requests, 'POST', '/api/conversations/c1/messages')).toHaveLength(0);
  });

  it('when sending fails, then the toast asks to try again and the text stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChatPage({ routes: { 'POST /api/conversations/c1/messages': { status: 500, body: {} } } });
    await screen.findByText('No messages yet. Start the conversation!');

    await userEvent.type(messageBox(), 'Ciao{Enter}');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to send message');
    expect(toast).toHaveTextContent('Please try again');
    expect(messageBox()).toHaveValue('Ciao');
  });

  it.each([
    ['a message', 'POST /api/conversations/c1/messages'],
    ['an upload', 'POST /api/uploads'],
  ])(
    'when %s is past the user’s limit, then the toast gives the server’s 429 text and the text stays',
    async (_case, route) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderChatPage({
        routes: { [route]: { status: 429, body: { error: SERVER_MESSAGES.tooManyRequests, code: 'rate_limited' } } },
      });
      await screen.findByText('No messages yet. Start the conversation!');
      if (route === 'POST /api/uploads') {
        await userEvent.upload(
          screen.getByLabelText('Choose a file to attach'),
          new File(['x'], 'homework.pdf', { type: 'application/pdf' }),
        );
      }

      await userEvent.type(messageBox(), 'Ciao{Enter}');

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Failed to send message');
      expect(toast).toHaveTextContent('Too many requests. Please try again later.');
      expect(messageBox()).toHaveValue('Ciao');
    },
  );

  it('when a file is attached, then it shows as a chip that Remove takes away', async () => {
    renderChatPage();
    await screen.findByText('No messages yet. Start the conversation!');

    await userEvent.upload(
      screen.getByLabelText('Choose a file to attach'),
      new File(['x'.repeat(2048)], 'homework.pdf', { type: 'application/pdf' }),
    );

    const chip = screen.getByRole('group', { name: 'Attached file' });
    expect(chip).toHaveTextContent('homework.pdf (2.0 KB)');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await userEvent.click(within(chip).getByRole('button', { name: 'Remove homework.pdf' }));
    expect(screen.queryByRole('group', { name: 'Attached file' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('when a file is sent, then it is uploaded first and then sent as a file message with the caption', async () => {
    const uploaded = { fileUrl: '/api/files/f1', fileName: 'homework.pdf', fileSize: 2048 };
    const { network } = renderChatPage({
      routes: {
        'POST /api/uploads': { status: 201, body: uploaded },
        'POST /api/conversations/c1/messages': {
          status: 201,
          body: sentMessage('My homework'),
        },
      },
    });
    await screen.findByText('No messages yet. Start the conversation!');
    await userEvent.upload(
      screen.getByLabelText('Choose a file to attach'),
      new File(['x'.repeat(2048)], 'homework.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(messageBox(), ' My homework ');

    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    // Two calls in a row (upload, then send): allow more than the default second on a busy machine.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Attached file' })).not.toBeInTheDocument(), {
      timeout: 3_000,
    });
    // Reading the conversation (mark-read, 2 s after it opens) may fall within a slow run: not a send.
    const posts = network.requests.filter((r) => r.method === 'POST' && !r.path.endsWith('/mark-read'));
    expect(posts.map((r) => r.path)).toEqual(['/api/uploads', '/api/conversations/c1/messages']);
    expect((posts[0]!.body as { file: File }).file.name).toBe('homework.pdf');
    expect(posts[1]!.body).toEqual({ content: 'My homework', messageType: 'file', ...uploaded });
  });

  it('when a file is too large, then it is not attached and the toast says why', async () => {
    renderChatPage();
    await screen.findByText('No messages yet. Start the conversation!');
    const huge = new File(['x'], 'film.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });

    await userEvent.upload(screen.getByLabelText('Choose a file to attach'), huge);

    expect(await screen.findByRole('alert')).toHaveTextContent('Files can be at most 10 MB.');
    expect(screen.queryByRole('group', { name: 'Attached file' })).not.toBeInTheDocument();
  });
});

describe('ChatPage: what messages show', () => {
  it('when a message is a Google Docs link, then it is a document card', async () => {
    renderChatPage({
      messages: { c1: [message({ content: 'https://docs.google.com/document/d/abc123/edit' })] },
    });

    const card = await screen.findByRole('group', { name: 'Google Docs document' });
    expect(within(card).getByRole('link', { name: 'Open in Google Docs' })).toHaveAttribute(
      'href',
      'https://docs.google.com/document/d/abc123/edit',
    );
  });

  it('when a message holds another link, then a preview card from /api/unfurl shows under it', async () => {
    const { network } = renderChatPage({
      messages: { c1: [message({ content: 'Read this: https://grammar.example/congiuntivo' })] },
      routes: {
        'GET /api/unfurl': {
          body: {
            ok: true,
            url: 'https://grammar.example/congiuntivo',
            title: 'The Italian subjunctive',
            description: 'When and how to use it',
            site: 'Grammar Example',
          },
        },
      },
    });

    expect(await screen.findByRole('link', { name: 'The Italian subjunctive' })).toHaveAttribute(
      'href',
      'https://grammar.example/congiuntivo',
    );
    expect(screen.getByText('When and how to use it')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://grammar.example/congiuntivo' })).toBeInTheDocument();
    expect(
      requestsTo(network.requests, 'GET', '/api/unfurl?url=https%3A%2F%2Fgrammar.example%2Fcongiuntivo'),
    ).toHaveLength(1);
  });

  it('when the link cannot be unfurled, then only the link shows', async () => {
    renderChatPage({
      messages: { c1: [message({ content: 'https://private.example/page' })] },
      routes: { 'GET /api/unfurl': { body: { ok: false, url: 'https://private.example/page' } } },
    });

    expect(await screen.findByRole('link', { name: 'https://private.example/page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /private\.example/ })).toHaveLength(1));
  });

  it('when a message carries a file, then it is a download link with its size in KB', async () => {
    renderChatPage({
      messages: {
        c1: [
          message({
            messageType: 'file_upload',
            content: '',
            fileUrl: '/api/files/f1',
            fileName: 'verbs.pdf',
            fileSize: 12_800,
          }),
        ],
      },
    });

    const link = await screen.findByRole('link', { name: 'Download verbs.pdf (12.5 KB)' });
    expect(link).toHaveAttribute('href', '/api/files/f1');
    expect(link).toHaveAttribute('download', 'verbs.pdf');
  });

  it('when the pointer rests on a message, then its time shows', async () => {
    renderChatPage({ messages: { c1: [message({ content: 'A che ora?', createdAt: '2030-01-01T09:30:00Z' })] } });

    await userEvent.hover(await screen.findByText('A che ora?'));

    const expected = new Date('2030-01-01T09:30:00Z').toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(await screen.findByRole('tooltip')).toHaveTextContent(expected);
  });
});

describe('ChatPage: older messages', () => {
  // A full page is 200 messages: jsdom takes seconds to render one on a busy machine.
  const SLOW = { timeout: 10_000 };
  jest.setTimeout(30_000);
  const ROW_PX = 40;
  /** A long conversation: 50 older messages, then the latest page. */
  function longConversation() {
    const older = Array.from({ length: 50 }, (_, n) => message({ content: `Older ${n}` }));
    const latest = Array.from({ length: MESSAGES_PAGE_SIZE }, (_, n) => message({ content: `Latest ${n}` }));
    const route = ({ path }: { path: string }) => ({
      body: path.includes(`before=${latest[0]!.id}`) ? older : path.includes('before=') ? [] : latest,
    });
    return { older, latest, routes: { 'GET /api/conversations/c1/messages': route } };
  }

  /** The message log, laid out as a browser would: each message a row of ROW_PX. */
  async function messageLog() {
    const log = await screen.findByRole('log', { name: /^Messages with/ }, SLOW);
    await within(log).findByText(`Latest ${MESSAGES_PAGE_SIZE - 1}`, {}, SLOW);
    Object.defineProperty(log, 'scrollHeight', {
      configurable: true,
      get: () => log.querySelectorAll('li').length * ROW_PX,
    });
    return log;
  }

  const scrollToTop = (log: HTMLElement) => {
    log.scrollTop = 0;
    fireEvent.scroll(log);
  };

  it('when the user scrolls up to the top, then the page before loads above and the messages on screen stay where they were', async () => {
    const { latest, routes } = longConversation();
    const { network } = renderChatPage({ routes });
    const log = await messageLog();

    scrollToTop(log);

    expect(await within(log).findByText('Older 0', {}, SLOW)).toBeInTheDocument();
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(50 + MESSAGES_PAGE_SIZE);
    expect(items[0]).toHaveTextContent('Older 0');
    expect(items[50]).toHaveTextContent('Latest 0');
    // "Latest 0", at the top of the view before, is still there: 50 rows further down.
    expect(log.scrollTop).toBe(50 * ROW_PX);
    expect(network.requests.map((r) => r.path)).toContain(`/api/conversations/c1/messages?before=${latest[0]!.id}`);
    // That page was shorter than a full one: the conversation's start is on screen, nothing more to load.
    expect(within(log).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('when the older page cannot be loaded, then the list says so and the button tries again', async () => {
    const { older, latest } = longConversation();
    let isDown = true;
    renderChatPage({
      routes: {
        'GET /api/conversations/c1/messages': ({ path }) =>
          !path.includes('before=') ? { body: latest } : isDown ? { status: 503, body: {} } : { body: older },
      },
    });
    const log = await messageLog();

    scrollToTop(log);
    expect(await within(log).findByRole('alert', {}, SLOW)).toHaveTextContent('Older messages could not be loaded.');
    isDown = false;
    await userEvent.click(within(log).getByRole('button', { name: 'Load older messages' }));

    expect(await within(log).findByText('Older 49', {}, SLOW)).toBeInTheDocument();
  });

  it('when older messages are on screen and a newer latest page comes, then they all stay, the new one last', async () => {
    const stream = installFakeEventSource();
    const { older, latest } = longConversation();
    const newer = message({ content: 'Appena arrivato' });
    let isNewerOut = false;
    renderChatPage({
      isLive: true,
      routes: {
        'GET /api/conversations/c1/messages': ({ path }) => ({
          body: path.includes('before=') ? older : isNewerOut ? [...latest.slice(1), newer] : latest,
        }),
      },
    });
    const log = await messageLog();
    scrollToTop(log);
    await within(log).findByText('Older 0', {}, SLOW);

    // The stream opening refetches what is on screen: the latest page has moved on by one message.
    isNewerOut = true;
    act(() => stream.latest().open());

    expect(await within(log).findByText('Appena arrivato', {}, SLOW)).toBeInTheDocument();
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(50 + MESSAGES_PAGE_SIZE + 1);
    expect(items[0]).toHaveTextContent('Older 0');
    expect(items[50]).toHaveTextContent('Latest 0');
    expect(items.at(-1)).toHaveTextContent('Appena arrivato');
  });

  it('when the conversation fits in one page, then scrolling up asks for nothing older', async () => {
    const { network } = renderChatPage({ messages: { c1: [message({ content: 'Solo questo' })] } });
    const log = await screen.findByRole('log', { name: /^Messages with/ });
    await within(log).findByText('Solo questo');

    scrollToTop(log);

    expect(within(log).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(network.requests.filter((r) => r.path.includes('before='))).toEqual([]);
  });
});

describe('ChatPage: mark read', () => {
  afterEach(() => jest.useRealTimers());

  it('when a conversation is selected, then it is marked read after 2 seconds, not before', async () => {
    jest.useFakeTimers();
    const { network } = renderChatPage({ conversations: [conversation({ unreadCount: 3 })] });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('region', { name: 'Conversation with Chiara Lombardi' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(MARK_READ_DELAY_MS - 200));
    expect(requestsTo(network.requests, 'POST', '/api/conversations/c1/mark-read')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(200));

    expect(requestsTo(network.requests, 'POST', '/api/conversations/c1/mark-read')).toHaveLength(1);
  });

  it('when marking read fails, then it is only logged', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChatPage({ routes: { 'POST /api/conversations/c1/mark-read': { status: 500, body: {} } } });

    await act(() => jest.advanceTimersByTimeAsync(MARK_READ_DELAY_MS + 100));

    expect(logged).toHaveBeenCalledWith('Marking the conversation read failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ChatPage: live updates', () => {
  afterEach(() => jest.useRealTimers());

  it('when a message from the teacher arrives on the stream, then it shows without a poll and a chime plays', async () => {
    const { tones } = installFakeAudioContext();
    const stream = installFakeEventSource();
    const { network } = renderChatPage({ isLive: true });
    const messageFetches = () => requestsTo(network.requests, 'GET', '/api/conversations/c1/messages').length;
    await screen.findByText('No messages yet. Start the conversation!');
    stream.latest().open();
    // Opening refetches what is on screen once (events sent before it are not replayed).
    await waitFor(() => expect(messageFetches()).toBe(2));

    stream.latest().emit('message', { conversationId: 'c1', message: message({ content: 'Benvenuta!' }) });

    expect(await screen.findByText('Benvenuta!')).toBeInTheDocument();
    expect(messageFetches()).toBe(2);
    expect(tones).toHaveLength(1);
  });

  it('when the student’s own message comes back on the stream, then it shows once and no chime plays', async () => {
    const { tones } = installFakeAudioContext();
    const stream = installFakeEventSource();
    const own = message({ senderId: STUDENT.id, content: 'Eccomi' });
    renderChatPage({ isLive: true, routes: { 'POST /api/conversations/c1/messages': { status: 201, body: own } } });
    stream.latest().open();
    await screen.findByText('No messages yet. Start the conversation!');

    await userEvent.type(messageBox(), 'Eccomi{Enter}');
    await screen.findByText('Eccomi');
    stream.latest().emit('message', { conversationId: 'c1', message: own });

    expect(screen.getAllByText('Eccomi')).toHaveLength(1);
    expect(tones).toHaveLength(0);
  });

  it('when the stream is open, then messages are not polled; when it fails, polling every 2 s resumes', async () => {
    jest.useFakeTimers();
    const stream = installFakeEventSource();
    const { network } = renderChatPage({ isLive: true });
    const messageFetches = () => requestsTo(network.requests, 'GET', '/api/conversations/c1/messages').length;
    act(() => stream.latest().open());
    await act(() => jest.advanceTimersByTimeAsync(100));
    const whileOpen = messageFetches();

    await act(() => jest.advanceTimersByTimeAsync(MESSAGES_POLL_MS * 3));
    expect(messageFetches()).toBe(whileOpen);

    act(() => stream.latest().fail());
    await act(() => jest.advanceTimersByTimeAsync(MESSAGES_POLL_MS + 100));
    expect(messageFetches()).toBeGreaterThan(whileOpen);
  });
});
