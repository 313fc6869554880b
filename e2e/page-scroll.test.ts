import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './support/browser';
import { eventually, hydrateByGesture, visible } from './support/wait';

const scrollYOf = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls to the page's end, as a reader would, and returns where it stopped. */
async function scrollToEnd(page: Page): Promise<number> {
  await page.mouse.wheel(0, 100_000);
  let y = -1;
  await eventually(async () => {
    const now = await scrollYOf(page);
    const isSettled = now > 0 && now === y;
    y = now;
    return isSettled;
  }, 'the page to scroll down');
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

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy-policy');
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));

    expect(await scrollYOf(page)).toBe(0);

    await page.goBack();
    await visible(page.getByRole('heading', { level: 1, name: 'Terms of Service' }));
    await eventually(async () => Math.abs((await scrollYOf(page)) - left) <= 1, `the terms back at ${left}`);

    await page.goForward();
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
    await eventually(async () => (await scrollYOf(page)) === 0, 'the privacy policy back at its top');
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

  it('when a visitor leaves the landing page from its pricing section and comes Back, then the pricing heading is just under the top bar again', async () => {
    const { page } = session;
    await page.goto('/#pricing');
    const heading = page.locator('#pricing h2').first();
    const headingTop = async () => {
      const bar = await page.getByRole('banner').boundingBox();
      const box = await heading.boundingBox();
      return Math.round(box!.y - (bar!.y + bar!.height));
    };
    await eventually(async () => {
      const top = await headingTop();
      return top >= 0 && top <= 32;
    }, 'the pricing heading under the top bar');

    if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).filter({ visible: true }).click();
    await page.waitForURL('**/login');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));
    expect(await scrollYOf(page)).toBe(0);

    await page.goBack();
    await eventually(async () => {
      const top = await headingTop();
      return top >= 0 && top <= 32;
    }, 'the pricing heading under the top bar after Back');
  });
});
