import type { Page } from 'playwright-core';
import { openBrowser, type Session } from '@lezioni/local-platform/browser';
import { eventually } from '@lezioni/service-kit/testing';
import { appTookOver, hydrateByGesture, visible } from '@lezioni/local-platform/wait';

const scrollYOf = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Waits for the page to be back at `left`; when it is not, says where it is and who placed it, so a
 * failure on CI tells the browser's restoration from the app's.
 */
async function backAt(page: Page, left: number): Promise<void> {
  try {
    await eventually(async () => Math.abs((await scrollYOf(page)) - left) <= 1, { what: `the terms back at ${left}` });
  } catch (error) {
    const state = await page.evaluate(() => ({
      scrollY: window.scrollY,
      scrollRestoration: history.scrollRestoration,
      height: document.documentElement.scrollHeight,
      navigation: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
      hydrated: '__lezioniHydrated' in window,
    }));
    throw new Error(`${(error as Error).message}; the page: ${JSON.stringify(state)}`);
  }
}

/** Scrolls to the page's end, as a reader would, and returns where it stopped. */
async function scrollToEnd(page: Page): Promise<number> {
  await page.mouse.wheel(0, 100_000);
  let y = -1;
  await eventually(
    async () => {
      const now = await scrollYOf(page);
      const isSettled = now > 0 && now === y;
      y = now;
      return isSettled;
    },
    { what: 'the page to scroll down' },
  );
  return y;
}

/** Moves between pages keep no other page's scroll (issue 48): a new page opens at its top, Back returns. */
describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
])('moving between pages on a %s', (_device, viewport) => {
  let session: Session;
  beforeAll(async () => (session = await openBrowser(viewport)));
  afterAll(() => session.close());

  it('when a visitor scrolls down the terms and follows a link, then the next page opens at its top, and Back returns to where the terms were left', async () => {
    const { page } = session;
    await page.goto('/terms');
    await visible(page.getByRole('heading', { level: 1, name: 'Terms of Service' }));
    const left = await scrollToEnd(page);
    // The wheel started the app: the link is followed by it (a link followed before it has the page
    // is a whole page load, the next test's case).
    await appTookOver(page);

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy-policy');
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));

    expect(await scrollYOf(page)).toBe(0);

    await page.goBack();
    await visible(page.getByRole('heading', { level: 1, name: 'Terms of Service' }));
    await backAt(page, left);

    await page.goForward();
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
    await eventually(async () => (await scrollYOf(page)) === 0, { what: 'the privacy policy back at its top' });
  });

  it('when a visitor leaves the scrolled terms by a whole page load and comes Back, then the terms are where they were left, before the app starts again', async () => {
    const { page } = session;
    await page.goto('/terms');
    await visible(page.getByRole('heading', { level: 1, name: 'Terms of Service' }));
    await hydrateByGesture(page);
    const left = await scrollToEnd(page);

    // A link the app did not take: another site's, or one of ours followed while the app was still
    // starting (CI once clicked the footer's Privacy Policy just then).
    await page.evaluate(() => window.location.assign('/privacy-policy'));
    await page.waitForURL('**/privacy-policy');
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));

    await page.goBack();
    await visible(page.getByRole('heading', { level: 1, name: 'Terms of Service' }));
    await backAt(page, left);
  });

  it('when a visitor comes to the terms anew, then they open at their top, wherever this tab left them before', async () => {
    const { page } = session;
    const heading = page.getByRole('heading', { level: 1, name: 'Terms of Service' });
    await page.goto('/terms');
    await visible(heading);
    await scrollToEnd(page);
    await page.goto('/login');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));

    // A new visit (a typed address, a link from elsewhere), not Back nor a reload.
    await page.goto('/terms');
    await visible(heading);
    await hydrateByGesture(page);

    expect(await scrollYOf(page)).toBe(0);
  });

  it('when a visitor follows a link while the landing page still glides to a section, then the next page opens at its top', async () => {
    const { page } = session;
    await page.goto('/');
    await hydrateByGesture(page);
    const openMenu = () => viewport.width < 768 && page.getByRole('button', { name: 'Open menu' }).click();
    await openMenu();
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).filter({ visible: true }).click();
    await eventually(async () => (await scrollYOf(page)) > 200, { what: 'the landing page on its way to pricing' });

    await openMenu();
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).filter({ visible: true }).click();
    await page.waitForURL('**/login');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));

    // The glide, cut short, once left the login page where it had got to (10 to 72 px down).
    await eventually(async () => (await scrollYOf(page)) === 0, { what: 'the login page at its top' });
  });

  it('when a visitor leaves the landing page from its pricing section and comes Back, then the pricing heading is just under the top bar again', async () => {
    const { page } = session;
    await page.goto('/#pricing');
    const heading = page.locator('#pricing h2').first();
    const headingTop = async () => {
      const bar = await page.getByRole('banner').boundingBox();
      const box = await heading.boundingBox();
      return Math.round(box!.y - (bar!.y + bar!.height));
    };
    await eventually(
      async () => {
        const top = await headingTop();
        return top >= 0 && top <= 32;
      },
      { what: 'the pricing heading under the top bar' },
    );

    if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).filter({ visible: true }).click();
    await page.waitForURL('**/login');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));
    expect(await scrollYOf(page)).toBe(0);

    await page.goBack();
    await eventually(
      async () => {
        const top = await headingTop();
        return top >= 0 && top <= 32;
      },
      { what: 'the pricing heading under the top bar after Back' },
    );
  });
});
