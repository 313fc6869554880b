/**
 * The part of `npm run bench:web` that measures every page besides the landing page, each as the
 * role that uses it (a visitor, a new student, the teacher), with the site's own cookies in the
 * browser: how long the first visit takes here to show the page's content, Lighthouse's figures (median of LIGHTHOUSE_RUNS), and how long an in-app move between
 * two signed-in pages takes to show the next page's content.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '@lezioni/service-kit/testing';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@lezioni/local-platform/chromium';
import { LOCAL_DEFAULTS } from '@lezioni/local-platform';

type Role = 'visitor' | 'student' | 'teacher';
type Cookie = { name: string; value: string; url: string; httpOnly: boolean; sameSite: 'Lax' | 'Strict' | 'None' };

/**
 * Every page of the product, as the role that uses it. The lesson room's id is no lesson, the
 * student's page's no student: their notices.
 */
export const PAGES: { path: string; role: Role }[] = [
  // The landing page in Italian (its English twin, `/`, is measured on its own, in detail).
  { path: '/it/', role: 'visitor' },
  { path: '/login', role: 'visitor' },
  { path: '/register', role: 'visitor' },
  { path: '/forgot-password', role: 'visitor' },
  { path: '/reset-password', role: 'visitor' },
  { path: '/privacy-policy', role: 'visitor' },
  { path: '/terms', role: 'visitor' },
  { path: '/error/500', role: 'visitor' },
  { path: '/no-such-page', role: 'visitor' },
  { path: '/student-dashboard', role: 'student' },
  { path: '/booking', role: 'student' },
  { path: '/packages', role: 'student' },
  { path: '/book-lesson', role: 'student' },
  { path: '/chat', role: 'student' },
  { path: '/progress', role: 'student' },
  { path: '/materials', role: 'student' },
  { path: '/review', role: 'student' },
  { path: '/lesson/00000000-0000-4000-8000-000000000000', role: 'student' },
  { path: '/admin-dashboard', role: 'teacher' },
  { path: '/admin-dashboard/students', role: 'teacher' },
  { path: '/admin-dashboard/students/00000000-0000-4000-8000-000000000000', role: 'teacher' },
  { path: '/admin-dashboard/materials', role: 'teacher' },
  { path: '/admin-dashboard/schedule', role: 'teacher' },
  { path: '/admin-dashboard/messages', role: 'teacher' },
  { path: '/admin-dashboard/payments', role: 'teacher' },
  { path: '/chat', role: 'teacher' },
];

/** In-app moves between two signed-in pages, the first page fully loaded and idle. */
export const MOVES: { from: string; to: string; role: Role }[] = [
  { from: '/student-dashboard', to: '/chat', role: 'student' },
  { from: '/student-dashboard', to: '/booking', role: 'student' },
  { from: '/chat', to: '/student-dashboard', role: 'student' },
  { from: '/admin-dashboard', to: '/chat', role: 'teacher' },
  { from: '/admin-dashboard', to: '/admin-dashboard/payments', role: 'teacher' },
  { from: '/student-dashboard', to: '/materials', role: 'student' },
  { from: '/admin-dashboard', to: '/admin-dashboard/students', role: 'teacher' },
];

/**
 * Whether the page shows its content: a visible <h1> and nothing visible that says it is still
 * loading (the shell's spinner, the kit's spinners, the HTML's and the admin figures' skeletons).
 */
const BUSY = '.shell-spinner, .lz-spinner, [data-skeleton]';
// Inner functions stay anonymous: tsx would wrap named ones in a helper the page lacks.
const showsContent = ([busy, path]: readonly [string, string | null]) =>
  (path === null || location.pathname === path) &&
  [...document.querySelectorAll('h1')].some((heading) => heading.getClientRects().length > 0) &&
  ![...document.querySelectorAll(busy)].some((element) => element.getClientRects().length > 0);

/** Resolves once the page (at `path`, when given) shows its content. */
const contentShown = (page: Page, path: string | null = null) =>
  page.waitForFunction(showsContent, [BUSY, path] as const, { polling: 'raf', timeout: 30_000 });

function cookiesOf(answer: Response, baseUrl: string): Cookie[] {
  return answer.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const [name, ...value] = pair!.split('=');
    const sameSite = attributes.find((a) => /^samesite=/i.test(a))?.split('=')[1] ?? 'Lax';
    return {
      name: name!,
      value: value.join('='),
      url: baseUrl,
      httpOnly: attributes.some((a) => /^httponly$/i.test(a)),
      sameSite: (sameSite[0]!.toUpperCase() + sameSite.slice(1).toLowerCase()) as Cookie['sameSite'],
    };
  });
}

/** The cookies each role's browser holds: a visitor none, a newly registered student, the teacher. */
export async function signInRoles(baseUrl: string): Promise<Record<Role, Cookie[]>> {
  const post = async (route: string, body: unknown) => {
    const answer = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`POST ${route}: ${answer.status} ${await answer.text()}`);
    return cookiesOf(answer, baseUrl);
  };
  const student = await post('/api/register', {
    name: 'Bench Student',
    email: `bench.${Date.now()}@example.com`,
    password: 'Bench2025x',
  });
  const teacher = await post('/api/login', {
    email: process.env.ADMIN_EMAIL ?? LOCAL_DEFAULTS.ADMIN_EMAIL,
    password: process.env.ADMIN_PASSWORD ?? LOCAL_DEFAULTS.ADMIN_PASSWORD,
  });
  return { visitor: [], student, teacher };
}

/** A headless Chromium others can drive through its DevTools port (Lighthouse), closed by `close`. */
async function launchChromium(
  extraFlags: string[] = [],
): Promise<{ browser: Browser; port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'lezioni-bench-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      ...extraFlags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    // Its own process group, so closing it ends its helper processes too.
    { stdio: 'ignore', detached: true },
  );
  let browser: Browser | undefined;
  for (let attempt = 0; !browser; attempt += 1) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch((error: unknown) => {
      if (attempt > 50) throw error;
      return new Promise<undefined>((resolve) => setTimeout(resolve, 100));
    });
  }
  return {
    browser,
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      }
      // Its helper processes may still be writing their last files for a moment.
      await rm(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** Runs `measure` in a fresh Chromium (with `extraFlags`) whose default context holds `cookies` (empty cache). */
export async function withSignedInChromium<T>(
  cookies: Parameters<BrowserContext['addCookies']>[0],
  measure: (context: BrowserContext, port: number) => Promise<T>,
  extraFlags: string[] = [],
): Promise<T> {
  const chromiumProcess = await launchChromium(extraFlags);
  try {
    const context = chromiumProcess.browser.contexts()[0]!;
    await context.addCookies(cookies);
    return await measure(context, chromiumProcess.port);
  } finally {
    await chromiumProcess.close();
  }
}

export type FirstVisit = { contentMs: number };

// Run in the page before its own scripts: records when its DOM first shows content, checked on each
// change of the DOM, so a page whose HTML carries its content counts from its HTML, not from the
// first animation frame its scripts leave free.
const WATCH_FOR_CONTENT = `(() => {
  const showsContent = ${showsContent.toString()};
  const observer = new MutationObserver(() => {
    if (!showsContent([${JSON.stringify(BUSY)}, null])) return;
    window.lzContentAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** A first visit with an empty cache: when the page first showed its content (ms from the navigation's start, on this machine). */
export async function measureFirstVisit(page: Page, url: string): Promise<FirstVisit> {
  await page.addInitScript({ content: WATCH_FOR_CONTENT });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => 'lzContentAt' in window, undefined, { timeout: 30_000 });
  return { contentMs: await page.evaluate(() => (window as unknown as { lzContentAt: number }).lzContentAt) };
}

/**
 * An in-app move: `from` loaded, the pointer moved over it and left idle (what it prefetches, it
 * has), then the router goes to `to` as a link would; milliseconds until `to` shows its content.
 */
export async function measureMove(page: Page, baseUrl: string, from: string, to: string): Promise<number> {
  await page.goto(`${baseUrl}${from}`, { waitUntil: 'networkidle' });
  await contentShown(page);
  // A visitor's pointer crosses the page on its way to the link: the first gesture, after which the
  // shell prefetches the likely next pages.
  await page.mouse.move(10, 10);
  await page.mouse.move(20, 20);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
  const startedAt = await page.evaluate((target) => {
    const at = performance.now();
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
    return at;
  }, to);
  await contentShown(page, to);
  return (await page.evaluate(() => performance.now())) - startedAt;
}
