import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Readable, Transform, addAbortSignal } from 'node:stream';
import proxyAddr from 'proxy-addr';
import { Pool, type Dispatcher } from 'undici';
import { EVENTS_HEARTBEAT_MS, SERVER_MESSAGES, UPSTREAMS, type ErrorBody, type UpstreamName } from '@lezioni/contracts';
import { REQUEST_ID_HEADER, answerAndClose, hasBody, type Logger } from '@lezioni/service-kit';
import type { FreshAnswers } from './fresh-answers';
import { createReplicaSet } from './replicas';

const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** A connection lost before the answer: the replica may have done the work, so only reads are sent again. */
const LOST_CONNECTIONS = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const SAFE_TO_REPEAT = new Set(['GET', 'HEAD', 'OPTIONS']);
// An event stream is silent between heartbeats: only two missed ones mean the upstream is gone.
const EVENT_STREAM_TIMEOUT_MS = 2 * EVENTS_HEARTBEAT_MS + 5_000;
/**
 * Connections kept open to one upstream between calls, so a poll does not pay a new TCP connection.
 * Idle ones are let go after IDLE_SOCKET_MS, before the services' own keep-alive timeout
 * (service-kit's serve) could close one under a request. Calls past the limit wait for a connection.
 */
const IDLE_SOCKET_MS = 30_000;
const CONNECTIONS_PER_UPSTREAM = 256;
/** Bodies up to this are read whole before a connection to the service is taken (heldOrStreamed). */
const HELD_BODY_BYTES = 1024 * 1024;
/** Headers about one connection, not the message: never passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  // Answered by the gateway's own server (100 Continue) before the body is read.
  'expect',
]);

class BodyTooLarge extends Error {}

/** A request as the proxy reads it: Node's own (the API lane's) or Express's, with its request id. */
export type ProxiedRequest = IncomingMessage & { id: string; originalUrl?: string };
/** Express's compiled `trust proxy` setting: whether the hop `i` away, at `address`, is a proxy we trust. */
export type TrustProxy = (address: string, i: number) => boolean;
export type Forward = (req: ProxiedRequest, res: ServerResponse) => void;

/** A deployed upstream's two ways in, each over its own pools: its API calls and its event streams. */
export type UpstreamForwards = { api: Forward; stream: Forward };

export type ForwardOptions = {
  upstreams: Record<UpstreamName, string[] | undefined>;
  timeoutMs: number;
  trustProxy: TrustProxy;
  logger: Logger;
  freshAnswers: FreshAnswers;
};

/**
 * Forwards each call to its service with undici, over a pool of kept-alive connections, with the
 * request id and the client address the gateway saw. An upstream that refuses answers 503 at once,
 * one that fails or hangs 502 after its timeout: the browser always gets the spec's JSON error,
 * never a hang. Bodies are counted as they stream, so a chunked upload cannot
 * pass the limit that Content-Length states; a body up to 1 MB is read whole before it is sent on,
 * so a client that sends it slowly holds no connection to the service, and one that stops (408,
 * service-kit's request timeouts) has sent the service nothing. Event streams get a pool of their
 * own, without a limit: each holds its connection for minutes. An upstream may have several
 * replicas (several addresses): calls take them in turn, and one that refuses is skipped
 * (createReplicaSet).
 */
export function createForwards(options: ForwardOptions): Map<UpstreamName, UpstreamForwards> {
  const forwards = new Map<UpstreamName, UpstreamForwards>();
  for (const [name, replicas] of Object.entries(options.upstreams) as [UpstreamName, string[] | undefined][]) {
    if (!replicas) continue;
    const api = replicas.map(
      (target) =>
        new Pool(target, {
          connections: CONNECTIONS_PER_UPSTREAM,
          keepAliveTimeout: IDLE_SOCKET_MS,
          keepAliveMaxTimeout: IDLE_SOCKET_MS,
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
        }),
    );
    const streams = replicas.map(
      (target) => new Pool(target, { headersTimeout: EVENT_STREAM_TIMEOUT_MS, bodyTimeout: EVENT_STREAM_TIMEOUT_MS }),
    );
    forwards.set(name, {
      api: forwardTo(name, createReplicaSet(api), options),
      stream: forwardTo(name, createReplicaSet(streams), options, { isStream: true }),
    });
  }
  return forwards;
}

function forwardTo(
  name: UpstreamName,
  replicas: ReturnType<typeof createReplicaSet<Pool>>,
  { logger, freshAnswers, trustProxy }: { logger: Logger; freshAnswers: FreshAnswers; trustProxy: TrustProxy },
  { isStream = false } = {},
): Forward {
  const limit = UPSTREAMS[name].bodyLimitBytes;
  return (req, res) => {
    // A client that goes away takes its upstream call with it (an event stream, a slow answer), and
    // so does an answer the gateway gave itself (a body too slow or too large). The upstream's answer
    // sent whole has nothing left to stop (an abort's error costs a poll's 2% CPU).
    const abort = new AbortController();
    let isUpstreamAnswer = false;
    res.once('close', () => (isUpstreamAnswer && res.writableFinished) || abort.abort());
    const body =
      hasBody(req) && req.method !== 'GET' && req.method !== 'HEAD'
        ? countedBody(req, limit, abort.signal, () => {
            abort.abort(new BodyTooLarge());
            answerTooLarge(req, res);
          })
        : undefined;
    const headers = forwardedHeaders(req, trustProxy);

    // The answer is written straight into the client's response as it arrives (undici's stream():
    // no body stream in between, a poll's full answer a tenth cheaper than request() and pipe()).
    const answerInto = ({ statusCode, headers }: { statusCode: number; headers: IncomingHttpHeaders }) => {
      isUpstreamAnswer = true;
      freshAnswers.learn(req, headers);
      res.writeHead(statusCode, passedOn(headers));
      // A stream's headers go at once; an answer's go with its body, in one write.
      if (isStream) res.flushHeaders();
      return res;
    };

    // A replica that refuses the connection has read nothing: the call goes to the next one. One
    // that dies under a call (killed, crashed) may have done its work: only a read is sent again,
    // and only while nothing of its answer has reached the client; with no other replica, once to
    // the same one on a new connection, which says whether it is down (503) or back.
    const tryReplicas = async (
      [pool, ...others]: Pool[],
      payload: Buffer | Readable | undefined,
      isSecondTry = false,
    ): Promise<void> => {
      try {
        await pool!.stream(
          {
            method: req.method as Dispatcher.HttpMethod,
            path: req.originalUrl ?? req.url!,
            headers,
            body: payload,
            signal: abort.signal,
          },
          answerInto,
        );
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        const wasRefused = CONNECT_FAILURES.has(code);
        if (wasRefused) replicas.markDown(pool!);
        const mayRepeat = wasRefused || (LOST_CONNECTIONS.has(code) && SAFE_TO_REPEAT.has(req.method!));
        if (!mayRepeat || abort.signal.aborted || res.headersSent) throw err;
        if (others.length === 0) {
          if (wasRefused || isSecondTry) throw err;
          return tryReplicas([pool!], payload, true);
        }
        logger.warn({ upstream: name, code, reqId: req.id }, 'upstream replica failed; trying the next');
        return tryReplicas(others, payload);
      }
    };

    (body ? heldOrStreamed(body, HELD_BODY_BYTES) : Promise.resolve(undefined))
      .then((payload) => tryReplicas(replicas.order(), payload))
      .catch((err: Error & { code?: string }) => {
        // Answered already: the client went away, its body passed the limit or stopped arriving.
        if (abort.signal.aborted) return;
        const wasRefused = err.code !== undefined && CONNECT_FAILURES.has(err.code);
        logger.warn({ upstream: name, code: err.code, reqId: req.id }, 'upstream failed');
        // An upstream failing mid-answer cuts the client's.
        if (res.headersSent) return void res.destroy();
        res.writeHead(wasRefused ? 503 : 502, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: SERVER_MESSAGES.unavailable, code: 'unavailable' } satisfies ErrorBody));
      });
  };
}

/**
 * The request's body as it streams; the moment it passes `limit` bytes, nothing more is passed on
 * and `onTooLarge` runs (it aborts the upstream call, whether it has started or still waits, and
 * answers 413 without reading the rest). Ends with an error once `signal` aborts.
 */
function countedBody(req: IncomingMessage, limit: number, signal: AbortSignal, onTooLarge: () => void): Transform {
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= limit) return done(null, chunk);
      onTooLarge();
      done();
    },
  });
  req.pipe(counted);
  return addAbortSignal(signal, counted);
}

/**
 * The body whole when it ends within `maxHeld` bytes, so the service's connection is taken only
 * once all of it is here; a longer one (an upload) streams on, starting with the part read.
 */
async function heldOrStreamed(body: Readable, maxHeld: number): Promise<Buffer | Readable> {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const held: Buffer[] = [];
  let heldBytes = 0;
  for (let chunk = await chunks.next(); !chunk.done; chunk = await chunks.next()) {
    held.push(chunk.value);
    heldBytes += chunk.value.length;
    if (heldBytes > maxHeld) {
      const rest = async function* () {
        yield* held;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
      };
      return Readable.from(rest(), { objectMode: false });
    }
  }
  return Buffer.concat(held, heldBytes);
}

function answerTooLarge(req: IncomingMessage, res: ServerResponse) {
  // The rest of the body is not read: the connection closes after the answer.
  answerAndClose(res, { error: SERVER_MESSAGES.bodyTooLarge, code: 'body_too_large' });
  req.unpipe();
  req.resume();
}

/**
 * The client's headers for the service, with one client address: the one the gateway trusts, found
 * as Express's `req.ip` and `req.protocol` find them (the proxies in TRUST_PROXY may name it).
 */
function forwardedHeaders(req: ProxiedRequest, trustProxy: TrustProxy): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [header, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(header)) headers[header] = value;
  }
  headers[REQUEST_ID_HEADER] = req.id;
  // A client can't spoof its way past per-IP limits: any address it sent is replaced.
  headers['x-forwarded-for'] = proxyAddr(req, trustProxy);
  headers['x-forwarded-proto'] = protocolOf(req, trustProxy);
  headers['x-forwarded-host'] = req.headers.host ?? '';
  return headers;
}

function protocolOf(req: IncomingMessage, trustProxy: TrustProxy): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const sent = req.headers['x-forwarded-proto'];
  if (!trustProxy(req.socket.remoteAddress ?? '', 0) || typeof sent !== 'string') return own;
  return sent.split(',')[0]!.trim() || own;
}

function passedOn(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [header, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(header)) kept[header] = value;
  }
  return kept;
}
