import { newStudent, openBrowser, registerThroughUi, type Session } from './support/browser';
import { eventually, isInViewport, visible } from './support/wait';

describe('landing page', () => {
  let session: Session;
  beforeAll(async () => (session = await openBrowser()));
  afterAll(() => session.close());

  it('when a visitor opens /, then the sections, top bar anchors and visitor actions are there', async () => {
    const { page } = session;
    await page.goto('/');

    expect(await (await visible(page.getByRole('heading', { level: 1 }))).textContent()).toContain(
      'Speak Italian with Confidence',
    );
    for (const section of ['about', 'how-it-works', 'pricing', 'testimonials']) {
      expect(await page.locator(`#${section}`).count()).toBe(1);
    }
    const topBar = page.getByRole('navigation', { name: 'Main' });
    for (const anchor of ['About', 'How It Works', 'Pricing', 'Testimonials']) {
      expect(await (await visible(topBar.getByRole('link', { name: anchor }))).getAttribute('href')).toMatch(/^#/);
    }
    expect(await topBar.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/register');
    expect(await topBar.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await visible(page.getByText('4.9/5').first());
  });

  it('when / is requested, then its HTML already shows the hero, and the browser takes the page over without an error', async () => {
    const { page } = session;
    const html = await (await page.request.get('/', { headers: { Accept: 'text/html' } })).text();
    const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(withoutScripts).toMatch(/<h1[^>]*>Speak Italian with Confidence<\/h1>/);
    expect(withoutScripts).toContain('Book Your First Lesson');

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Not even the 401 of GET /api/me: a browser without the session hint does not ask.
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    // Working only once hydrated: the button scrolls with a React handler.
    await page.getByRole('button', { name: 'Watch My Teaching Style' }).click();
    await eventually(() => isInViewport(page.locator('#video')), 'the video section to scroll into view');

    expect(errors).toEqual([]);
    page.removeAllListeners('pageerror');
    page.removeAllListeners('console');
  });

  it('when an unknown path is opened, then it answers 404 and shows the Lost page', async () => {
    const { page } = session;

    const response = await page.goto('/nope');

    expect(response?.status()).toBe(404);
    await visible(page.getByRole('heading', { name: 'Lost? This page does not exist' }));
    expect(await page.title()).toBe('Page not found – Lezioni');
  });

  it('when a visitor uses the calls to action, then each leads to /register', async () => {
    const { page } = session;
    const main = page.getByRole('main');
    const ctas = [
      main.getByRole('link', { name: 'Book Your First Lesson' }).first(),
      main.getByRole('link', { name: 'Schedule Your Lesson' }),
      ...['Book a Lesson', 'Choose 5 Lessons', 'Choose 10 Lessons'].map((name) =>
        page.locator('#pricing').getByRole('link', { name }),
      ),
    ];

    for (const cta of ctas) {
      await page.goto('/');
      await cta.click();
      await page.waitForURL('**/register');
      await visible(page.getByRole('heading', { name: 'Create Your Account' }));
    }
  });

  it('when a visitor presses Watch My Teaching Style, then the page scrolls to the video', async () => {
    const { page } = session;
    await page.goto('/');

    await page.getByRole('button', { name: 'Watch My Teaching Style' }).click();

    await eventually(() => isInViewport(page.locator('#video')), 'the video section to scroll into view');
  });

  it('when a top bar anchor is used, then the page scrolls to that section', async () => {
    const { page } = session;
    await page.goto('/');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();

    await eventually(() => isInViewport(page.locator('#pricing')), 'the pricing section to scroll into view');
  });

  it('when a student is signed in, then booking calls lead to /booking and pricing to /packages', async () => {
    const { page } = session;
    await registerThroughUi(page, newStudent());

    const expectations: [() => Promise<void>, string, string][] = [
      [
        () => page.getByRole('main').getByRole('link', { name: 'Book Your First Lesson' }).first().click(),
        '**/booking',
        // A student with no lesson yet is welcomed to their first (spec §2).
        'Book Your First Lesson',
      ],
      [
        () => page.getByRole('main').getByRole('link', { name: 'Schedule Your Lesson' }).click(),
        '**/booking',
        'Book Your First Lesson',
      ],
      [
        () => page.locator('#pricing').getByRole('link', { name: 'Choose 5 Lessons' }).click(),
        '**/packages',
        'Lesson Packages',
      ],
    ];
    for (const [click, url, heading] of expectations) {
      await page.goto('/');
      await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }));
      await click();
      await page.waitForURL(url);
      await visible(page.getByRole('heading', { name: heading }));
    }
  });
});
