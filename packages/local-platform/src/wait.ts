import { PAGE_HYDRATED_EVENT } from '@lezioni/contracts/constants';
import type { BrowserContext, Locator, Page } from 'playwright-core';

const TIMEOUT_MS = 10_000;

/** Waits until the element is visible; playwright-core has no `expect`, so tests wait explicitly. */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  return locator;
}

export async function hidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
}

export function isInViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  });
}

// The platform syncs the calendar every 2 s in these tests; pages poll every 60 s, so a test reloads.
const SYNC_WAIT_MS = 20_000;

/**
 * Reloads `page` until `locator` shows `text`: for data that reaches the pages on the next sync.
 * After each load it gives the page a few seconds to show it: a table may draw its header before
 * its rows have arrived.
 */
export async function reloadUntil(page: Page, locator: Locator, text: string | RegExp): Promise<void> {
  const deadline = Date.now() + SYNC_WAIT_MS;
  for (;;) {
    const isShown = await locator
      .filter({ hasText: text })
      .first()
      .waitFor({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (isShown) return;
    if (Date.now() > deadline) {
      const shown = await locator.innerText({ timeout: 1_000 }).catch(() => '');
      throw new Error(`timed out waiting for ${String(text)}; last seen: ${shown}`);
    }
    await page.reload();
  }
}

/** Where a document notes that its app has taken it over (noteHydration). */
const HYDRATED_MARK = '__lezioniHydrated';

/**
 * Has every document of `context` note when its app has taken it over, which may come before a
 * test looks: a pointer resting where a page loads is a gesture too (Chromium moves it again).
 */
export async function noteHydration(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ event, mark }) =>
      document.addEventListener(event, () => Object.assign(window, { [mark]: true }), { once: true }),
    { event: PAGE_HYDRATED_EVENT, mark: HYDRATED_MARK },
  );
}

/**
 * A prerendered page (the landing, sign-in and legal pages) loads its app at the visitor's first
 * gesture: moves the pointer over it and resolves once the app has taken the page over.
 */
export async function hydrateByGesture(page: Page): Promise<void> {
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 6);
  await appTookOver(page);
}

/** Resolves once the app has taken over the page that arrived (a signed-in page's starts by itself). */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction((mark) => mark in window, HYDRATED_MARK, { timeout: TIMEOUT_MS });
}
