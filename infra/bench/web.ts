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
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { pageStatusOf } from '@lezioni/contracts';
import { PAGE_HYDRATED_EVENT } from '@lezioni/contracts/constants';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@lezioni/local-platform/chromium';
import { MOVES, PAGES, measureFirstVisit, measureMove, signInRoles, withSignedInChromium } from './web-pages';

const BASE_URL = process.env.BENCH_URL ?? 'http://localhost:8080';
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

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

type AuditItem = {
  groupLabel?: string;
  /** The LCP element's audit: a table of its node, then one of its phases. */
  items?: { node?: { snippet?: string; selector?: string }; phase?: string; timing?: number }[];
  url?: string;
  duration?: number;
  startTime?: number;
  resourceType?: string;
  transferSize?: number;
};

type LighthouseResult = {
  categories: {
    performance?: { score: number | null };
    'best-practices'?: { score: number | null; auditRefs: { id: string; weight: number }[] };
  };
  audits: Record<
    string,
    { score?: number | null; numericValue?: number; details?: { items?: AuditItem[] } } | undefined
  >;
};

/**
 * The figures of one run: the score, each metric in milliseconds (CLS unitless), and where the main
 * thread's time went (Lighthouse's own audits, in its simulated slow phone's milliseconds).
 */
type LighthouseRun = {
  score: number;
  /** Lighthouse's best-practices score (issue 46: an installed app passes them), and the checks failed. */
  bestPractices: number;
  bestPracticesFailed: string[];
  metrics: Record<string, number>;
  /** The JavaScript transferred during the run, as sent. */
  scriptBytes?: number;
  mainThread: AuditItem[];
  longTasks: AuditItem[];
  /** The largest contentful paint's element, and its phases (TTFB, load delay, load, render delay). */
  lcpElement: AuditItem[];
};

const METRICS = {
  'First Contentful Paint': 'first-contentful-paint',
  'Largest Contentful Paint': 'largest-contentful-paint',
  'Total Blocking Time': 'total-blocking-time',
  'Cumulative Layout Shift': 'cumulative-layout-shift',
  'Speed Index': 'speed-index',
} as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const formatMetric = (name: string, value: number) => {
  if (Number.isNaN(value)) return '–';
  if (name === 'Cumulative Layout Shift') return value.toFixed(3);
  if (name === 'Total Blocking Time') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
};

/**
 * Lighthouse runs as its own CLI process under plain node: run through tsx, its page-side
 * functions get esbuild's `__name` helper and fail inside the browser.
 */
async function measureLighthouse(url: string, port?: number): Promise<LighthouseRun> {
  const cli = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance,best-practices',
      '--output=json',
      '--quiet',
      // A Chromium of ours holding a role's cookies (web-pages.ts), or one Lighthouse starts.
      port ? `--port=${port}` : `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    bestPracticesFailed: (lhr.categories['best-practices']?.auditRefs ?? [])
      .filter(({ id, weight }) => weight > 0 && lhr.audits[id]?.score === 0)
      .map(({ id }) => id),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ),
    scriptBytes: (lhr.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')
      ?.transferSize,
    mainThread: lhr.audits['mainthread-work-breakdown']?.details?.items ?? [],
    longTasks: lhr.audits['long-tasks']?.details?.items ?? [],
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items ?? [],
  };
}

/** Where the blocking time of a run came from: what the main thread did, and its long tasks. */
function printMainThread(run: LighthouseRun): void {
  const ms = (value = 0) => `${Math.round(value)} ms`.padStart(7);
  console.log(`\nMain thread of the run with the median blocking time (simulated slow phone)`);
  for (const item of run.mainThread) console.log(`  ${ms(item.duration)}  ${item.groupLabel}`);
  console.log(`  long tasks (${run.longTasks.length}):`);
  for (const task of run.longTasks)
    console.log(`  ${ms(task.duration)}  at ${ms(task.startTime)}  ${String(task.url).replace(BASE_URL, '')}`);
  const [element, phases] = run.lcpElement.map((table) => table.items ?? []);
  const node = element?.[0]?.node;
  if (node) console.log(`  largest contentful paint: ${node.selector}  ${node.snippet?.slice(0, 100)}`);
  for (const phase of phases ?? []) console.log(`  ${ms(phase.timing)}  ${phase.phase}`);
}

/** Whether the HTML `/` sends shows the hero by itself: its <h1> and its call to action, outside scripts. */
async function heroInHtml(): Promise<boolean> {
  const html = await (await fetch(BASE_URL, { headers: { Accept: 'text/html' } })).text();
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return /<h1[\s>]/.test(withoutScripts) && withoutScripts.includes('Book Your First Lesson');
}

/** LIGHTHOUSE_RUNS runs, one after the other: runs side by side would slow each other down. */
async function runLighthouse(url: string, port?: number): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (let attempt = 1; runs.length < LIGHTHOUSE_RUNS; attempt += 1) {
    try {
      runs.push(await measureLighthouse(url, port));
    } catch (error) {
      // Headless Chromium now and then records no trace (NO_NAVSTART): that run is taken again.
      if (attempt >= LIGHTHOUSE_RUNS + 2) throw error;
      const reason = String(error).match(/Runtime error encountered: .*/)?.[0] ?? String(error);
      console.log(`A Lighthouse run failed and is taken again (${reason})`);
    }
  }
  return runs;
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
  printMainThread(medianByBlocking(runs));
}

/** The median best-practices score, each run's, and the checks any run failed. */
function bestPracticesOf(runs: LighthouseRun[]): string {
  if (!runs.length) return '–';
  const failed = [...new Set(runs.flatMap((run) => run.bestPracticesFailed))];
  const scores = runs.map((run) => run.bestPractices);
  return `${median(scores)} [${scores.join(', ')}]${failed.length ? ` failed: ${failed.join(', ')}` : ''}`;
}

const medianByBlocking = (runs: LighthouseRun[]) =>
  [...runs].sort((a, b) => a.metrics['Total Blocking Time']! - b.metrics['Total Blocking Time']!)[
    Math.floor(runs.length / 2)
  ]!;

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
    if (process.env.BENCH_DETAIL && runs.length) printMainThread(medianByBlocking(runs));
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
