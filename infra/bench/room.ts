/**
 * `npm run bench:room`: how long a lesson takes to start in the room, from the second Join click
 * (both present: that click starts the call) until each side's remote video plays (a size and an
 * advancing `currentTime`, read from the page as e2e/lesson-room.test.ts does). Starts everything
 * it measures: a platform of its own (`npm start`, own database and demo calendar with a lesson
 * starting in 5 minutes), a coturn on loopback (TURN_URLS / TURN_SECRET), and two headless
 * Chromiums with fake camera and microphone, the student's and the teacher's. BENCH_ROOM_JOINS
 * joins (default 20) directly, then as many forced through TURN (`?ice=relay`); prints p50 and
 * p95 of each. Issue 23's target: p50 under 1.5 s. A benchmark, never a test: numbers vary with
 * the machine and its load.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import type { Cookie, Page } from 'playwright-core';
import { ROOM_CONNECT_TIMEOUT_MS } from '@lezioni/contracts/values';
import { startTidyCalFake } from '@lezioni/tidycal-fake';
import {
  ADMIN,
  FAKE_MEDIA_FLAGS,
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { confirmEmailThroughMail } from '@lezioni/local-platform/mail';
import { startPlatform, stopPlatform, type RunningPlatform } from '@lezioni/local-platform/platform';
import { seesOtherVideo } from '@lezioni/local-platform/lesson-room';
import { visible } from '@lezioni/local-platform/wait';
import { startCoturn, type Coturn } from '@lezioni/local-platform/coturn';
import { bestPracticesOf, formatMetric, median, runLighthouse } from './lighthouse';
import { withSignedInChromium } from './web-pages';

const JOINS = Number(process.env.BENCH_ROOM_JOINS ?? 20);
/** Production's coturn relays on ports 49160–49659 (docker-compose.yml, infra/k8s/base/coturn.yaml). */
const PRODUCTION_RELAY_PORTS = 500;
/** A join whose videos do not play by then counts as failed. */
const JOIN_FAILS_AFTER_MS = 30_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function openLobby(page: Page, roomPath: string): Promise<void> {
  await page.goto(roomPath);
  // The Join button is enabled once the camera and microphone are open.
  await page.getByRole('button', { name: 'Join', exact: true }).and(page.locator(':enabled')).waitFor();
}

async function clickJoin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

type Join = { studentMs: number; teacherMs: number; bothMs: number } | { failure: string };

/** What the room's status line says on `page`, for a join that did not connect. */
const statusOf = (page: Page) =>
  page
    .getByRole('status')
    .first()
    .innerText({ timeout: 1_000 })
    .catch(() => '(no status line)');

/**
 * One join: both in the lobby, the student joins and waits, the teacher's click starts the lesson;
 * then both leave. A join that does not connect is counted as such, with both status lines.
 */
async function timeOneJoin(student: Page, teacher: Page, roomPath: string, n: number): Promise<Join> {
  await Promise.all([openLobby(student, roomPath), openLobby(teacher, roomPath)]);
  await clickJoin(student);
  await visible(student.getByRole('status').getByText(/^Waiting for /));
  const clickedAt = performance.now();
  const seen = (page: Page) =>
    seesOtherVideo(page, { playedPastS: 0, timeoutMs: JOIN_FAILS_AFTER_MS, polling: 'raf' }).then(
      () => performance.now() - clickedAt,
    );
  let join: Join;
  try {
    const [studentMs, teacherMs] = await Promise.all([seen(student), seen(teacher), clickJoin(teacher)]);
    join = { studentMs, teacherMs, bothMs: Math.max(studentMs, teacherMs) };
  } catch {
    join = { failure: `join ${n + 1}, student: "${await statusOf(student)}", teacher: "${await statusOf(teacher)}"` };
  }
  await Promise.all([leave(student), leave(teacher)]);
  return join;
}

async function leave(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Leave' }).click();
  await visible(page.getByRole('heading', { name: 'You left the lesson' }));
}

function report(mode: string, results: Join[]) {
  const joins = results.flatMap((join) => ('failure' in join ? [] : [join]));
  const failures = results.flatMap((join) => ('failure' in join ? [join.failure] : []));
  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const ms = (value: number) => `${Math.round(value)} ms`;
    return `    ${label}: p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1)!)}`;
  };
  console.log(`  ${mode}, ${results.length} joins`);
  for (const failure of failures) console.log(`    not playing within ${JOIN_FAILS_AFTER_MS / 1000} s: ${failure}`);
  if (joins.length === 0) return;
  // Past the room's own connect timeout, the first attempt stalled and its fresh offer connected.
  const recovered = joins.filter((join) => join.bothMs > ROOM_CONNECT_TIMEOUT_MS).length;
  console.log(
    `    stalled, then connected by the room's retry after ${ROOM_CONNECT_TIMEOUT_MS / 1000} s: ${recovered}`,
  );
  console.log(
    line(
      'both see each other',
      joins.map((join) => join.bothMs),
    ),
  );
  console.log(
    line(
      'student sees teacher',
      joins.map((join) => join.studentMs),
    ),
  );
  console.log(
    line(
      'teacher sees student',
      joins.map((join) => join.teacherMs),
    ),
  );
}

/**
 * Lighthouse on the lobby of this lesson, as the student (issue 45: the room within the signed-in
 * pages' budget before the whiteboard opens): a Chromium of its own with her cookies and the fake
 * camera, medians of LIGHTHOUSE_RUNS runs.
 */
async function measureLobby(url: string, cookies: Cookie[]): Promise<void> {
  const runs = await withSignedInChromium(cookies, (_context, port) => runLighthouse(url, port), FAKE_MEDIA_FLAGS);
  if (!runs.length) return;
  const metric = (name: string) => formatMetric(name, median(runs.map((run) => run.metrics[name]!)));
  const scores = runs.map((run) => run.score);
  const scriptBytes = median(runs.map((run) => run.scriptBytes ?? 0));
  console.log(`lobby, Lighthouse median of ${runs.length} runs (mobile, simulated slow phone)`);
  console.log(`  score ${median(scores)} [${scores.join(', ')}], best practices ${bestPracticesOf(runs)}`);
  console.log(
    `  FCP ${metric('First Contentful Paint')}, LCP ${metric('Largest Contentful Paint')}, TBT ${metric('Total Blocking Time')}, CLS ${metric('Cumulative Layout Shift')}, JS in run ${(scriptBytes / 1024).toFixed(1)} KB`,
  );
}

async function main() {
  const calendarDir = mkdtempSync(path.join(tmpdir(), 'lezioni-bench-room-'));
  let turn: Coturn | undefined;
  let platform: RunningPlatform | undefined;
  const sessions: Session[] = [];
  try {
    const account = newStudent();
    const calendarFile = path.join(calendarDir, 'demo-calendar.json');
    // Written before the platform starts: the booking page refuses lessons this soon.
    const calendar = await startTidyCalFake({ stateFile: calendarFile });
    calendar.addBooking({ email: account.email, name: account.name, startsAt: new Date(Date.now() + 5 * 60_000) });
    await calendar.close();
    const turnSecret = randomBytes(16).toString('hex');
    // Production's relay settings (500 relay ports, docker-compose.yml and infra/k8s), on loopback.
    turn = await startCoturn({ secret: turnSecret, relayPorts: PRODUCTION_RELAY_PORTS });
    console.log('starting the platform (the first run builds the frontend)…');
    platform = await startPlatform({
      TIDYCAL_API_TOKEN: '',
      TIDYCAL_SYNC_INTERVAL_S: '2',
      DEMO_CALENDAR_FILE: calendarFile,
      TURN_URLS: turn.urls.join(','),
      TURN_SECRET: turnSecret,
      // Each join sends a dozen signals or more, a join every few seconds: past a user's 600 a minute.
      ROOM_SIGNALS_PER_MINUTE: '100000',
    });
    // The browser helpers read where the platform is from these.
    process.env.E2E_BASE_URL = platform.baseUrl;
    process.env.E2E_MAIL_DIR = platform.mailDir;
    for (let n = 0; n < 2; n += 1) sessions.push(await openBrowser(undefined, { extraFlags: FAKE_MEDIA_FLAGS }));
    const [student, teacher] = sessions.map((session) => session.page) as [Page, Page];
    await registerThroughUi(student, account);
    await confirmEmailThroughMail(student, account.email);
    await logInThroughUi(teacher, ADMIN.email, ADMIN.password);
    await teacher.waitForURL('**/admin-dashboard');

    await student.goto('/student-dashboard');
    const roomPath = (await (await visible(student.getByRole('link', { name: 'Join lesson' }))).getAttribute('href'))!;

    console.log(`room start: second Join click → remote video playing, against ${platform.baseUrl}`);
    for (const [mode, query] of [
      ['direct', ''],
      ['through TURN (?ice=relay)', '?ice=relay'],
    ] as const) {
      const joins: Join[] = [];
      for (let n = 0; n < JOINS; n += 1) {
        joins.push(await timeOneJoin(student, teacher, `${roomPath}${query}`, n));
        process.stderr.write(`\r  ${mode}: ${n + 1}/${JOINS}`);
      }
      process.stderr.write('\n');
      report(mode, joins);
    }
    console.log(`  target (issue 23): p50 under 1500 ms; ${cpus().length} cores, ${cpus()[0]?.model ?? ''}`);
    await measureLobby(`${platform.baseUrl}${roomPath}`, await sessions[0]!.context.cookies());
  } finally {
    await Promise.all(sessions.map((session) => session.close()));
    if (platform) await stopPlatform(platform);
    await turn?.close();
    rmSync(calendarDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(`bench:room failed: ${(err as Error).stack ?? String(err)}`);
  process.exit(1);
});
