import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_MESSAGES } from '@lezioni/contracts/values';
import { installFakeEventSource } from '@lezioni/web-kit/testing';
import { keepPrerenderedLanding } from '../remotes/prerendered-landing';
import { ADMIN, STUDENT, renderApp } from '../testing/render-app';

/** The visitor's first interaction with the page, which lets the widget and the prefetch start. */
const firstGesture = (type = 'pointermove') => act(() => void window.dispatchEvent(new Event(type)));

describe('shell composition', () => {
  it('when a visitor opens /, then the landing remote renders below a top bar with the anchors, Login and Get Started', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Landing page for a visitor' })).toBeInTheDocument();
    const topBar = screen.getByRole('navigation', { name: 'Main' });
    for (const anchor of ['About', 'How It Works', 'Pricing', 'Testimonials']) {
      expect(within(topBar).getByRole('link', { name: anchor })).toHaveAttribute('href', expect.stringMatching(/^#/));
    }
    expect(within(topBar).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(topBar).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  });

  it('when the landing remote cannot be loaded, then its region shows a fallback and the rest of the app keeps working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', { down: ['marketing'] });

    expect(await screen.findByRole('heading', { name: 'The home page is unavailable right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('when the landing page arrived prerendered and its remote cannot be loaded, then the page stays as it arrived', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const arrived = document.createElement('main');
    arrived.innerHTML = '<h1>Learn Italian with Chiara</h1><a href="/register">Book Your First Lesson</a>';
    keepPrerenderedLanding(arrived);
    try {
      renderApp('/', { down: ['marketing'] });

      expect(await screen.findByRole('heading', { name: 'Learn Italian with Chiara' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Book Your First Lesson' })).toHaveAttribute('href', '/register');
      expect(screen.queryByRole('heading', { name: /unavailable right now/ })).not.toBeInTheDocument();
    } finally {
      keepPrerenderedLanding(null);
    }
  });

  it('when a student is signed in, then the top bar shows Chat, the bell, Dashboard and Logout, and no anchors off /', async () => {
    renderApp('/terms', { user: STUDENT });

    const topBar = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(topBar).findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/student-dashboard',
    );
    expect(within(topBar).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(within(topBar).queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(within(topBar).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.click(within(topBar).getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveTextContent('No notifications yet');
  });

  it('when the admin has unread messages, then the bell in the top bar counts the messages and lists who wrote', async () => {
    renderApp('/terms', {
      user: ADMIN,
      routes: {
        'GET /api/conversations': {
          body: [
            {
              id: 'c1',
              studentId: 's1',
              studentName: 'Giulia Rossi',
              unreadCount: 2,
              lastMessageAt: '2030-01-01T10:00:00Z',
            },
          ],
        },
      },
    });

    const topBar = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(topBar).findByRole('button', { name: 'Notifications (2 unread)' }));

    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveTextContent('2 new messagesFrom Giulia Rossi');
  });

  it('when someone is signed in, then the tab opens one live event stream with cookies; signing out closes it', async () => {
    const stream = installFakeEventSource();
    renderApp('/terms', { user: STUDENT, routes: { 'POST /api/logout': { status: 204 } } });
    await screen.findByRole('link', { name: 'Dashboard' });

    expect(stream.instances).toHaveLength(1);
    expect(stream.latest()).toMatchObject({ url: '/api/events', withCredentials: true, isClosed: false });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(stream.latest().isClosed).toBe(true);
    expect(stream.instances).toHaveLength(1);
  });

  it('when nobody is signed in, then no event stream is opened', async () => {
    const stream = installFakeEventSource();
    renderApp('/terms');

    await screen.findByRole('link', { name: 'Login' });

    expect(stream.instances).toHaveLength(0);
  });

  it('when the admin is signed in, then Dashboard leads to the admin dashboard', async () => {
    renderApp('/', { user: ADMIN });

    const topBar = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(topBar).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
  });

  it('when the mobile menu opens, then it offers anchors, Dashboard and Logout but no Chat and no bell', async () => {
    renderApp('/', { user: STUDENT });
    await screen.findByRole('link', { name: 'Dashboard' });

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('when logout fails on the server, then the user still lands on /login signed out', async () => {
    const { network } = renderApp('/student-dashboard', {
      user: STUDENT,
      routes: { 'POST /api/logout': { status: 500, body: { error: 'boom' } } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await screen.findByRole('heading', { name: 'Student dashboard for Giulia Rossi' });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(network.requests.some((r) => r.method === 'POST' && r.path === '/api/logout')).toBe(true);
  });

  it('when the window regains focus after the session went stale, then GET /api/me is asked again, not before', async () => {
    jest.useFakeTimers({
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'queueMicrotask',
        'nextTick',
      ],
    });
    const { network, store } = renderApp('/terms', { user: STUDENT });
    await screen.findByRole('link', { name: 'Dashboard' });
    const meCalls = () => network.requests.filter((r) => r.path === '/api/me').length;
    // The focus handler decides as it runs: a new call would start a new request of the session at once.
    const session = () => store.getState().api.queries['getMe(undefined)'];
    const before = meCalls();
    const { requestId } = session()!;

    act(() => void window.dispatchEvent(new Event('focus')));
    expect(session()).toMatchObject({ status: 'fulfilled', requestId });

    jest.setSystemTime(Date.now() + 11_000);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(session()?.requestId).not.toBe(requestId);

    await waitFor(() => expect(session()?.status).toBe('fulfilled'));
    expect(meCalls()).toBe(before + 1);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe('guards', () => {
  it.each([
    ['/chat', 'Please log in to access chat', 'Log In'],
    ['/booking', 'Please Log In to Book', 'Log In to Continue'],
    ['/lesson/b1', 'Please log in to join your lesson', 'Log In'],
  ])('when a visitor opens %s, then the sign-in prompt reads %s', async (route, title, button) => {
    renderApp(route);

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', '/login');
  });

  it('when a student opens /admin-dashboard, then access is denied with a Go Home button', async () => {
    renderApp('/admin-dashboard', { user: STUDENT });

    expect(await screen.findByRole('heading', { name: UI_MESSAGES.adminAccessDenied })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('when the admin opens /admin-dashboard, then the admin remote renders with the user', async () => {
    renderApp('/admin-dashboard', { user: ADMIN });

    expect(await screen.findByRole('heading', { name: 'Admin dashboard for Chiara Lombardi' })).toBeInTheDocument();
  });

  it.each([
    ['/book-lesson', 'Book lesson page for Giulia Rossi'],
    ['/packages', 'Packages page for Giulia Rossi'],
    ['/progress', 'Progress page for Giulia Rossi'],
    ['/materials', 'Materials page for Giulia Rossi'],
    ['/review', 'Review page for Giulia Rossi'],
    ['/chat', 'Chat page for Giulia Rossi'],
    ['/lesson/b1', 'Lesson room for Giulia Rossi'],
  ])('when a student opens %s, then the remote page renders', async (route, heading) => {
    renderApp(route, { user: STUDENT });

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it.each(['/student-dashboard', '/booking'])(
    'when a signed-in student on %s first moves the pointer, then the chat widget region comes',
    async (route) => {
      renderApp(route, { user: STUDENT });
      await screen.findByRole('heading', { level: 1 });
      firstGesture();

      expect(await screen.findByRole('button', { name: 'Chat widget' })).toBeInTheDocument();
    },
  );

  it("when a signed-in student's page has shown, then the widget and the next pages wait for her first gesture", async () => {
    const { loaded } = renderApp('/booking', { user: STUDENT });
    await screen.findByRole('heading', { name: 'Booking page for Giulia Rossi' });
    // The next task: where the idle callback (a timeout in jsdom) would have run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(screen.queryByRole('button', { name: 'Chat widget' })).not.toBeInTheDocument();
    expect(loaded).toEqual(['student/BookingPage']);

    firstGesture();
    expect(await screen.findByRole('button', { name: 'Chat widget' })).toBeInTheDocument();
    expect(loaded).toEqual(expect.arrayContaining(['student/StudentDashboard', 'chat/ChatPage', 'chat/ChatWidget']));
  });

  it.each(['/chat', '/terms'])('when a signed-in student is on %s, then there is no chat widget', async (route) => {
    renderApp(route, { user: STUDENT });
    await screen.findByRole('link', { name: 'Dashboard' });
    await screen.findByRole('heading', { level: 1 });

    expect(screen.queryByRole('button', { name: 'Chat widget' })).not.toBeInTheDocument();
  });

  it("when the student dashboard's remote fails to load, then the chat widget still comes", async () => {
    renderApp('/student-dashboard', { user: STUDENT, down: ['student'] });

    expect(await screen.findByRole('heading', { name: 'Your dashboard is unavailable right now' })).toBeInTheDocument();
    firstGesture();
    expect(await screen.findByRole('button', { name: 'Chat widget' })).toBeInTheDocument();
  });

  it("when a signed-in student's page has shown and she first touches it, then the code of the dashboard, the booking, materials, progress and review pages and the chat is fetched before any is opened", async () => {
    const { loaded } = renderApp('/packages', { user: STUDENT });
    await screen.findByRole('heading', { name: 'Packages page for Giulia Rossi' });
    firstGesture('touchstart');

    await waitFor(() =>
      expect(loaded).toEqual(
        expect.arrayContaining([
          'student/StudentDashboard',
          'student/BookingPage',
          'student/MaterialsPage',
          'student/ProgressPage',
          'student/ReviewPage',
          'chat/ChatPage',
        ]),
      ),
    );
  });

  it('when a page whose code was prefetched is opened, then it shows at once, without a loading state, and its code is not asked for again', async () => {
    const { loaded } = renderApp('/packages', { user: STUDENT });
    await screen.findByRole('heading', { name: 'Packages page for Giulia Rossi' });
    firstGesture();
    await waitFor(() => expect(loaded).toContain('student/StudentDashboard'));
    // Settled: the prefetch's load has resolved before the page is opened.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));

    expect(screen.getByRole('heading', { name: 'Student dashboard for Giulia Rossi' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Your dashboard...')).not.toBeInTheDocument();
    expect(loaded.filter((name) => name === 'student/StudentDashboard')).toHaveLength(1);
  });

  it('when a page whose code has not arrived is opened from another, then the page before stays on screen until it has, with no loading state', async () => {
    const { releaseHeld } = renderApp('/packages', { user: STUDENT, held: ['chat'] });
    await screen.findByRole('heading', { name: 'Packages page for Giulia Rossi' });

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Chat' }));

    expect(screen.getByRole('heading', { name: 'Packages page for Giulia Rossi' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    await releaseHeld();
    expect(await screen.findByRole('heading', { name: 'Chat page for Giulia Rossi' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Packages page for Giulia Rossi' })).not.toBeInTheDocument();
  });

  it("when a signed-in teacher's page has shown and she first presses a key, then her dashboard's code is fetched, not the student's", async () => {
    const { loaded } = renderApp('/chat', { user: ADMIN });
    await screen.findByRole('heading', { name: 'Chat page for Chiara Lombardi' });
    firstGesture('keydown');

    await waitFor(() => expect(loaded).toContain('admin/AdminDashboard'));
    expect(loaded).not.toContain('student/StudentDashboard');
  });

  it('when a visitor opens the student dashboard, then there is no chat widget', async () => {
    renderApp('/student-dashboard');
    await screen.findByRole('heading', { name: 'Student dashboard for a visitor' });

    expect(screen.queryByRole('button', { name: 'Chat widget' })).not.toBeInTheDocument();
  });
});

describe('nested routes', () => {
  it('when a path below the admin dashboard is opened, then the admin remote renders it, with the chat widget', async () => {
    renderApp('/admin-dashboard/bookings', { user: ADMIN });

    expect(await screen.findByRole('heading', { name: 'Admin dashboard for Chiara Lombardi' })).toBeInTheDocument();
    firstGesture();
    expect(await screen.findByRole('button', { name: 'Chat widget' })).toBeInTheDocument();
  });

  it('when a path below chat is opened by a visitor, then the chat guard still applies', async () => {
    renderApp('/chat/c1');

    expect(await screen.findByRole('heading', { name: 'Please log in to access chat' })).toBeInTheDocument();
  });

  it('when a path below a leaf page is opened, then the Lost page shows it', async () => {
    renderApp('/booking/extra', { user: STUDENT });

    expect(await screen.findByRole('heading', { name: 'Lost? This page does not exist' })).toBeInTheDocument();
  });
});

describe('static routes', () => {
  it.each(['/terms', '/privacy-policy', '/error/500', '/error/403', '/nope', '/login'])(
    'when %s is opened, then a footer leads home and to the legal pages',
    async (path) => {
      renderApp(path);

      const footer = await screen.findByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
      expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    },
  );

  it.each([
    ['/', 'Lezioni – Italian lessons online'],
    ['/login', 'Log in – Lezioni'],
    ['/terms', 'Terms of Service – Lezioni'],
    ['/nowhere', 'Page not found – Lezioni'],
  ])('when %s is opened, then the document has its own title', async (route, title) => {
    renderApp(route);

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(title);
  });

  it('when the app opens on /error/{code} with a stored message, then the message shows', async () => {
    sessionStorage.setItem('error_message', 'The teapot is busy.');
    renderApp('/error/418');

    expect(await screen.findByRole('heading', { name: '418' })).toBeInTheDocument();
    expect(screen.getByText('The teapot is busy.')).toBeInTheDocument();
    expect(sessionStorage.getItem('error_message')).toBeNull();
  });

  it.each(['/privacy-policy', '/privacy'])(
    'when %s is opened, then the privacy policy updated August 2025 shows',
    async (route) => {
      renderApp(route);

      expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('Last updated: August 2025')).toBeInTheDocument();
    },
  );

  it('when /terms is opened, then the key terms of spec §9 are stated', async () => {
    renderApp('/terms');

    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Last updated: January 2025');
    for (const term of [
      'at least 18 years',
      'at least 24 hours in advance',
      '3 months ahead',
      'expire 6 months after purchase',
      'within 14 days',
      '5 to 10 business days',
      'euros (EUR)',
      '1 credit',
    ]) {
      expect(text).toContain(term);
    }
  });

  it('when an unknown path is opened, then the Lost page shows that path', async () => {
    renderApp('/nowhere/to-be-found');

    expect(await screen.findByRole('heading', { name: 'Lost? This page does not exist' })).toBeInTheDocument();
    expect(screen.getByText('/nowhere/to-be-found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna a Casa (Go Home)' })).toHaveAttribute('href', '/');
  });
});
