import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The path and the names of the query's parameters, never their values: a query may carry a
 * secret (a password-reset link's token, a link someone pastes in the chat), and logs are read by
 * more people, and kept longer, than the database.
 */
export function loggedUrl(url = ''): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const names = [...new URLSearchParams(url.slice(queryStart + 1)).keys()];
  return `${url.slice(0, queryStart)}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}`;
}

/** One access-log line per request, tagged with the request id (taken from the gateway, or new). */
export function createHttpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Method, path and status are what an operator reads; headers would only add noise and secrets.
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.originalUrl ?? req.url),
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    // A 503 is an answer we chose (an upstream not deployed, Redis away): a warning, already
    // explained where it was decided. Other 5xx are failures.
    customLogLevel: (_req, res, err) =>
      err || (res.statusCode >= 500 && res.statusCode !== 503) ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    // For a 5xx without a thrown error pino-http makes one up ("failed with status code"), whose
    // stack only points into pino-http: the status says it all.
    customErrorObject: (_req, res, err, object: Record<string, unknown>) =>
      (res as ServerResponse & { err?: unknown }).err || !err.message.startsWith('failed with status code')
        ? object
        : { res: object.res, responseTime: object.responseTime },
    autoLogging: { ignore: (req) => PROBES.has(req.url ?? '') },
  });
}
