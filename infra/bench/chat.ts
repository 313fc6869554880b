/**
 * `npm run bench:chat`: how long a chat message takes to reach the other side's open chat through
 * the live event stream (GET /api/events), against the spec's 2 s poll. Runs against a running
 * platform (BENCH_URL, default http://localhost:8080; start it with `npm start`): registers a new
 * student, signs the teacher in (ADMIN_EMAIL / ADMIN_PASSWORD, default the local demo account),
 * holds the teacher's stream and has the student send BENCH_MESSAGES messages (default 100), one
 * at a time. A benchmark, never a test: numbers vary with the machine. More than 20 messages a
 * minute is past a student's limit: start the platform with CHAT_MESSAGES_PER_MINUTE=1000.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES_POLL_MS, MessageEventSchema } from '@lezioni/contracts';
import { openEventStream } from '@lezioni/service-kit/testing';
import { LOCAL_DEFAULTS } from '@lezioni/local-platform';

const BASE_URL = process.env.BENCH_URL ?? `http://localhost:${LOCAL_DEFAULTS.PORT}`;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100);
const PAUSE_MS = 20;

async function call(path: string, init: RequestInit & { cookie?: string } = {}) {
  const res = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

const cookieOf = (res: Response) => res.headers.getSetCookie()[0]!.split(';')[0]!;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function main() {
  const email = `bench.${randomUUID().slice(0, 8)}@example.com`;
  const student = cookieOf(
    await call('/api/register', {
      method: 'POST',
      body: JSON.stringify({ name: 'Bench Student', email, password: 'Bench2025x' }),
    }),
  );
  const teacher = cookieOf(
    await call('/api/login', {
      method: 'POST',
      body: JSON.stringify({
        email: process.env.ADMIN_EMAIL ?? LOCAL_DEFAULTS.ADMIN_EMAIL,
        password: process.env.ADMIN_PASSWORD ?? LOCAL_DEFAULTS.ADMIN_PASSWORD,
      }),
    }),
  );
  const { id } = (await (await call('/api/conversations', { method: 'POST', cookie: student })).json()) as {
    id: string;
  };

  const arrivals = new Map<string, (at: number) => void>();
  const stream = await openEventStream(`${BASE_URL}/api/events`, {
    cookie: teacher,
    onFrame: ({ event, data }) => {
      if (event !== 'message') return;
      arrivals.get(MessageEventSchema.parse(JSON.parse(data)).message.content)?.(performance.now());
    },
  });
  if (stream.status !== 200) throw new Error(`GET /api/events: ${stream.status}`);

  const latenciesMs: number[] = [];
  for (let n = 0; n < MESSAGES; n += 1) {
    const content = `bench ${n} ${randomUUID()}`;
    const arrived = new Promise<number>((resolve) => arrivals.set(content, resolve));
    const sentAt = performance.now();
    await call(`/api/conversations/${id}/messages`, {
      method: 'POST',
      cookie: student,
      body: JSON.stringify({ content, messageType: 'text' }),
    });
    latenciesMs.push((await arrived) - sentAt);
    arrivals.delete(content);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  stream.close();

  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`chat delivery through GET /api/events, ${MESSAGES} messages against ${BASE_URL}`);
  console.log(
    `  send → other side's stream: p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1)!)}`,
  );
  console.log(
    `  the spec's poll every ${MESSAGES_POLL_MS / 1000} s: a message waits ${ms(MESSAGES_POLL_MS / 2)} on average, up to ${ms(MESSAGES_POLL_MS)}, plus the request`,
  );
}

main().catch((err: unknown) => {
  console.error(`bench:chat failed: ${(err as Error).message}`);
  process.exit(1);
});
