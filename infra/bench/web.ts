/**
 * `npm run bench:web`: what the landing page costs a first-time visitor, measured in headless
 * Chromium against a running platform (BENCH_URL, default http://localhost:8080; start it with
 * `npm start`). Prints the JavaScript transferred (and its gzip size) on the first load and then at the
 * visitor's first interaction (the landing page starts its app then), whether the hero is in the HTML
 * `/` sends, how long the first interaction takes to a hydrated page (here and as a slow phone), and the median of LIGHTHOUSE_RUNS Lighthouse runs (mobile defaults; single runs vary by
 * about ±10 points here). A benchmark, never a test: numbers vary with the machine and its load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { pageStatusOf } from '@lezioni/contracts';
import { PAGE_HYDRATED_EVENT } from '@lezioni/contracts/constants';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@lezioni/local-platform/chromium';
import {
  LIGHTHOUSE_RUNS,
  bestPracticesOf,
  formatMetric,
  median,
  medianByBlocking,
  METRICS,
  printMainThread,
  runLighthouse,
} from './lighthouse';
import { MOVES, PAGES, measureFirstVisit, measureMove, signInRoles, withSignedInChromium } from './web-pages';

const BASE_URL = process.env.BENCH_URL ?? 'http://localhost:8080';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type ScriptCost = { url: string; transferredBytes: number; gzipBytes: number };

type JavaScriptCost = { firstLoad: ScriptCost[]; atFirstInteraction: ScriptCost[] };

/** Runs `measure` on a page of a fresh headless Chromium (empty cache, no cookies), closed afterwards. */
async function withFreshPage<T>(measure: (page: Page) => Promise<T>): Promise<T> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'lezioni-bench-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    return await measure(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Resolves with `performance.now()` in the page when the landing page says it is hydrated. */
const whenHydrated = (page: Page) =>
  page.evaluate(
    (event) =>
      new Promise<number>((resolve) =>
        document.addEventListener(event, () => resolve(performance.now()), { once: true }),
      ),
    PAGE_HYDRATED_EVENT,
  );

// A pointer moving over the page: any visitor's first gesture, which starts the app.
const firstGesture = (page: Page) => page.mouse.move(20, 300);

async function measureJavaScript(): Promise<JavaScriptCost> {
  return withFreshPage(async (page) => {
    const scripts: ScriptCost[] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const response = await request.response();
          const body = response ? await response.body() : Buffer.alloc(0);
          const sizes = await request.sizes();
          scripts.push({
            url: request.url().replace(BASE_URL, ''),
            transferredBytes: sizes.responseBodySize + sizes.responseHeadersSize,
            gzipBytes: gzipSync(body).length,
          });
        })(),
      );
    });
    await page.goto(BASE_URL, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await Promise.all(pending);
    const firstLoad = scripts.splice(0);
    const hydrated = whenHydrated(page);
    await firstGesture(page);
    await hydrated;
    await Promise.all(pending);
    const bySize = (list: ScriptCost[]) => list.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { firstLoad: bySize(firstLoad), atFirstInteraction: bySize(scripts) };
  });
}

/**
 * Milliseconds from the visitor's first gesture to the hydrated page (the app fetched, run and
 * hydrated), with an empty cache: on this machine as it is, or as Lighthouse's slow phone
 * (4× slower CPU, 1.6 Mbps down, 750 Kbps up, 150 ms round trips) through the DevTools protocol.
 */
async function measureTimeToHydrated(asSlowPhone: boolean): Promise<number> {
  return withFreshPage(async (page) => {
    if (asSlowPhone) {
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    await page.goto(BASE_URL, { waitUntil: 'load' });
    const hydratedAt = whenHydrated(page);
    const gestureAt = await page.evaluate(() => performance.now());
    await firstGesture(page);
    return (await hydratedAt) - gestureAt;
  });
}

function printScripts(title: string, scripts: ScriptCost[]): void {
  console.log(`${title} (${scripts.length} files)`);
  for (const script of scripts)
    console.log(
      `  ${kb(script.gzipBytes).padStart(9)} gzip  ${kb(script.transferredBytes).padStart(9)} sent  ${script.url}`,
    );
  const total = (key: keyof Omit<ScriptCost, 'url'>) => scripts.reduce((sum, script) => sum + script[key], 0);
  console.log(`  total: ${kb(total('gzipBytes'))} gzip, ${kb(total('transferredBytes'))} transferred as served`);
}

/** Whether the HTML `/` sends shows the hero by itself: its <h1> and its call to action, outside scripts. */
async function heroInHtml(): Promise<boolean> {
  const html = await (await fetch(BASE_URL, { headers: { Accept: 'text/html' } })).text();
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return /<h1[\s>]/.test(withoutScripts) && withoutScripts.includes('Book Your First Lesson');
}

async function measureLanding(): Promise<void> {
  const { firstLoad, atFirstInteraction } = await measureJavaScript();
  printScripts(`Landing page JavaScript at ${BASE_URL}, first load`, firstLoad);
  printScripts('\nMore at the first interaction (the app starts)', atFirstInteraction);
  console.log(`\nHero (<h1> and "Book Your First Lesson") in the HTML of /: ${(await heroInHtml()) ? 'yes' : 'no'}`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log('First gesture to hydrated page, empty cache:');
  console.log(`  this machine: ${seconds(await measureTimeToHydrated(false))}`);
  console.log(`  as a slow phone (4x CPU, 1.6 Mbps, 150 ms RTT): ${seconds(await measureTimeToHydrated(true))}`);

  const runs = await runLighthouse(BASE_URL);
  if (!runs.length) return;
  console.log(`\nLighthouse, median of ${runs.length} runs (each run in brackets)`);
  console.log(`  Performance score: ${median(runs.map((r) => r.score))}  [${runs.map((r) => r.score).join(', ')}]`);
  console.log(`  Best practices: ${bestPracticesOf(runs)}`);
  for (const name of Object.keys(METRICS)) {
    const values = runs.map((r) => r.metrics[name]!);
    const each = values.map((value) => formatMetric(name, value)).join(', ');
    console.log(`  ${name}: ${formatMetric(name, median(values))}  [${each}]`);
  }
  printMainThread(medianByBlocking(runs), BASE_URL);
}

/**
 * Every other page as its role: the first visit's scripts and time to content (this machine, empty
 * cache), Lighthouse's medians, then the in-app moves. One table row per page, printed as it comes.
 */
async function measurePages(only: string[] | undefined): Promise<void> {
  const cookies = await signInRoles(BASE_URL);
  const pages = PAGES.filter((page) => !only || only.includes(page.path));
  const columns = ['page', 'role', 'content here', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS in run', 'best practices'];
  console.log(`\nEvery page, Lighthouse median of ${LIGHTHOUSE_RUNS} runs (mobile, simulated slow phone)`);
  console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => ' --- |').join('')}`);
  for (const { path: pagePath, role } of pages) {
    const url = `${BASE_URL}${pagePath}`;
    const firstVisit = await withSignedInChromium(cookies[role], async (context) =>
      measureFirstVisit(await context.newPage(), url),
    );
    // LIGHTHOUSE_RUNS=0 takes the quick figures only.
    // Lighthouse refuses a page answered with an error status (the error pages, 404): quick figures only.
    const runs =
      LIGHTHOUSE_RUNS && pageStatusOf(pagePath) < 400
        ? await withSignedInChromium(cookies[role], (_context, port) => runLighthouse(url, port))
        : [];
    const medianOf = (values: number[]) => (values.length ? median(values) : Number.NaN);
    const metric = (name: string) => formatMetric(name, medianOf(runs.map((r) => r.metrics[name]!)));
    const scores = runs.map((r) => r.score);
    const row = [
      pagePath.replace(/[0-9a-f-]{36}$/, ':id'),
      role,
      `${Math.round(firstVisit.contentMs)} ms`,
      scores.length ? `${medianOf(scores)} [${scores.join(', ')}]` : '–',
      metric('First Contentful Paint'),
      metric('Largest Contentful Paint'),
      metric('Total Blocking Time'),
      metric('Cumulative Layout Shift'),
      runs.length ? kb(medianOf(runs.map((r) => r.scriptBytes ?? 0))) : '–',
      bestPracticesOf(runs),
    ];
    console.log(`| ${row.join(' | ')} |`);
    // BENCH_DETAIL=1: where each page's blocking time came from.
    if (process.env.BENCH_DETAIL && runs.length) printMainThread(medianByBlocking(runs), BASE_URL);
  }
  if (only && !only.includes('moves')) return;
  console.log(
    `\nIn-app moves, the first page loaded and idle, empty cache before it (this machine; ${MOVE_RUNS} runs, median [each])`,
  );
  for (const { from, to, role } of MOVES) {
    // Each in a fresh Chromium: the first move to a page, with nothing of it cached but what `from` fetched.
    const times: number[] = [];
    for (let run = 0; run < MOVE_RUNS; run += 1)
      times.push(
        await withSignedInChromium(cookies[role], async (context) =>
          measureMove(await context.newPage(), BASE_URL, from, to),
        ),
      );
    console.log(`  ${role} ${from} → ${to}: ${Math.round(median(times))} ms  [${times.map(Math.round).join(', ')}]`);
  }
}

const MOVE_RUNS = 3;

async function main() {
  const config = await fetch(`${BASE_URL}/api/config`).catch(() => null);
  if (!config?.ok) throw new Error(`no platform answers at ${BASE_URL}; start it with npm start or set BENCH_URL`);
  // BENCH_PAGES=/,/login,moves measures only those (`/` is the landing page, `moves` the moves);
  // BENCH_DETAIL=1 adds each page's main-thread breakdown and long tasks.
  const only = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
  if (!only || only.includes('/')) await measureLanding();
  await measurePages(only);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
