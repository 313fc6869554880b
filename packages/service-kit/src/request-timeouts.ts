import http, { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express, RequestHandler } from 'express';
import { z } from 'zod';
import { ERROR_CATALOGUE, SERVER_MESSAGES, type ErrorBody } from '@lezioni/contracts';
import { REQUEST_TIMEOUTS_ENV, type RequestTimeoutsConfig } from './config';
import { STATUS_OF_CODE } from './errors';

const DEFAULT_TIMEOUTS = z.object(REQUEST_TIMEOUTS_ENV).parse({});
/** Node checks the headers and request deadlines on a sweep, every 30 s unless told otherwise. */
const DEADLINE_SWEEP_MS = 1_000;

const requestTimeout: ErrorBody = { error: SERVER_MESSAGES.requestTimeout, code: 'request_timeout' };

/** What Node could not read as a request, answered in the JSON error shape (Node's own answers have no body). */
const UNREADABLE_REQUESTS: Record<string, ErrorBody> = {
  ERR_HTTP_REQUEST_TIMEOUT: requestTimeout,
  HPE_HEADER_OVERFLOW: { error: SERVER_MESSAGES.headersTooLarge, code: 'headers_too_large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { error: SERVER_MESSAGES.bodyTooLarge, code: 'body_too_large' },
};
const MALFORMED_REQUEST: ErrorBody = { error: ERROR_CATALOGUE[400]!.message, code: 'bad_input' };

/** The timeouts each app was built with, for `createTimedServer` to give its server. */
const timeoutsOfApp = new WeakMap<Express, RequestTimeoutsConfig>();

/**
 * Answers an error, with its code's status, and closes the connection: for a request whose body
 * will not be read to its end, so the client cannot keep the connection by sending the rest.
 */
export function answerAndClose(res: ServerResponse, body: ErrorBody): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(STATUS_OF_CODE[body.code], { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  res.end(JSON.stringify(body));
}

export const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Gives `app` its request timeouts: the pause allowed in a body now, the headers and whole-request
 * deadlines when `createTimedServer` makes its server.
 */
export function limitRequestTimes(app: Express, timeouts: RequestTimeoutsConfig = DEFAULT_TIMEOUTS): void {
  timeoutsOfApp.set(app, timeouts);
  app.use(refuseStalledBodies(timeouts.BODY_IDLE_TIMEOUT_MS));
}

/**
 * A body that stops arriving for `idleMs` gets 408 and the connection closes; whoever reads it
 * (the gateway passing it on, a body parser) sees the request aborted. Node's socket timer does
 * the counting without reading the body: it fires after `idleMs` without a byte either way, and
 * emits `timeout` on the request only while the request is incomplete. Once the body is in, a
 * slow answer is not the client's doing: the timer is let go of.
 */
function refuseStalledBodies(idleMs: number): RequestHandler {
  return (req, res, next) => {
    if (hasBody(req)) {
      req.setTimeout(idleMs);
      req.once('timeout', () => answerAndClose(res, requestTimeout));
      res.once('timeout', () => {
        if (req.complete) req.socket.setTimeout(0);
      });
    }
    next();
  };
}

/** Sees a request before the app, on Node's own request and answer: answers it, or hands it on with `toApp`. */
export type BeforeApp = (req: IncomingMessage, res: ServerResponse, toApp: () => void) => void;

/**
 * The HTTP server of `app`, with the headers and whole-request deadlines it was built with, and
 * Node's answers to requests it cannot read in the JSON error shape.
 */
export function createTimedServer(app: Express, first?: BeforeApp): http.Server {
  const timeouts = timeoutsOfApp.get(app) ?? DEFAULT_TIMEOUTS;
  const server = http.createServer(
    {
      requestTimeout: timeouts.REQUEST_TIMEOUT_MS,
      // Node refuses a headers deadline past the whole request's.
      headersTimeout: Math.min(timeouts.HEADERS_TIMEOUT_MS, timeouts.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: DEADLINE_SWEEP_MS,
    },
    first ? (req, res) => first(req, res, () => app(req, res)) : app,
  );
  server.on('clientError', answerUnreadableRequest);
  return server;
}

function answerUnreadableRequest(err: Error & { code?: string }, socket: Duplex): void {
  // Node's own condition: nothing of an answer has been written on this connection yet.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy();
  const body = UNREADABLE_REQUESTS[err.code ?? ''] ?? MALFORMED_REQUEST;
  const status = STATUS_OF_CODE[body.code];
  const json = JSON.stringify(body);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${json}`, () => socket.destroy());
}
