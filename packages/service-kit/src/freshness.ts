import { randomInt, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { NO_STORE } from './caching';
import { orUnavailable } from './errors';

/**
 * Polled answers that did not change cost one Redis read (docs/architecture.md D20). A service
 * names, for each polled answer, a Redis key whose value (a version) changes whenever the answer
 * would: it reads the version before the data and sends it as the answer's ETag, and every write
 * that changes the data sets a new version after it commits. A poll that sends the ETag back while
 * the version is the same gets 304, from the service without loading the answer, or from the gateway without
 * reaching the service: the service names the key in FRESHNESS_KEY_HEADER, which the gateway keeps
 * (per session and URL) and never passes on.
 *
 * A key may only guard an answer whose access rules cannot change while the session lives (a
 * student's own conversation, the teacher's list): the gateway checks the session, not ownership.
 */
export const FRESHNESS_KEY_HEADER = 'x-lezioni-freshness-key';

/**
 * By default versions live 60 to 120 s: a write whose version change was lost (Redis gone right
 * after the commit) is served as unchanged for at most that long, then the next poll gets the data
 * again. The spread keeps versions made together (every list after a restart) from expiring
 * together, which would send every poll of that second to the services at once. An answer polled
 * less often needs a longer life (`lifeSeconds`), or most of its polls would find it expired.
 */
const FRESHNESS_LIFE_S = 60;

export const etagOfVersion = (version: string) => `W/"${version}"`;

export type Freshness = ReturnType<typeof createFreshness>;

/**
 * `keptBytes`: the process keeps the latest answers it sent in full, up to this many bytes of JSON,
 * each for its version: while the version stands, the next client without the ETag (a page load, a
 * new tab) gets the same bytes without the answer being loaded again. Only for answers that are
 * their body alone (a `load` that also sets headers would lose them) and that every reader of the
 * version is allowed to read (as for the gateway's 304, D20).
 */
export function createFreshness(
  redis: Redis,
  prefix: string,
  {
    logger,
    lifeSeconds = FRESHNESS_LIFE_S,
    keptBytes = 0,
  }: { logger: Logger; lifeSeconds?: number; keptBytes?: number },
) {
  const keyOf = (name: string) => `${prefix}:fresh:${name}`;
  const ttlSeconds = () => lifeSeconds + randomInt(lifeSeconds);
  const kept = new Map<string, { version: string; json: string }>();
  let keptSize = 0;
  const forget = (key: string) => {
    keptSize -= kept.get(key)?.json.length ?? 0;
    kept.delete(key);
  };
  return {
    /** The current version of `name`, made now when it has none (new, expired, or Redis emptied). */
    async versionOf(name: string): Promise<{ key: string; version: string }> {
      const key = keyOf(name);
      const made = randomUUID();
      // One round trip: sets only when absent (NX) and answers the value that was there (GET).
      const existing = (await orUnavailable(() => redis.call('SET', key, made, 'NX', 'GET', 'EX', ttlSeconds()))) as
        string | null;
      return { key, version: existing ?? made };
    },

    /**
     * New versions for `names`: call after the change they guard has committed, never before. A
     * failure is logged, not thrown: the change is stored, and a version ends within its life.
     */
    async changed(...names: string[]): Promise<void> {
      if (names.length === 0) return;
      const multi = redis.multi();
      for (const name of names) multi.set(keyOf(name), randomUUID(), 'EX', ttlSeconds());
      await multi.exec().catch((err: unknown) => logger.warn({ err, names }, 'answer versions not renewed'));
    },

    /**
     * Ends the version behind `key` at `at` unless it ends sooner: for an answer that changes with
     * the clock (a lesson that ends, credits that expire), so that poll gets a new one.
     */
    async endsAt(key: string, at: Date): Promise<void> {
      await redis.pexpireat(key, Math.max(at.getTime(), Date.now() + 1), 'LT');
    },

    /** The JSON last sent for `key` at `version`, if this process kept it. */
    keptAnswer(key: string, version: string): string | undefined {
      const entry = kept.get(key);
      return entry?.version === version ? entry.json : undefined;
    },

    /** Keeps `json` as the answer for `key` at `version`, letting go of the oldest past `keptBytes`. */
    keep(key: string, version: string, json: string): void {
      if (json.length > keptBytes) return;
      forget(key);
      kept.set(key, { version, json });
      keptSize += json.length;
      for (const oldest of kept.keys()) {
        if (keptSize <= keptBytes) break;
        forget(oldest);
      }
    },
  };
}

/**
 * Answers a polled GET guarded by the version of `name`: 304 when the client's ETag is the current
 * version (without loading anything), otherwise what `load` gives, with the version as its ETag.
 * The version is read before the data: a change committed in between leaves the answer newer than
 * its ETag says, which only costs one more full answer. An answer that changes with the clock says
 * when its next change is due (`changesAt`, null for never) and its version ends then.
 */
export async function answerFresh<T>(
  req: Request,
  res: Response,
  freshness: Freshness,
  name: string,
  load: () => Promise<T>,
  { changesAt }: { changesAt?: (answer: T) => Date | null } = {},
): Promise<void> {
  const { key, version } = await freshness.versionOf(name);
  const etag = etagOfVersion(version);
  // Kept from shared caches and from the browser's disk: the client keeps the last answer in memory.
  res.set({ ETag: etag, [FRESHNESS_KEY_HEADER]: key, ...NO_STORE });
  if (req.headers['if-none-match'] === etag) return void res.status(304).end();
  const keptJson = freshness.keptAnswer(key, version);
  if (keptJson !== undefined) return void res.type('json').send(keptJson);
  const answer = await load();
  const nextChange = changesAt?.(answer);
  if (nextChange) await freshness.endsAt(key, nextChange);
  const json = JSON.stringify(answer);
  freshness.keep(key, version, json);
  res.type('json').send(json);
}
