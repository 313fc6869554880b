import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import {
  FRESHNESS_KEY_HEADER,
  NO_STORE,
  cookieValue,
  etagOfVersion,
  type BeforeApp,
  type SessionVerifier,
} from '@lezioni/service-kit';

/** Sessions × polled URLs remembered; the oldest go first past this many (a student polls 2–5 URLs). */
const ANSWERS_KEPT = 100_000;

/**
 * Answers an unchanged poll with 304 without reaching the service (D20). A service names the
 * Redis key its answer's ETag follows (FRESHNESS_KEY_HEADER); the gateway keeps it for that session
 * cookie and URL. When the same session polls the same URL with that ETag, one Redis round trip
 * checks the session (revocations, as every service does) and reads the key: the same version is a
 * 304. Anything else (no entry, another version, no session, Redis away) goes to the service as
 * before, which answers it, 304 included.
 */
export function createFreshAnswers(verify: SessionVerifier, { onUnchanged }: { onUnchanged: () => void }) {
  const keys = new Map<string, string>();
  const tokenOf = (req: IncomingMessage) => cookieValue(req.headers.cookie, verify.cookieName);
  // The URL as the client sent it: the server's `url`, which Express rewrites under a mount path.
  const entryOf = (token: string, req: IncomingMessage & { originalUrl?: string }) =>
    `${token} ${req.originalUrl ?? req.url}`;

  /** True when it answered 304 itself. */
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const etag = req.headers['if-none-match'];
    if (req.method !== 'GET' || !etag) return false;
    const token = tokenOf(req);
    const key = token && keys.get(entryOf(token, req));
    if (!key) return false;
    const checked = await verify.verifyReading(token, [key]).catch(() => undefined);
    const version = checked?.values[0];
    if (!checked?.user || !version || etagOfVersion(version) !== etag) return false;
    res.writeHead(304, { etag, ...NO_STORE }).end();
    onUnchanged();
    return true;
  };

  return {
    /**
     * Before the app, on the server itself: a same-origin poll (browsers send no Origin on a
     * same-origin GET) that is unchanged is answered here, past Express's routing, the access log,
     * the security headers and compression that only a body needs (D20): most requests are these.
     * It is counted in the metrics, not logged; anything else goes on to the app.
     */
    first: ((req, res, toApp) => {
      if (req.method !== 'GET' || !req.headers['if-none-match'] || req.headers.origin || !req.url!.startsWith('/api/'))
        return toApp();
      void answer(req, res).then((isAnswered) => isAnswered || toApp());
    }) satisfies BeforeApp,

    /** The same for a remote on another origin, after CORS has added its headers. */
    notModified: (async (req, res, next) => {
      if (!(await answer(req, res))) next();
    }) satisfies RequestHandler,

    /** Keeps the key a service's answer names (or forgets one it no longer names) and strips it. */
    learn(req: IncomingMessage, headers: IncomingHttpHeaders): void {
      const key = headers[FRESHNESS_KEY_HEADER];
      delete headers[FRESHNESS_KEY_HEADER];
      const token = req.method === 'GET' ? tokenOf(req) : undefined;
      if (!token) return;
      const entry = entryOf(token, req);
      if (typeof key !== 'string') return void keys.delete(entry);
      if (!keys.has(entry) && keys.size >= ANSWERS_KEPT) keys.delete(keys.keys().next().value!);
      keys.set(entry, key);
    },
  };
}
export type FreshAnswers = ReturnType<typeof createFreshAnswers>;
