import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Router, type Request, type RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  EVENTS_HEARTBEAT_MS,
  EVENT_STREAM_PATHS,
  SERVER_MESSAGES,
  UPSTREAMS,
  findUpstream,
  type UpstreamName,
} from '@lezioni/contracts';
import { AppError, REQUEST_ID_HEADER, notFound, type Logger } from '@lezioni/service-kit';

const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// An event stream is silent between heartbeats: only two missed ones mean the upstream is gone.
const EVENT_STREAM_TIMEOUT_MS = 2 * EVENTS_HEARTBEAT_MS + 5_000;

/** Requests the gateway cut off for sending too much: their upstream error is expected, not a failure. */
const cutOff = new WeakSet<IncomingMessage>();

/**
 * Forwards each API route to its service, with the request id and the client address the gateway
 * saw. An upstream that is missing or refuses answers 503 at once, one that fails or hangs 502
 * after its timeout: the browser always gets the spec's JSON error, never a hang. Bodies are
 * counted as they stream, so a chunked upload cannot pass the limit that Content-Length states.
 */
export function createProxyRouter(options: {
  upstreams: Record<UpstreamName, string | undefined>;
  timeoutMs: number;
  logger: Logger;
}): Router {
  const router = Router();
  const proxies = new Map<UpstreamName, { api: RequestHandler; stream: RequestHandler }>();
  for (const [name, target] of Object.entries(options.upstreams) as [UpstreamName, string | undefined][]) {
    if (!target) continue;
    proxies.set(name, {
      api: createUpstreamProxy(name, target, options.timeoutMs, options.logger, keepAliveAgent()),
      // A stream holds its connection for minutes: nothing to gain from a pool.
      stream: createUpstreamProxy(name, target, EVENT_STREAM_TIMEOUT_MS, options.logger),
    });
  }

  router.use('/api', (req, res, next) => {
    const path = req.originalUrl.split('?')[0]!;
    const upstream = findUpstream(path);
    if (!upstream) return next(notFound());
    const proxy = proxies.get(upstream);
    if (!proxy) return next(new AppError('upstream_not_deployed', SERVER_MESSAGES.unavailable, 503));
    if (Number(req.headers['content-length'] ?? 0) > UPSTREAMS[upstream].bodyLimitBytes) {
      return next(new AppError('body_too_large', SERVER_MESSAGES.bodyTooLarge, 413));
    }
    req.url = req.originalUrl;
    return (EVENT_STREAM_PATHS.includes(path) ? proxy.stream : proxy.api)(req, res, next);
  });
  return router;
}

/**
 * Stops forwarding a body the moment it passes `limit` bytes and answers 413 in its place. Counted
 * on the same stream the proxy pipes, from the moment it pipes, so no chunk is missed.
 */
function limitBodyAsItStreams(req: IncomingMessage, res: ServerResponse, proxyReq: ClientRequest, limit: number) {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off('data', count);
    cutOff.add(req);
    req.unpipe(proxyReq);
    proxyReq.destroy();
    if (!res.headersSent) {
      // The rest of the body is not read: close the connection after the answer.
      res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      res.end(JSON.stringify({ error: SERVER_MESSAGES.bodyTooLarge }));
    }
    req.resume();
  };
  req.on('data', count);
}

/**
 * Connections to one upstream, kept open between calls: without an agent http-proxy asks the
 * upstream to close each one and passes `Connection: close` on to the browser, so every poll paid a
 * new TCP connection both ways. Idle sockets are let go after IDLE_SOCKET_MS, before the services'
 * own keep-alive timeout (service-kit's serve) would close them under a request.
 */
const IDLE_SOCKET_MS = 30_000;
const SOCKETS_PER_UPSTREAM = 256;
const keepAliveAgent = () =>
  new Agent({ keepAlive: true, maxSockets: SOCKETS_PER_UPSTREAM, maxFreeSockets: 64, timeout: IDLE_SOCKET_MS });

function createUpstreamProxy(
  name: UpstreamName,
  target: string,
  timeoutMs: number,
  logger: Logger,
  agent?: Agent,
): RequestHandler {
  return createProxyMiddleware<Request, ServerResponse>({
    target,
    agent,
    changeOrigin: false,
    xfwd: false,
    proxyTimeout: timeoutMs,
    on: {
      proxyReq: (proxyReq: ClientRequest, req: Request, res: ServerResponse) => {
        limitBodyAsItStreams(req, res, proxyReq, UPSTREAMS[name].bodyLimitBytes);
        proxyReq.setHeader(REQUEST_ID_HEADER, String(req.id));
        // One address, the one the gateway trusts: a client can't spoof its way past per-IP limits.
        proxyReq.setHeader('x-forwarded-for', req.ip ?? '');
        proxyReq.setHeader('x-forwarded-proto', req.protocol);
        proxyReq.setHeader('x-forwarded-host', req.get('host') ?? '');
      },
      error: (err: Error & { code?: string }, req: IncomingMessage, res: ServerResponse | Socket) => {
        if (cutOff.has(req)) return;
        const wasRefused = err.code !== undefined && CONNECT_FAILURES.has(err.code);
        logger.warn({ upstream: name, code: err.code, reqId: (req as Request).id }, 'upstream failed');
        if (!('writeHead' in res) || res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(wasRefused ? 503 : 502, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: SERVER_MESSAGES.unavailable }));
      },
    },
  }) as unknown as RequestHandler;
}
