/**
 * `npm run bench:api`: how many signed-in students one platform serves while their browsers poll
 * (spec §7, §9; the mix is polling-mix.json). Runs against a running platform (BENCH_URL, default
 * http://127.0.0.1:8080; start it with `npm start`; with REPLICAS_GATEWAY, list every gateway's
 * address, comma-separated). A benchmark, never a test: numbers vary with the machine, and the
 * generator shares it with the platform.
 *
 * 1. Signs up BENCH_ACCOUNTS students (default 500), each with a conversation holding
 *    BENCH_MESSAGES_EACH messages (default 10). Registrations come from their own loopback
 *    addresses (127.x.y.z), a few per address, so the per-address registration limit is not hit.
 * 2. Has each account poll each route once, as its browser did before (students in service have
 *    the ETags of their last answers: 20,000 students arriving at once without any is a deploy's
 *    stampede, not the load in service), then warms the platform up: BENCH_WARMUP_SECONDS (default
 *    60) of the first step's load, not measured. A platform that just signed up the pool is still
 *    relaying their accounts and compiling its hot code; one in service has done all that.
 * 3. Plays the mix for each N of BENCH_STEPS (default 1000,2000,3000,4000,5000,6000,8000,10000)
 *    simulated students for BENCH_SECONDS (default 30, after 5 s of warm-up) at a constant arrival
 *    rate; student n uses account n mod BENCH_ACCOUNTS. Latency is measured from each request's
 *    scheduled time. Like a browser, a student sends back the ETag it last got (If-None-Match),
 *    kept per account from step to step (the students of one account see the same data).
 *    Stops at the first N whose p99 reaches 100 ms or that has an error.
 * 4. Compares the hot path (GET /api/conversations through the gateway, with the ETag of the last
 *    answer as browsers send it, and without) with a bare Express JSON route in a process of its
 *    own, all at full speed over 50 connections. Without the ETag, chat answers with the list it
 *    kept while nothing changed (a page load); for the answer after a change, loaded from
 *    PostgreSQL, start the platform with CHAT_KEPT_ANSWERS_MB=0.
 * BENCH_SOAK_SECONDS (default 0) then holds BENCH_SOAK_STUDENTS (default 5000) that long and prints
 * the resident memory of the platform's processes each minute.
 */
import { spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { Pool } from 'undici';
import { arrivals, latencySummary, type Arrival } from './arrivals';
import { POLLING_MIX, requestsPerStudentPerSecond } from './polling-mix';
import { cpuMsOf, platformProcesses, residentMbOf } from './processes';

/** Several gateways (REPLICAS_GATEWAY): a comma-separated list; each student keeps to one, as behind a load balancer. */
const BASE_URLS = (process.env.BENCH_URL ?? 'http://127.0.0.1:8080').split(',');
const BASE_URL = BASE_URLS[0]!;
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 500);
const MESSAGES_EACH = Number(process.env.BENCH_MESSAGES_EACH ?? 10);
const STEPS = (process.env.BENCH_STEPS ?? '1000,2000,3000,4000,5000,6000,8000,10000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const SOAK_STUDENTS = Number(process.env.BENCH_SOAK_STUDENTS ?? 5000);
const WARMUP_MS = 5_000;
const PLATFORM_WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 60);
const P99_TARGET_MS = 100;
// Below the registration limit per address (REGISTER_RATE_LIMIT_PER_IP, 10 by default).
const ACCOUNTS_PER_ADDRESS = 8;
const SETUP_CONCURRENCY = 8;
const CLOSED_LOOP_CONNECTIONS = 50;
const CLOSED_LOOP_MS = 10_000;
const ROOT = path.resolve(__dirname, '../..');

type Account = { cookie: string; conversationId: string };

const isGood = (status: number) => (status >= 200 && status < 300) || status === 304;

/** One setup call over its own connection from `localAddress` (undici cannot choose its source address). */
function call(
  localAddress: string | undefined,
  method: 'POST',
  urlPath: string,
  options: { cookie?: string; body?: unknown },
) {
  const body = options.body === undefined ? '' : JSON.stringify(options.body);
  return new Promise<{ setCookie: string[]; json: unknown }>((resolve, reject) => {
    const request = http.request(new URL(urlPath, BASE_URL), {
      method,
      localAddress,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
    request.on('error', reject);
    request.on('response', (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => {
        const status = answer.statusCode ?? 0;
        if (!isGood(status)) return reject(new Error(`${method} ${urlPath}: ${status} ${text}`));
        resolve({
          setCookie: answer.headers['set-cookie'] ?? [],
          json: text ? (JSON.parse(text) as unknown) : undefined,
        });
      });
    });
    request.end(body);
  });
}

/** A student account with its own session, conversation and messages, registered from `localAddress`. */
async function signUp(localAddress: string | undefined): Promise<Account> {
  const email = `bench.${randomUUID()}@example.com`;
  const registered = await call(localAddress, 'POST', '/api/register', {
    body: { name: 'Bench Student', email, password: 'Bench2025x' },
  });
  const cookie = registered.setCookie[0]!.split(';')[0]!;
  const { json } = await call(localAddress, 'POST', '/api/conversations', { cookie });
  const conversationId = (json as { id: string }).id;
  for (let n = 0; n < MESSAGES_EACH; n += 1) {
    await call(localAddress, 'POST', `/api/conversations/${conversationId}/messages`, {
      cookie,
      body: { content: `Ciao! Domanda numero ${n + 1} sulla lezione di giovedì.`, messageType: 'text' },
    });
  }
  return { cookie, conversationId };
}

async function signUpPool(): Promise<Account[]> {
  const isLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(BASE_URL).hostname);
  // A fresh /16 of loopback per run: addresses used by an earlier run may still be at their limit.
  const net = `127.${randomInt(1, 255)}`;
  const addressOf = (n: number) => {
    const host = Math.floor(n / ACCOUNTS_PER_ADDRESS);
    return `${net}.${Math.floor(host / 254)}.${(host % 254) + 1}`;
  };
  const accounts: Account[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_CONCURRENCY }, async () => {
      while (next < ACCOUNTS) {
        const n = next++;
        accounts.push(await signUp(isLoopback ? addressOf(n) : undefined));
      }
    }),
  );
  return accounts;
}

/**
 * The ETag each account last got per URL, kept from step to step: the students sharing an account
 * see the same data, and a tab that has been open a while has polled every list before. Starting
 * every simulated student without one would make a third of a 30 s run first polls.
 */
const etags = new Map<string, string>();

type RouteFigures = { latenciesMs: number[]; errors: Map<string, number>; notModified: number; closes: number };

/** Plays the mix for `students` for `seconds` after the warm-up; figures per route of the mix. */
async function playMix(pools: Pool[], accounts: Account[], students: number, seconds: number) {
  const figures = new Map<string, RouteFigures>(
    POLLING_MIX.polls.map((poll) => [poll.name, { latenciesMs: [], errors: new Map(), notModified: 0, closes: 0 }]),
  );
  const endMs = WARMUP_MS + seconds * 1000;
  const schedule = arrivals(students, POLLING_MIX);
  let next = schedule.next().value;
  let inFlight = 0;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const startedAt = performance.now();

  let sent = 0;
  const send = ({ atMs, student, poll }: Arrival) => {
    sent += 1;
    const account = accounts[student % accounts.length]!;
    const pool = pools[student % pools.length]!;
    const urlPath = poll.path.replace('{conversationId}', account.conversationId);
    const etagKey = `${account.cookie} ${urlPath}`;
    const counted = atMs >= WARMUP_MS ? figures.get(poll.name)! : undefined;
    const fail = (reason: string) => counted?.errors.set(reason, (counted.errors.get(reason) ?? 0) + 1);
    const etag = etags.get(etagKey);
    inFlight += 1;
    // dispatch rather than request: no body stream nor promise per answer, a third of the
    // generator's CPU per request, which it shares with the platform it measures.
    let status = 0;
    const finish = () => {
      inFlight -= 1;
      if (inFlight === 0 && next.atMs >= endMs) finished();
    };
    pool.dispatch(
      {
        method: 'GET',
        path: urlPath,
        headers: {
          cookie: account.cookie,
          accept: 'application/json',
          'accept-encoding': 'gzip, deflate, br',
          ...(etag ? { 'if-none-match': etag } : {}),
        },
      },
      {
        onRequestStart() {},
        onResponseStart(_controller, statusCode, headers) {
          status = statusCode;
          const answerEtag = headers.etag;
          if (isGood(status) && typeof answerEtag === 'string') etags.set(etagKey, answerEtag);
          if (counted && headers.connection === 'close') counted.closes += 1;
        },
        onResponseData() {},
        onResponseEnd() {
          const latencyMs = performance.now() - startedAt - atMs;
          if (!isGood(status)) fail(String(status));
          else if (counted) {
            counted.latenciesMs.push(latencyMs);
            if (status === 304) counted.notModified += 1;
          }
          finish();
        },
        onResponseError(_controller, err: Error & { code?: string }) {
          fail(err.code ?? err.message);
          finish();
        },
      },
    );
  };

  const pump = () => {
    const nowMs = performance.now() - startedAt;
    while (next.atMs <= nowMs && next.atMs < endMs) {
      send(next);
      next = schedule.next().value;
    }
    if (next.atMs < endMs) setTimeout(pump, Math.max(0, next.atMs - (performance.now() - startedAt)));
    else if (inFlight === 0) finished();
  };
  const cpuBefore = cpuSnapshot();
  pump();
  await done;
  return { figures, cpuUsPerRequest: cpuPerRequest(cpuBefore, cpuSnapshot(), sent) };
}

/** CPU time so far of each platform process role and of this generator, in ms. */
function cpuSnapshot(): Map<string, number> {
  const snapshot = new Map([...platformProcesses()].map(([role, pids]) => [role, cpuMsOf(pids)]));
  const own = process.cpuUsage();
  return snapshot.set('generator', (own.user + own.system) / 1000);
}

/** Each role's CPU time between two snapshots, per request sent, in µs. */
function cpuPerRequest(before: Map<string, number>, after: Map<string, number>, requests: number) {
  return new Map([...after].map(([role, ms]) => [role, ((ms - (before.get(role) ?? ms)) * 1000) / requests]));
}

/** Each role's CPU time per request, the costliest first (the generator's included). */
const cpuFigures = (cpuUsPerRequest: Map<string, number>) =>
  [...cpuUsPerRequest]
    .filter(([, us]) => us >= 1)
    .sort(([, a], [, b]) => b - a)
    .map(([role, us]) => `${role} ${us.toFixed(0)}`)
    .join(', ');

function report(students: number, seconds: number, { figures, cpuUsPerRequest }: Awaited<ReturnType<typeof playMix>>) {
  const all = [...figures.values()];
  const offered = students * requestsPerStudentPerSecond(POLLING_MIX);
  const answered = all.reduce((sum, route) => sum + route.latenciesMs.length, 0) / seconds;
  const errors = all.reduce((sum, route) => sum + [...route.errors.values()].reduce((a, b) => a + b, 0), 0);
  const overall = latencySummary(all.flatMap((route) => route.latenciesMs));
  const ms = (value: number) => value.toFixed(1).padStart(6);
  console.log(
    `\n${students} students: offered ${offered.toFixed(0)} req/s, answered ${answered.toFixed(0)} req/s, ` +
      `p50 ${ms(overall.p50)} ms, p95 ${ms(overall.p95)} ms, p99 ${ms(overall.p99)} ms, max ${ms(overall.max)} ms, errors ${errors}`,
  );
  for (const poll of POLLING_MIX.polls) {
    const route = figures.get(poll.name)!;
    const summary = latencySummary(route.latenciesMs);
    const failures = [...route.errors].map(([reason, count]) => `${reason}×${count}`).join(' ') || 'none';
    console.log(
      `  GET ${poll.path.padEnd(44)} ${(summary.count / seconds).toFixed(0).padStart(5)} req/s  ` +
        `p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  p99 ${ms(summary.p99)}  ` +
        `304 ${route.notModified}  Connection: close ${route.closes}  errors ${failures}`,
    );
  }
  console.log(`  CPU time per request, µs: ${cpuFigures(cpuUsPerRequest)}`);
  return { holds: overall.p99 < P99_TARGET_MS && errors === 0, closes: all.reduce((sum, r) => sum + r.closes, 0) };
}

/** The status of one GET, its body read and dropped: dispatch, the generator's cheapest way. */
function statusOf(pool: Pool, request: { path: string; headers?: Record<string, string> }): Promise<number> {
  return new Promise((resolve, reject) => {
    let status = 0;
    pool.dispatch(
      { method: 'GET', ...request },
      {
        onRequestStart() {},
        onResponseStart: (_controller, statusCode) => void (status = statusCode),
        onResponseData() {},
        onResponseEnd: () => resolve(status),
        onResponseError: (_controller, err) => reject(err),
      },
    );
  });
}

/**
 * Requests per second at full speed over CLOSED_LOOP_CONNECTIONS connections, each waiting for its
 * answer, and the CPU time each platform process spent per request meanwhile.
 */
async function closedLoop(
  origins: string[],
  request: (n: number) => { path: string; headers?: Record<string, string> },
) {
  const pools = origins.map((origin) => new Pool(origin, { connections: CLOSED_LOOP_CONNECTIONS / origins.length }));
  let answered = 0;
  let failed = 0;
  const cpuBefore = cpuSnapshot();
  const endsAt = performance.now() + CLOSED_LOOP_MS;
  await Promise.all(
    Array.from({ length: CLOSED_LOOP_CONNECTIONS }, async (_, lane) => {
      for (let n = lane; performance.now() < endsAt; n += CLOSED_LOOP_CONNECTIONS) {
        if (isGood(await statusOf(pools[lane % pools.length]!, request(n)))) answered += 1;
        else failed += 1;
      }
    }),
  );
  const cpuUsPerRequest = cpuPerRequest(cpuBefore, cpuSnapshot(), answered);
  await Promise.all(pools.map((pool) => pool.close()));
  if (failed > 0) throw new Error(`${failed} requests to ${origins.join(', ')} failed`);
  return { rate: answered / (CLOSED_LOOP_MS / 1000), cpu: cpuFigures(cpuUsPerRequest) };
}

/** A bare Express JSON route in its own process: the ceiling of one Node process on this machine. */
async function startBareExpress(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const app = require('express')();
       app.get('/json', (req, res) => res.json([{ id: '00000000-0000-4000-8000-000000000000', unread: 0 }]));
       const server = app.listen(0, '127.0.0.1', () => console.log(server.address().port));`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (data: Buffer) => resolve(String(data).trim())),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** Resident memory of each platform process role, in MB. */
const memoryMb = () =>
  JSON.stringify(Object.fromEntries([...platformProcesses()].map(([role, pids]) => [role, residentMbOf(pids)])));

async function soak(pools: Pool[], accounts: Account[]) {
  console.log(`\nsoak: ${SOAK_STUDENTS} students for ${SOAK_SECONDS} s; resident memory in MB each minute`);
  console.log(`  start  ${memoryMb()}`);
  for (let minute = 1; minute * 60 <= SOAK_SECONDS; minute += 1) {
    const { figures } = await playMix(pools, accounts, SOAK_STUDENTS, 60 - WARMUP_MS / 1000);
    const all = [...figures.values()];
    const p99 = latencySummary(all.flatMap((route) => route.latenciesMs)).p99;
    const errors = all.reduce((sum, route) => sum + [...route.errors.values()].reduce((a, b) => a + b, 0), 0);
    console.log(`  ${String(minute).padStart(2)} min ${memoryMb()}  p99 ${p99.toFixed(1)} ms, errors ${errors}`);
  }
}

/** Each account's first poll of each route of the mix, a few at a time: the ETags its browser has. */
async function pollEachOnce(pools: Pool[], accounts: Account[]): Promise<void> {
  const firstPolls = accounts.flatMap((account, n) =>
    POLLING_MIX.polls.map((poll) => ({
      account,
      pool: pools[n % pools.length]!,
      urlPath: poll.path.replace('{conversationId}', account.conversationId),
    })),
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_CONCURRENCY }, async () => {
      while (next < firstPolls.length) {
        const { account, pool, urlPath } = firstPolls[next++]!;
        const answer = await pool.request({ method: 'GET', path: urlPath, headers: { cookie: account.cookie } });
        await answer.body.dump();
        if (!isGood(answer.statusCode)) throw new Error(`GET ${urlPath}: ${answer.statusCode}`);
        if (typeof answer.headers.etag === 'string') etags.set(`${account.cookie} ${urlPath}`, answer.headers.etag);
      }
    }),
  );
}

async function main() {
  const mixRate = requestsPerStudentPerSecond(POLLING_MIX);
  console.log(
    `bench:api against ${BASE_URL}: each student sends ${mixRate.toFixed(3)} req/s ` +
      `(${POLLING_MIX.polls
        .map((poll) => `${poll.name} every ${poll.everyMs / 1000} s${poll.share < 1 ? ` by ${poll.share * 100}%` : ''}`)
        .join(', ')})`,
  );
  const setupStartedAt = performance.now();
  const accounts = await signUpPool();
  console.log(`signed up ${accounts.length} students in ${((performance.now() - setupStartedAt) / 1000).toFixed(0)} s`);

  const pools = BASE_URLS.map(
    (url) => new Pool(url, { connections: Math.ceil(1024 / BASE_URLS.length), keepAliveTimeout: 60_000 }),
  );
  await pollEachOnce(pools, accounts);
  if (PLATFORM_WARMUP_SECONDS > 0) {
    const { figures } = await playMix(pools, accounts, STEPS[0]!, PLATFORM_WARMUP_SECONDS);
    const p99 = latencySummary([...figures.values()].flatMap((route) => route.latenciesMs)).p99;
    console.log(
      `warm-up: ${STEPS[0]} students for ${PLATFORM_WARMUP_SECONDS} s (not measured; p99 ${p99.toFixed(1)} ms)`,
    );
  }
  let largest = 0;
  let closes = 0;
  for (const students of STEPS) {
    const outcome = report(students, SECONDS, await playMix(pools, accounts, students, SECONDS));
    closes += outcome.closes;
    if (!outcome.holds) break;
    largest = students;
  }
  console.log(
    `\nlargest N holding p99 < ${P99_TARGET_MS} ms with no errors: ${largest || `none (below ${STEPS[0]})`}; ` +
      `answers with Connection: close: ${closes}`,
  );

  const bare = await startBareExpress();
  try {
    const bareRate = (await closedLoop([bare.url], () => ({ path: '/json' }))).rate;
    // As a browser polls: with the ETag of the answer it last got (unchanged: 304 from the gateway).
    const hot = await closedLoop(BASE_URLS, (n) => ({
      path: '/api/conversations',
      headers: {
        cookie: accounts[n % accounts.length]!.cookie,
        'if-none-match': etags.get(`${accounts[n % accounts.length]!.cookie} /api/conversations`)!,
      },
    }));
    // Without an ETag, as a page load asks: the whole list, from chat (the one it kept while the version stands).
    const full = await closedLoop(BASE_URLS, (n) => ({
      path: '/api/conversations',
      headers: { cookie: accounts[n % accounts.length]!.cookie },
    }));
    const ratio = (rate: number) => (rate / bareRate).toFixed(2);
    console.log(
      `hot path at full speed (${CLOSED_LOOP_CONNECTIONS} connections, ${CLOSED_LOOP_MS / 1000} s each), ` +
        `bare Express JSON route ${bareRate.toFixed(0)} req/s:\n` +
        `  GET /api/conversations through the gateway, as browsers poll (ETag sent back) ${hot.rate.toFixed(0)} req/s, ` +
        `ratio ${ratio(hot.rate)}; CPU per request, µs: ${hot.cpu}\n` +
        `  the same without an ETag (whole list) ${full.rate.toFixed(0)} req/s, ratio ${ratio(full.rate)}; ` +
        `CPU per request, µs: ${full.cpu}`,
    );
  } finally {
    bare.stop();
  }

  if (SOAK_SECONDS > 0) await soak(pools, accounts);
  await Promise.all(pools.map((pool) => pool.close()));
}

main().catch((err: unknown) => {
  console.error(`bench:api failed: ${(err as Error).stack ?? String(err)}`);
  process.exit(1);
});
