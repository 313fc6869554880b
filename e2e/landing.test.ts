import type { Page } from 'playwright-core';
import { newStudent, openBrowser, registerThroughUi, type Session } from '@lezioni/local-platform/browser';
import { eventually } from '@lezioni/service-kit/testing';
import { isInViewport, visible } from '@lezioni/local-platform/wait';

const TEACHER_NAME = process.env.ADMIN_NAME!;

const ANCHORS = [
  ['about', 'About'],
  ['how-it-works', 'How It Works'],
  ['pricing', 'Pricing'],
  ['testimonials', 'Testimonials'],
] as const;

/** How far the section's heading sits below the sticky top bar's bottom edge, in pixels. */
async function headingBelowTopBar(page: Page, section: string): Promise<number> {
  const bar = await page.getByRole('banner').boundingBox();
  const heading = await page.locator(`#${section} h2`).first().boundingBox();
  return Math.round(heading!.y - (bar!.y + bar!.height));
}

/** The heading lands just under the top bar: neither hidden behind it nor a screen further down. */
async function landsUnderTopBar(page: Page, section: string): Promise<void> {
  let offset = NaN;
  await eventually(
    async () => {
      offset = await headingBelowTopBar(page, section);
      return offset >= 0 && offset <= 32;
    },
    { what: `#${section}'s heading just under the top bar` },
  ).catch((error: Error) => {
    throw new Error(`${error.message}: it sat ${offset} px below the top bar`);
  });
}

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

  it("when / is requested, then its HTML already shows the hero with the running teacher's name and names its Italian address, and the browser takes the page over without an error", async () => {
    const { page } = session;
    const html = await (await page.request.get('/', { headers: { Accept: 'text/html' } })).text();
    const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(withoutScripts).toMatch(/<h1[^>]*>Speak Italian with Confidence<\/h1>/);
    expect(withoutScripts).toContain('Book Your First Lesson');
    // The platform runs with a name of its own (e2e/support/global-setup.ts), not the build's.
    expect(withoutScripts).toContain(TEACHER_NAME);
    expect(html).toContain('<link rel="alternate" hreflang="it" href="https://lezioni.example/it/">');
    // A page that arrives whole: its one script starts the app when needed, not the app's own.
    expect(html).toMatch(/<script defer src="\/page-start\.[0-9a-f]{8}\.js" data-app-src="\/main\.js[^"]*"><\/script>/);
    expect(html).not.toMatch(/<script defer src="\/main\.js/);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Not even the 401 of GET /api/me: a browser without the session hint does not ask.
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    // Working only once hydrated: the button scrolls with a React handler.
    await page.getByRole('button', { name: 'Watch My Teaching Style' }).click();
    await eventually(() => isInViewport(page.locator('#video')), { what: 'the video section to scroll into view' });

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

    await eventually(() => isInViewport(page.locator('#video')), { what: 'the video section to scroll into view' });
  });

  it('when a top bar anchor is used, then the page scrolls to that section', async () => {
    const { page } = session;
    await page.goto('/');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();

    await eventually(() => isInViewport(page.locator('#pricing')), { what: 'the pricing section to scroll into view' });
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

  describe.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ])('on a %s', (_device, viewport) => {
    let anchors: Session;
    beforeAll(async () => (anchors = await openBrowser(viewport)));
    afterAll(() => anchors.close());

    it.each(ANCHORS)(
      'when the top bar link to #%s is used, then its heading lands just under the top bar',
      async (section, label) => {
        const { page } = anchors;
        await page.goto('/');
        await visible(page.getByRole('heading', { level: 1 }));

        if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('link', { name: label, exact: true }).first().click();

        await landsUnderTopBar(page, section);
      },
    );

    it.each(ANCHORS.map(([section]) => section))(
      'when /#%s is opened directly, then its heading lands just under the top bar',
      async (section) => {
        const { page } = anchors;
        await page.goto('about:blank');

        await page.goto(`/#${section}`);

        await visible(page.getByRole('heading', { level: 1 }));
        await landsUnderTopBar(page, section);
      },
    );

    it('when the same link is used again after scrolling away, then it lands there again', async () => {
      const { page } = anchors;
      await page.goto('/#pricing');
      await landsUnderTopBar(page, 'pricing');
      await page.evaluate(() => window.scrollTo(0, 0));

      if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();

      await landsUnderTopBar(page, 'pricing');
    });
  });
});
