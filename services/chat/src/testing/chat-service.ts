import http from 'node:http';
import type { UserEvent } from '@lezioni/contracts';
import { appendUserEvent, closeRedis, createRedis, whenRedisConnected } from '@lezioni/service-kit';
import {
  sessionPrefix,
  signedInUser,
  silentLogger,
  startTestService,
  testRedisUrl,
  type TestUser,
} from '@lezioni/service-kit/testing';
import { start } from '../start';

/** One prefix per test file for the run's Redis: the chats a file starts are replicas of one platform. */
let filePrefix: Promise<string> | undefined;

/**
 * Chat started in this process as the launcher starts it, under the file's Redis prefix (or a
 * prefix of its own on another Redis), which it returns.
 */
export async function startChat(env: Record<string, string> = {}) {
  if (env.REDIS_URL) return startTestService(start, env);
  return startTestService(start, { REDIS_PREFIX: await (filePrefix ??= sessionPrefix()), ...env });
}

export const newStudent = (name = 'Anna Bianchi'): TestUser => signedInUser('student', name);

export const newTeacher = (name = 'Chiara Lombardi'): TestUser => signedInUser('admin', name);

let eventVersion = 0;

/**
 * Auth's user events, published to the chat under `prefix` as auth's outbox relay does; chat's
 * consumer applies them in its own time (wait with `eventually` on what they change).
 */
export async function openUserEvents(prefix: string) {
  const redis = createRedis(testRedisUrl(), silentLogger());
  await whenRedisConnected(redis);
  const occurredAt = () => new Date().toISOString();
  const publish = (event: UserEvent) => appendUserEvent(redis, prefix, event);
  return {
    /** The student's account as auth registered it. */
    registered: (student: TestUser) =>
      publish({
        type: 'user.upserted',
        version: (eventVersion += 1),
        user: {
          id: student.id,
          name: student.name,
          email: `${student.id}@example.com`,
          role: 'student',
          emailVerified: true,
        },
        occurredAt: occurredAt(),
      }),
    deleted: (student: TestUser) =>
      publish({
        type: 'user.deleted',
        version: (eventVersion += 1),
        user: { id: student.id },
        occurredAt: occurredAt(),
      }),
    close: () => closeRedis(redis),
  };
}

export type StreamEvent = { event?: string; data?: unknown; comment?: string };

/**
 * An open GET /api/events, read as the browser's EventSource would, on a connection of its own.
 * Resolves once the answer's headers arrived: the stream is subscribed by then.
 */
export async function openEventStream(baseUrl: string, cookie?: string) {
  const request = http.get(`${baseUrl}/api/events`, { headers: cookie ? { cookie } : {}, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject);
  });
  const events: StreamEvent[] = [];
  const listeners = new Set<() => void>();
  let isEnded = false;
  const notify = () => listeners.forEach((listener) => listener());

  const ended = new Promise<void>((resolve) => {
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      if (!String(response.headers['content-type']).startsWith('text/event-stream')) return;
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        events.push(parseBlock(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
        notify();
      }
    });
    response.once('close', () => {
      isEnded = true;
      notify();
      resolve();
    });
  });

  /** The first event (past or future) that matches; rejects if none comes within `timeoutMs`. */
  const waitFor = (matches: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find(matches);
        if (found) done(() => resolve(found));
        else if (isEnded)
          done(() => reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no such event in time; got ${JSON.stringify(events)}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });

  return {
    status: response.statusCode,
    headers: response.headers,
    events,
    waitFor,
    /** Resolves when the stream ended, by either side. */
    ended,
    close: () => request.destroy(),
  };
}
export type EventStream = Awaited<ReturnType<typeof openEventStream>>;

function parseBlock(block: string): StreamEvent {
  const parsed: StreamEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) parsed.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) parsed.event = line.slice('event: '.length);
    else if (line.startsWith('data: ')) parsed.data = JSON.parse(line.slice('data: '.length));
  }
  return parsed;
}
