import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * A calendar feed's file, whose address is its only key: every segment after `/calendar/` but the
 * feed's own call (`/api/calendar/feed`), in any case, wherever it stands and whatever follows it
 * (another spelling of the address is answered 404, but the secret in it opens the feed all the same).
 */
const CALENDAR_SECRET = /(\/calendar\/+)(?!feed(?:\/|$))([^/]+)/gi;
const withoutSecret = (_match: string, before: string, segment: string) =>
  `${before}…${/\.ics$/i.test(segment) ? segment.slice(-4) : ''}`;

/**
 * The path, without its secret segments, and the names of the query's parameters, never their
 * values: a query may carry a secret (a password-reset link's token, a link someone pastes in the
 * chat), and logs are read by more people, and kept longer, than the database.
 */
export function loggedUrl(url = ''): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(CALENDAR_SECRET, withoutSecret);
  if (queryStart < 0) return path;
  const names = [...new URLSearchParams(url.slice(queryStart + 1)).keys()];
  return `${path}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}`;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The request id: the gateway's, passed on to every service, or a new one. */
      id: string;
    }
  }
}

type LoggedRequest = IncomingMessage & { id?: string; originalUrl?: string };

/**
 * One access-log line per request, tagged with the request id (taken from the gateway, or new),
 * written when the answer is finished or the client went away. Made by hand rather than by
 * pino-http: every poll of every student passes here, and a line should cost little more than its
 * bytes (no child logger, no serializers, no listeners beyond one). `successLevel` lets the services
 * log their answered calls at debug: the gateway's line, with the same request id, already has them.
 */
export function createHttpLogger(logger: Logger, successLevel: 'info' | 'debug' = 'info') {
  return (req: LoggedRequest, res: ServerResponse, next: () => void) => {
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (PROBES.has(req.url ?? '')) return next();
    const startedAt = performance.now();
    res.once('close', () => {
      const status = res.statusCode;
      const line = {
        req: { id, method: req.method, url: loggedUrl(req.originalUrl ?? req.url) },
        res: { statusCode: status },
        responseTime: Math.round(performance.now() - startedAt),
      };
      if (!res.writableFinished) {
        // A client closing its event stream is how a stream ends (a page left, a tab closed): no fault.
        const isStream = String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
        return logger[isStream ? 'debug' : 'warn'](line, 'request aborted');
      }
      // A 503 is an answer we chose (an upstream not deployed, Redis away): a warning, already
      // explained where it was decided. Other 5xx are failures.
      if (status >= 500 && status !== 503) return logger.error(line, 'request errored');
      if (status >= 400) return logger.warn(line, 'request completed');
      logger[successLevel](line, 'request completed');
    });
    next();
  };
}
