import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { FRESHNESS_KEY_HEADER, NO_STORE, cookieValue, etagOfVersion, type SessionVerifier } from '@lezioni/service-kit';

/** Sessions × polled URLs remembered; the oldest go first past this many (a student polls 2–4 URLs). */
const ANSWERS_KEPT = 50_000;

/**
 * Answers an unchanged poll with 304 without reaching the service (D20). A service names the
 * Redis key its answer's ETag follows (FRESHNESS_KEY_HEADER); the gateway keeps it for that session
 * cookie and URL. When the same session polls the same URL with that ETag, one Redis round trip
 * checks the session (revocations, as every service does) and reads the key: the same version is a
 * 304. Anything else (no entry, another version, no session, Redis away) goes to the service as
 * before, which answers it, 304 included.
 */
export function createFreshAnswers(verify: SessionVerifier) {
  const keys = new Map<string, string>();
  const sessionTokenOf = (req: Request) => cookieValue(req.headers.cookie, verify.cookieName);
  const entryOf = (token: string, req: Request) => `${token} ${req.originalUrl}`;

  /** True when it answered 304 itself. */
  const answer = async (req: Request, res: Response): Promise<boolean> => {
    const etag = req.headers['if-none-match'];
    if (req.method !== 'GET' || !etag) return false;
    const token = sessionTokenOf(req);
    const key = token && keys.get(entryOf(token, req));
    if (!key) return false;
    const checked = await verify.verifyReading(token, [key]).catch(() => undefined);
    const version = checked?.values[0];
    if (!checked?.user || !version || etagOfVersion(version) !== etag) return false;
    res.writeHead(304, { etag, ...NO_STORE }).end();
    return true;
  };

  return {
    /** Answers the polls it can with 304; passes the others on. */
    notModified: (async (req, res, next) => {
      if (!(await answer(req, res))) next();
    }) satisfies RequestHandler,

    /** Keeps the key a service's answer names (or forgets one it no longer names) and strips it. */
    learn(req: Request, headers: IncomingHttpHeaders): void {
      const key = headers[FRESHNESS_KEY_HEADER];
      delete headers[FRESHNESS_KEY_HEADER];
      const token = req.method === 'GET' ? sessionTokenOf(req) : undefined;
      if (!token) return;
      const entry = entryOf(token, req);
      if (typeof key !== 'string') return void keys.delete(entry);
      if (!keys.has(entry) && keys.size >= ANSWERS_KEPT) keys.delete(keys.keys().next().value!);
      keys.set(entry, key);
    },
  };
}
export type FreshAnswers = ReturnType<typeof createFreshAnswers>;
