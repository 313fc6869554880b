/**
 * `npm run bench:web`: what the landing page costs a first-time visitor, measured in headless
 * Chromium against a running platform (BENCH_URL, default http://localhost:8080; start it with
 * `npm start`). Prints the JavaScript transferred (and its gzip size), whether the hero is in the HTML
 * `/` sends, and the median of LIGHTHOUSE_RUNS Lighthouse runs (mobile defaults; single runs vary by
 * about ±10 points here). A benchmark, never a test: numbers vary with the machine and its load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

const BASE_URL = process.env.BENCH_URL ?? 'http://localhost:8080';
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type ScriptCost = { url: string; transferredBytes: number; gzipBytes: number };

async function measureJavaScript(): Promise<ScriptCost[]> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'lezioni-bench-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
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
    return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

type LighthouseResult = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
};

/** The figures of one run: the score, and each metric in milliseconds (CLS unitless). */
type LighthouseRun = { score: number; metrics: Record<string, number> };

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
  if (name === 'Cumulative Layout Shift') return value.toFixed(3);
  if (name === 'Total Blocking Time') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
};

/**
 * Lighthouse runs as its own CLI process under plain node: run through tsx, its page-side
 * functions get esbuild's `__name` helper and fail inside the browser.
 */
async function measureLighthouse(): Promise<LighthouseRun> {
  const cli = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      BASE_URL,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ),
  };
}

/** Whether the HTML `/` sends shows the hero by itself: its <h1> and its call to action, outside scripts. */
async function heroInHtml(): Promise<boolean> {
  const html = await (await fetch(BASE_URL, { headers: { Accept: 'text/html' } })).text();
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return /<h1[\s>]/.test(withoutScripts) && withoutScripts.includes('Book Your First Lesson');
}

async function main() {
  const config = await fetch(`${BASE_URL}/api/config`).catch(() => null);
  if (!config?.ok) throw new Error(`no platform answers at ${BASE_URL}; start it with npm start or set BENCH_URL`);

  const scripts = await measureJavaScript();
  console.log(`Landing page JavaScript at ${BASE_URL} (${scripts.length} files)`);
  for (const script of scripts)
    console.log(
      `  ${kb(script.gzipBytes).padStart(9)} gzip  ${kb(script.transferredBytes).padStart(9)} sent  ${script.url}`,
    );
  const total = (key: keyof Omit<ScriptCost, 'url'>) => scripts.reduce((sum, script) => sum + script[key], 0);
  console.log(`  total: ${kb(total('gzipBytes'))} gzip, ${kb(total('transferredBytes'))} transferred as served`);

  console.log(`\nHero (<h1> and "Book Your First Lesson") in the HTML of /: ${(await heroInHtml()) ? 'yes' : 'no'}`);

  // One after the other: runs side by side would slow each other down.
  const runs: LighthouseRun[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await measureLighthouse());
  console.log(`\nLighthouse, median of ${runs.length} runs (each run in brackets)`);
  console.log(`  Performance score: ${median(runs.map((r) => r.score))}  [${runs.map((r) => r.score).join(', ')}]`);
  for (const name of Object.keys(METRICS)) {
    const values = runs.map((r) => r.metrics[name]!);
    const each = values.map((value) => formatMetric(name, value)).join(', ');
    console.log(`  ${name}: ${formatMetric(name, median(values))}  [${each}]`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
