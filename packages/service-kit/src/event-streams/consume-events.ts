import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ZodType } from 'zod';
import {
  LESSON_EVENTS_STREAM,
  LessonEventSchema,
  USER_EVENTS_STREAM,
  UserEventSchema,
  type LessonEvent,
  type UserEvent,
} from '@lezioni/contracts';
import { whenRedisConnected } from '../redis';

/** How long one read waits for new entries before looking again (and checking for abandoned ones). */
const BLOCK_MS = 5_000;
const BATCH_SIZE = 50;
/** Entries another consumer of the group has held this long (it crashed mid-way) are taken over. */
const ABANDONED_AFTER_MS = 60_000;
const ABANDONED_CHECK_INTERVAL_MS = 30_000;
const MAX_RETRY_DELAY_MS = 2_000;
const retryDelayMs = (failures: number) => Math.min(250 * 2 ** failures, MAX_RETRY_DELAY_MS);

/** The one field of each entry of the platform's event streams: the event as JSON. */
const EVENT_FIELD = 'event';

/** A stream's Redis key in a deployment: under its REDIS_PREFIX, like its queues. */
const streamKey = (prefix: string, stream: string) => `${prefix}:${stream}`;

/**
 * Appends one event to a stream (its owner's outbox relay is the only writer). Streams are never
 * trimmed: their history is how a consumer that starts later gets every user or lesson.
 */
async function appendEvent(redis: Redis, prefix: string, stream: string, event: unknown): Promise<void> {
  await redis.xadd(streamKey(prefix, stream), '*', EVENT_FIELD, JSON.stringify(event));
}

type StreamEntry = [id: string, fields: string[] | null];
type StreamReply = [key: string, entries: StreamEntry[]][] | null;

type ConsumeOptions<E> = {
  redis: Redis;
  prefix: string;
  group: string;
  logger: Logger;
  apply: (event: E) => Promise<void>;
};

/**
 * Keeps `apply` fed with the events of `stream` (ARCHITECTURE D13), through the consumer group
 * `group`: every consuming service reads the whole stream once, its replicas share the work.
 *
 * - A new group starts from the beginning of the stream, so a new consumer gets every user. Nothing
 *   trims the stream: that history is how a consumer that starts later backfills.
 * - Each entry is acknowledged after `apply` resolves. One that throws stays pending and is tried
 *   again (in stream order) until it succeeds: delivery is at least once, so `apply` must be
 *   idempotent and ignore an event whose `version` is not newer than the one it holds.
 * - An entry that is not a valid event is logged and acknowledged: it would never become valid.
 * - Entries a stopped or crashed replica left unacknowledged for ABANDONED_AFTER_MS are taken over.
 * - While Redis is away it retries by itself, and re-creates the group if Redis came back empty.
 * - `stop()` returns promptly even while a read is blocked.
 */
function consumeEvents<E>(options: ConsumeOptions<E> & { stream: string; schema: ZodType<E> }): {
  stop(): Promise<void>;
} {
  const { redis, prefix, group, apply, stream, schema } = options;
  const logger = options.logger.child({ stream, group });
  const key = streamKey(prefix, stream);
  const consumer = `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  // A blocking read holds its connection, and the service's client times commands out after a
  // second: reads get a connection of their own, which stop() can close under a blocked read.
  // Named, so an operator sees in CLIENT LIST which service holds it.
  const reader = redis.duplicate({
    commandTimeout: undefined,
    blockingTimeout: BLOCK_MS,
    connectionName: `${stream}:${group}`,
  });
  // The service's client already reports outages; the loop below logs what it could not do.
  reader.on('error', () => undefined);
  const stopping = new AbortController();

  async function createGroup(): Promise<void> {
    try {
      await redis.xgroup('CREATE', key, group, '0', 'MKSTREAM');
    } catch (err) {
      if (!String((err as Error).message).startsWith('BUSYGROUP')) throw err;
    }
  }

  async function handle(entries: StreamEntry[]): Promise<void> {
    for (const [id, fields] of entries) {
      // A pending entry deleted from the stream meanwhile comes back without fields.
      const event = fields && parseEvent(fields, schema);
      if (event) {
        await apply(event).catch((err: unknown) => {
          throw new ApplyFailed(stream, id, err);
        });
      } else if (fields) {
        logger.error({ entryId: id }, 'event skipped: not a valid event');
      }
      await redis.xack(key, group, id);
    }
  }

  const read = async (from: '0' | '>'): Promise<StreamEntry[]> => {
    const block = from === '>' ? ['BLOCK', BLOCK_MS] : [];
    const reply = (await reader.xreadgroup(
      'GROUP',
      group,
      consumer,
      'COUNT',
      BATCH_SIZE,
      ...(block as ['BLOCK', number]),
      'STREAMS',
      key,
      from,
    )) as StreamReply;
    return reply?.[0]?.[1] ?? [];
  };

  async function run(): Promise<void> {
    let hasGroup = false;
    // Own pending entries first: those read before a failure (or a restart) and not yet applied.
    let isCatchingUp = true;
    let abandonedCheckedAt = 0;
    let failures = 0;
    while (!stopping.signal.aborted) {
      try {
        if (!hasGroup) {
          await createGroup();
          hasGroup = true;
        }
        if (Date.now() - abandonedCheckedAt > ABANDONED_CHECK_INTERVAL_MS) {
          // Claimed entries join this consumer's pending ones, read next.
          await redis.xautoclaim(key, group, consumer, ABANDONED_AFTER_MS, '0-0', 'COUNT', BATCH_SIZE, 'JUSTID');
          abandonedCheckedAt = Date.now();
          isCatchingUp = true;
        }
        // The reader connects on its own: a read before it is up fails, which looked like an outage at every start.
        if (reader.status !== 'ready') await whenRedisConnected(reader);
        const entries = await read(isCatchingUp ? '0' : '>');
        if (isCatchingUp && entries.length === 0) isCatchingUp = false;
        await handle(entries);
        if (failures > 0) logger.info('reading events again');
        failures = 0;
      } catch (err) {
        if (stopping.signal.aborted) break;
        if (String((err as Error).message).startsWith('NOGROUP')) hasGroup = false;
        isCatchingUp = true;
        failures += 1;
        // A failing `apply` is an error each time; Redis being away, one line per outage.
        if (err instanceof ApplyFailed) {
          logger.error({ err: err.cause, entryId: err.entryId }, 'event not applied; retrying');
        } else if (failures === 1) {
          logger.warn({ err: (err as Error).message }, 'events unreachable; retrying');
        }
        await sleep(retryDelayMs(failures), undefined, { signal: stopping.signal }).catch(() => undefined);
      }
    }
  }

  const running = run();
  return {
    async stop() {
      stopping.abort();
      reader.disconnect();
      await running;
    },
  };
}

function parseEvent<E>(fields: string[], schema: ZodType<E>): E | undefined {
  const json = fields[fields.indexOf(EVENT_FIELD) + 1];
  if (fields.indexOf(EVENT_FIELD) < 0 || json === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Not JSON: as invalid as a wrong shape.
    return undefined;
  }
}

class ApplyFailed extends Error {
  constructor(
    stream: string,
    readonly entryId: string,
    cause: unknown,
  ) {
    super(`apply failed for ${stream} entry ${entryId}`, { cause });
  }
}

export const userEventsStreamKey = (prefix: string) => streamKey(prefix, USER_EVENTS_STREAM);

/** Appends one of auth's user events (its outbox relay is the only writer; tests arrange with it). */
export const appendUserEvent = (redis: Redis, prefix: string, event: UserEvent) =>
  appendEvent(redis, prefix, USER_EVENTS_STREAM, event);

/** Keeps `apply` fed with auth's user events (consumeEvents' rules). */
export const consumeUserEvents = (options: ConsumeOptions<UserEvent>) =>
  consumeEvents({ ...options, stream: USER_EVENTS_STREAM, schema: UserEventSchema });

export const lessonEventsStreamKey = (prefix: string) => streamKey(prefix, LESSON_EVENTS_STREAM);

/** Appends one of booking-proxy's lesson events (its outbox relay is the only writer; tests arrange with it). */
export const appendLessonEvent = (redis: Redis, prefix: string, event: LessonEvent) =>
  appendEvent(redis, prefix, LESSON_EVENTS_STREAM, event);

/** Keeps `apply` fed with booking-proxy's lesson events (consumeEvents' rules). */
export const consumeLessonEvents = (options: ConsumeOptions<LessonEvent>) =>
  consumeEvents({ ...options, stream: LESSON_EVENTS_STREAM, schema: LessonEventSchema });
