import type { Response } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { positiveIntEnv } from './config';
import { orUnavailable, tooManyRequests } from './errors';
import type { FindRevokedSessions, SessionUser } from './session';

/**
 * Every service holding Server-Sent Events streams (chat's events, booking-proxy's lesson rooms):
 * how soon a revoked session's streams end, and how many streams one session and one user may hold
 * open at once (the teacher's `_TEACHER`, more: she has every student's conversations and lessons).
 */
export const LIVE_STREAMS_ENV = {
  /** How often open streams are checked against session revocations: a revoked one ends within it. */
  EVENTS_SESSION_CHECK_MS: positiveIntEnv(1_000),
  EVENT_STREAMS_PER_SESSION: positiveIntEnv(3),
  EVENT_STREAMS_PER_USER: positiveIntEnv(5),
  EVENT_STREAMS_PER_SESSION_TEACHER: positiveIntEnv(10),
  EVENT_STREAMS_PER_USER_TEACHER: positiveIntEnv(20),
};
type LiveStreamsConfig = { [K in keyof typeof LIVE_STREAMS_ENV]: number };

/** An open stream, as what may end it sees it. */
export type EndableStream = { end(): void };

/**
 * The streams open in this process with the session each was opened with, so that a revoked
 * session's streams end (`endRevoked`, run by endRevokedStreams).
 */
export function createSessionStreams() {
  const sessions = new Map<EndableStream, SessionUser>();
  return {
    /** Keeps `stream` with the session it was opened with; the function returned lets go of it. */
    hold(user: SessionUser, stream: EndableStream): () => void {
      sessions.set(stream, user);
      return () => void sessions.delete(stream);
    },

    /**
     * Ends the streams held here whose session has been revoked since (logout, password reset,
     * account deletion): what they would deliver is no longer that session's to see. Rejects when
     * the revocations cannot be read (Redis away), ending nothing.
     */
    async endRevoked(findRevoked: FindRevokedSessions): Promise<void> {
      const open = [...sessions];
      if (open.length === 0) return;
      const revoked = await findRevoked(open.map(([, user]) => user));
      for (const [stream, user] of open) if (revoked.has(user.sessionId)) stream.end();
    },
  };
}
export type SessionStreams = ReturnType<typeof createSessionStreams>;

const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * Every `intervalMs`, ends the streams open in this process whose session was revoked (any
 * revocation auth publishes): each replica checks its own streams, in one Redis read per thousand,
 * so a revoked session stops receiving within about `intervalMs` wherever its streams are held.
 * While the revocations cannot be read (Redis away, or restarted empty until auth republishes them)
 * the check is skipped, and logged now and then.
 */
export function endRevokedStreams(options: {
  streams: Pick<SessionStreams, 'endRevoked'>;
  findRevoked: FindRevokedSessions;
  intervalMs: number;
  logger: Logger;
}): { stop: () => Promise<void> } {
  const { streams, findRevoked, intervalMs, logger } = options;
  let running: Promise<void> | undefined;
  let lastLoggedAt = 0;
  const check = () => {
    if (running) return;
    running = streams
      .endRevoked(findRevoked)
      .catch((err: unknown) => {
        if (Date.now() - lastLoggedAt < ERROR_LOG_INTERVAL_MS) return;
        lastLoggedAt = Date.now();
        logger.warn({ err: (err as Error).message }, 'event streams: session revocations not readable');
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * A slot is a member of two sorted sets, the user's and the session's, scored by when it lapses.
 * Taken only when both have room, atomically: streams opened at once on several replicas cannot
 * together pass a cap.
 */
const TAKE_SLOT_SCRIPT = `
local now, lapsesAt, member = ARGV[1], ARGV[2], ARGV[3]
for i = 1, 2 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now) end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) or redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then
  return 0
end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], lapsesAt, member)
  redis.call('PEXPIREAT', KEYS[i], lapsesAt)
end
return 1
`;

/** A slot lapses this long after its last renewal: what a crashed process leaves is free again by then. */
const STREAM_SLOT_TTL_MS = 60_000;

/**
 * The open streams of one kind per user and per session, counted in Redis across replicas: `take`
 * gives a slot while the caller has fewer than its caps open (else null: the caller answers 429).
 * A slot is released when its stream closes and renewed while it is open; one whose process died
 * lapses after `ttlMs`. Fails closed, as the rate limits do: 503 while Redis is away.
 */
export function createStreamSlots(
  redis: Redis,
  prefix: string,
  options: { name: string; config: LiveStreamsConfig; ttlMs?: number },
) {
  const { name, config, ttlMs = STREAM_SLOT_TTL_MS } = options;
  const capsOf = (user: SessionUser) =>
    user.role === 'admin'
      ? { perUser: config.EVENT_STREAMS_PER_USER_TEACHER, perSession: config.EVENT_STREAMS_PER_SESSION_TEACHER }
      : { perUser: config.EVENT_STREAMS_PER_USER, perSession: config.EVENT_STREAMS_PER_SESSION };
  const keysOf = (user: SessionUser) => [
    `${prefix}:streams:${name}:user:${user.id}`,
    `${prefix}:streams:${name}:session:${user.sessionId}`,
  ];
  let next = 0;

  return {
    /** A slot for one more stream of the user's, with the function that releases it; null past a cap. */
    async take(user: SessionUser): Promise<(() => void) | null> {
      const keys = keysOf(user);
      const member = `${process.pid}:${Date.now()}:${(next += 1)}`;
      const caps = capsOf(user);
      const taken = await orUnavailable(() =>
        redis.eval(TAKE_SLOT_SCRIPT, 2, ...keys, Date.now(), Date.now() + ttlMs, member, caps.perUser, caps.perSession),
      );
      if (taken !== 1) return null;
      // Renewed well before it lapses; a renewal lost with Redis is made up by the next one.
      const renewal = setInterval(() => {
        const lapsesAt = Date.now() + ttlMs;
        const renew = redis.multi();
        for (const key of keys) renew.zadd(key, 'XX', lapsesAt, member).pexpireat(key, lapsesAt, 'GT');
        renew.exec().catch(() => undefined);
      }, ttlMs / 3);
      renewal.unref();
      return () => {
        clearInterval(renewal);
        // Lost with Redis, the slot lapses by itself.
        const release = redis.multi();
        for (const key of keys) release.zrem(key, member);
        release.exec().catch(() => undefined);
      };
    },
  };
}
export type StreamSlots = ReturnType<typeof createStreamSlots>;

/** A stream being served (serveLiveStream): one event at a time, until either side ends it. */
export type ServedStream = EndableStream & {
  /** Sends `data` as JSON under the event name `event`; nothing once the stream has ended. */
  send(event: string, data: unknown): void;
  readonly isOpen: boolean;
};

/**
 * Serves `res` as `user`'s Server-Sent Events stream, set up as every live stream is: a slot of the
 * user's and the session's (`slots`; 429 past their caps), the event-stream headers, `connect`, then
 * a `: connected` comment, a `: ping` every `heartbeatMs` (proxies keep the stream open; `onHeartbeat`
 * runs after each) and the end at `endsAt` or when the session expires, whichever comes first (the
 * browser reconnects, its session verified again). A client that leaves more than `maxPendingBytes`
 * unread is dropped (it reconnects). Whatever ends the stream first (either side, a revocation,
 * the lifetime) releases the slot and what `connect` set up.
 *
 * `connect` makes the stream reachable (registers it where events reach it) and resolves to what
 * undoes that. Until it resolves the answer is not committed: a rejection is the answer (the slot is
 * released), unless an event went out meanwhile, which only ends the stream. Resolves once the
 * stream is set up, or the browser went away meanwhile.
 */
export async function serveLiveStream(
  res: Response,
  options: {
    user: SessionUser;
    slots: StreamSlots;
    heartbeatMs: number;
    maxPendingBytes: number;
    endsAt: Date;
    connect: (stream: ServedStream) => Promise<() => void>;
    onHeartbeat?: (stream: ServedStream) => void;
  },
): Promise<void> {
  const { user, heartbeatMs, maxPendingBytes } = options;
  let isOpen = true;
  const cleanups: Array<() => void> = [];
  const end = () => {
    if (!isOpen) return;
    isOpen = false;
    for (const cleanup of cleanups) cleanup();
    res.end();
  };
  const write = (chunk: string) => {
    if (!isOpen) return;
    res.write(chunk);
    if (res.writableLength > maxPendingBytes) end();
  };
  const stream: ServedStream = {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end,
    get isOpen() {
      return isOpen;
    },
  };

  res.on('close', end);
  const releaseSlot = await options.slots.take(user);
  if (!releaseSlot) throw tooManyRequests();
  // The browser went away meanwhile: nothing holds the slot.
  if (!isOpen) return releaseSlot();
  cleanups.push(releaseSlot);
  res.status(200);
  // setHeader, not res.set: Express would append a charset to the type.
  res.setHeader('Content-Type', 'text/event-stream');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  let disconnect: () => void;
  try {
    disconnect = await options.connect(stream);
  } catch (err) {
    // Nothing sent yet: the caller gets the error's answer; else the stream just ends and the browser retries.
    if (res.headersSent) return end();
    isOpen = false;
    releaseSlot();
    throw err;
  }
  // The browser went away while it connected.
  if (!isOpen) return disconnect();
  cleanups.push(disconnect);
  res.flushHeaders();
  // A first comment gets bytes through any buffering on the way; browsers reconnect after their
  // default delay (about 3 s), so no `retry:` field is sent.
  write(': connected\n\n');
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    options.onHeartbeat?.(stream);
  }, heartbeatMs);
  const endsInMs = Math.min(options.endsAt.getTime(), user.expiresAt.getTime()) - Date.now();
  const lifetime = setTimeout(end, Math.max(endsInMs, 0));
  cleanups.push(() => {
    clearInterval(heartbeat);
    clearTimeout(lifetime);
  });
}
