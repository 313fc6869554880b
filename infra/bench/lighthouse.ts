/**
 * Lighthouse for the benchmarks (bench:web's pages, bench:room's lobby): LIGHTHOUSE_RUNS runs of
 * the CLI (mobile defaults, performance and best practices), their figures and medians.
 */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@lezioni/local-platform/chromium';

export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

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
export type LighthouseRun = {
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

export const METRICS = {
  'First Contentful Paint': 'first-contentful-paint',
  'Largest Contentful Paint': 'largest-contentful-paint',
  'Total Blocking Time': 'total-blocking-time',
  'Cumulative Layout Shift': 'cumulative-layout-shift',
  'Speed Index': 'speed-index',
} as const;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const formatMetric = (name: string, value: number) => {
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
export function printMainThread(run: LighthouseRun, baseUrl: string): void {
  const ms = (value = 0) => `${Math.round(value)} ms`.padStart(7);
  console.log(`\nMain thread of the run with the median blocking time (simulated slow phone)`);
  for (const item of run.mainThread) console.log(`  ${ms(item.duration)}  ${item.groupLabel}`);
  console.log(`  long tasks (${run.longTasks.length}):`);
  for (const task of run.longTasks)
    console.log(`  ${ms(task.duration)}  at ${ms(task.startTime)}  ${String(task.url).replace(baseUrl, '')}`);
  const [element, phases] = run.lcpElement.map((table) => table.items ?? []);
  const node = element?.[0]?.node;
  if (node) console.log(`  largest contentful paint: ${node.selector}  ${node.snippet?.slice(0, 100)}`);
  for (const phase of phases ?? []) console.log(`  ${ms(phase.timing)}  ${phase.phase}`);
}

/** LIGHTHOUSE_RUNS runs, one after the other: runs side by side would slow each other down. */
export async function runLighthouse(url: string, port?: number): Promise<LighthouseRun[]> {
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

/** The median best-practices score, each run's, and the checks any run failed. */
export function bestPracticesOf(runs: LighthouseRun[]): string {
  if (!runs.length) return '–';
  const failed = [...new Set(runs.flatMap((run) => run.bestPracticesFailed))];
  const scores = runs.map((run) => run.bestPractices);
  return `${median(scores)} [${scores.join(', ')}]${failed.length ? ` failed: ${failed.join(', ')}` : ''}`;
}

export const medianByBlocking = (runs: LighthouseRun[]) =>
  [...runs].sort((a, b) => a.metrics['Total Blocking Time']! - b.metrics['Total Blocking Time']!)[
    Math.floor(runs.length / 2)
  ]!;
