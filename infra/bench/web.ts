/**
 * `npm run bench:web`: what the landing page costs a first-time visitor, measured in headless
 * Chromium against a running platform (BENCH_URL, default http://localhost:8080; start it with
 * `npm start`). Prints the JavaScript transferred (and its gzip size) and a Lighthouse performance
 * score. A benchmark, never a test: numbers vary with the machine.
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
  audits: Record<string, { displayValue?: string } | undefined>;
};

/**
 * Lighthouse runs as its own CLI process under plain node: run through tsx, its page-side
 * functions get esbuild's `__name` helper and fail inside the browser.
 */
async function measureLighthouse(): Promise<{ score: number; metrics: Record<string, string> }> {
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
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics: {
      'First Contentful Paint': metric('first-contentful-paint'),
      'Largest Contentful Paint': metric('largest-contentful-paint'),
      'Total Blocking Time': metric('total-blocking-time'),
      'Cumulative Layout Shift': metric('cumulative-layout-shift'),
      'Speed Index': metric('speed-index'),
    },
  };
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

  const { score, metrics } = await measureLighthouse();
  console.log(`\nLighthouse performance score: ${score}`);
  for (const [name, value] of Object.entries(metrics)) console.log(`  ${name}: ${value}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
