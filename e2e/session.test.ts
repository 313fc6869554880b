import {
  ADMIN,
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { PRERENDERED_PAGES, SERVER_ANSWERS_ID, START_SCRIPTS_ID, pageRemoteOf } from '@lezioni/contracts';
import { seriousAxeViolations } from './support/axe';
import { hidden, visible } from '@lezioni/local-platform/wait';

describe('sign-in, dashboards and guards', () => {
  let session: Session;
  beforeEach(async () => (session = await openBrowser()));
  afterEach(() => session.close());

  it('when a visitor registers, then they are welcomed by name on the student dashboard with empty lessons', async () => {
    const { page } = session;
    const student = newStudent();

    await registerThroughUi(page, student);

    await visible(page.getByRole('heading', { name: `Ciao, ${student.name.split(' ')[0]}!` }));
    await visible(page.getByText(`Welcome, ${student.name}!`));
    await visible(page.getByText('No upcoming lessons'));
    await visible(page.getByText('No lessons completed yet'));
    await visible(page.getByRole('link', { name: 'Book Your First Lesson' }));
  });

  it('when a student logs out, then they land on /login signed out, and the dashboard asks to log in again', async () => {
    const { page } = session;
    await registerThroughUi(page, newStudent());
    await visible(page.getByText('No upcoming lessons'));
    const topBar = page.getByRole('navigation', { name: 'Main' });
    const signedInCalls: string[] = [];
    const signedOut = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/logout');

    await topBar.getByRole('button', { name: 'Logout' }).click();
    // From the moment the session has ended (the widget's first poll may come just before it).
    await signedOut;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(my-bookings|my-credits|conversations)/.test(pathname)) signedInCalls.push(pathname);
    });

    await page.waitForURL('**/login');
    await visible(topBar.getByRole('link', { name: 'Get Started' }));
    await page.waitForLoadState('networkidle');
    // The dashboard's data is not asked for again once signed out (it would only earn 401s).
    expect(signedInCalls).toEqual([]);
    page.removeAllListeners('request');
    await page.goto('/student-dashboard');
    await visible(page.getByRole('heading', { name: 'Please log in to access your dashboard' }));
  });

  it('when the teacher logs in, then the admin dashboard opens', async () => {
    const { page } = session;

    await logInThroughUi(page, ADMIN.email, ADMIN.password);

    await page.waitForURL('**/admin-dashboard');
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Dashboard' })
        .getAttribute('href'),
    ).toBe('/admin-dashboard');
  });

  it('when a signed-in student or the teacher opens a page, then it arrives rendered with the answers it starts with, and the browser asks for none of them again', async () => {
    const { page } = session;
    /**
     * Opens `path` in a new tab of the same browser (no earlier page there still asking for its own
     * data): whether it arrived rendered, which of the answers it starts with the browser asked for
     * again, how often each answer its Link header preloads was asked for, and how often the
     * scripts it lists for after its first paint were fetched (each once: the preload is used).
     */
    const opening = async (path: string, heading: string) => {
      const tab = await page.context().newPage();
      const asked: string[] = [];
      tab.on('request', (request) => asked.push(new URL(request.url()).pathname));
      const answer = await tab.goto(path);
      const html = await answer!.text();
      await visible(tab.getByRole('heading', { level: 1, name: heading }));
      await tab.waitForLoadState('networkidle');
      const link = (await answer!.headerValue('link')) ?? '';
      await tab.close();
      const preloaded = [...link.matchAll(/<([^>]+)>; rel=preload; as=fetch/g)].map(([, url]) => url!);
      const startsWith = ['/api/config', '/api/me', ...(pageRemoteOf(path)?.answers ?? [])];
      const listed = new RegExp(`id="${START_SCRIPTS_ID}">([^<]*)<`).exec(html)?.[1];
      const startScripts = listed ? (JSON.parse(listed) as string[]) : [];
      return {
        isRendered: html.includes(`id="${SERVER_ANSWERS_ID}"`),
        askedAgain: asked.filter((pathname) => startsWith.includes(pathname)),
        preloadedCounts: preloaded.map((url) => asked.filter((pathname) => pathname === url).length),
        startScriptFetches: [
          ...new Set(startScripts.map((url) => asked.filter((pathname) => pathname === url).length)),
        ],
      };
    };

    await registerThroughUi(page, newStudent());
    await visible(page.getByText('No upcoming lessons'));
    expect(await opening('/packages', 'Lesson Packages')).toEqual({
      isRendered: true,
      askedAgain: [],
      preloadedCounts: [],
      startScriptFetches: [1],
    });
    // A page showing a refused answer too: the browser does not ask again for what the server was refused.
    expect(await opening('/lesson/00000000-0000-4000-8000-000000000000', 'Access restricted')).toEqual({
      isRendered: true,
      askedAgain: [],
      preloadedCounts: [],
      startScriptFetches: [1],
    });
    await page.context().clearCookies();
    await logInThroughUi(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin-dashboard');
    expect(await opening('/admin-dashboard/payments', 'Admin Dashboard')).toEqual({
      isRendered: true,
      askedAgain: [],
      preloadedCounts: [],
      startScriptFetches: [1],
    });
  });

  it('when the password is wrong, then the Login Failed toast shows and the page stays', async () => {
    const { page } = session;

    await logInThroughUi(page, ADMIN.email, 'not-the-password');

    await visible(page.getByRole('alert').filter({ hasText: 'Login Failed' }));
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('when a visitor opens guarded pages, then each shows its sign-in prompt', async () => {
    const { page } = session;

    await page.goto('/chat');
    await visible(page.getByRole('heading', { name: 'Please log in to access chat' }));
    await page.goto('/booking');
    await visible(page.getByRole('heading', { name: 'Please Log In to Book' }));
    await page.goto('/admin-dashboard');
    await visible(page.getByRole('heading', { name: 'Access denied. Admin privileges required.' }));
  });

  it('when a student opens the admin dashboard, then access is denied and Go Home leads to /', async () => {
    const { page } = session;
    await registerThroughUi(page, newStudent());

    await page.goto('/admin-dashboard');
    await visible(page.getByRole('heading', { name: 'Access denied. Admin privileges required.' }));
    await page.getByRole('link', { name: 'Go Home' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await hidden(page.getByRole('heading', { name: 'Access denied. Admin privileges required.' }));
  });

  it('when an unknown path is opened, then the Lost page shows that path', async () => {
    const { page } = session;

    await page.goto('/lezioni/che/non/esistono');

    await visible(page.getByRole('heading', { name: 'Lost? This page does not exist' }));
    await visible(page.getByText('/lezioni/che/non/esistono'));
    await page.getByRole('link', { name: 'Torna a Casa (Go Home)' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
  it('when a visitor types and presses Enter on /login before the app has loaded, then they are signed in and the password is in no address', async () => {
    const { page } = session;
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    // The app's entry is held back until the visitor has typed and submitted.
    let releaseApp!: () => void;
    const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
    let appAsked!: () => void;
    const appWasAsked = new Promise<void>((resolve) => (appAsked = resolve));
    await page.route(/\/main\.js/, async (route) => {
      appAsked();
      await appReleased;
      await route.continue();
    });

    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await appWasAsked;
    const addressBeforeApp = page.url();
    releaseApp();

    await page.waitForURL('**/admin-dashboard');
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    expect(addressBeforeApp).toMatch(/\/login$/);
    expect(addresses.filter((url) => /[?&](email|password)=/.test(url) || url.includes(ADMIN.password))).toEqual([]);
    page.removeAllListeners('request');
    await page.unrouteAll();
  });

  it('when a visitor opens a sign-in screen or a legal page, then it shows before any app script runs, and axe finds nothing serious', async () => {
    const { page } = session;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The app never runs: what shows is the HTML and its one start script.
    await page.route(/\/main\.js/, (route) => route.abort());
    const headings: Record<string, string> = {
      '/login': 'Welcome Back',
      '/register': 'Create Your Account',
      '/forgot-password': 'Forgot Password?',
      '/reset-password': 'Set a New Password',
      '/privacy-policy': 'Privacy Policy',
      '/terms': 'Terms of Service',
    };

    for (const { path } of PRERENDERED_PAGES.filter((page) => page.path !== '/')) {
      scripts.length = 0;
      await page.goto(`${path}${path === '/reset-password' ? '#token=from-the-mail' : ''}`);
      await visible(page.getByRole('heading', { level: 1, name: headings[path] }));
      expect({ path, scripts: scripts.map((script) => script.replace(/\.[0-9a-f]{8}\.js$/, '.js')) }).toEqual({
        path,
        scripts: ['/page-start.js'],
      });
      expect({ path, violations: await seriousAxeViolations(page) }).toEqual({ path, violations: [] });
    }
    page.removeAllListeners('request');
    await page.unrouteAll();
  });
});
