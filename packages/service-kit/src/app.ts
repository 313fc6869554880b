import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type Request, type RequestHandler, type Router } from 'express';
import cookieParser from 'cookie-parser';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { SIGNED_BODY_PATHS, isRoutedTo, type UpstreamName } from '@lezioni/contracts';
import { pingDb } from './db';
import type { RequestTimeoutsConfig } from './config';
import { createHttpLogger } from './http-logger';
import { bodyParserError, createErrorHandler, notFound, notFoundHandler } from './errors';
import { createMetrics, type Metrics } from './metrics';
import { pingRedis, type Redis } from './redis';
import { limitRequestTimes } from './request-timeouts';
import { createRouter, isStrictRouter } from './router';
import { authenticate, createSessionVerifier } from './session';
import { withTimeout } from './timeout';
import { refuseMalformedAddresses } from './well-formed-address';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The body's bytes as sent, on SIGNED_BODY_PATHS only. */
      rawBody?: Buffer;
    }
  }
}

export type ReadinessCheck = () => Promise<unknown>;

type BaseAppOptions = {
  name: string;
  logger: Logger;
  /** Each must resolve within READINESS_TIMEOUT_MS for /readyz to answer 200 (database, Redis...). */
  readiness: Record<string, ReadinessCheck>;
  trustProxy: string;
  /**
   * For the process that faces the internet (the gateway): /metrics and /readyz answer only a client
   * on this machine or one bearing `metricsToken`; anyone else gets the 404 of a path that isn't there.
   */
  opsAccess?: { metricsToken?: string };
  /** Level of the access line of an answered (below 400) request; failures are always warnings or errors. */
  successLogLevel?: 'info' | 'debug';
  /** How long a client may take to send a request (REQUEST_TIMEOUTS_ENV); their defaults when unset. */
  requestTimeouts?: RequestTimeoutsConfig;
};

type ServiceAppOptions = BaseAppOptions & {
  /** The gateway upstream this service is: every route of `router` must lie under its path prefixes. */
  upstream?: UpstreamName;
  router?: Router;
  /** Largest JSON body accepted; bigger ones get 413. */
  bodyLimit?: string;
};

const READINESS_TIMEOUT_MS = 2_000;

/** A step of a request on Node's own request and answer, which Express can run too. */
export type PlainHandler = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The frame every process with an HTTP face shares: trust-proxy, request ids and JSON access logs,
 * metrics, request timeouts (408), /healthz, /readyz, /metrics. No body parser, so the gateway can
 * stream bodies through. Finish it with `finishApp` once the routes are added. `everyRequest` are
 * the first steps of every request (request id and access line, metrics, the refusal of addresses
 * that do not decode), for a server that answers
 * some requests before the app (the gateway's API lane) to run them too.
 */
export function createBaseApp(options: BaseAppOptions): {
  app: Express;
  metrics: Metrics;
  everyRequest: PlainHandler[];
} {
  const app = express();
  const metrics = createMetrics(options.name);
  app.disable('x-powered-by');
  app.set(
    'trust proxy',
    options.trustProxy.split(',').map((part) => part.trim()),
  );

  const everyRequest: PlainHandler[] = [
    createHttpLogger(options.logger, options.successLogLevel),
    metrics.middleware,
    refuseMalformedAddresses,
  ];
  for (const step of everyRequest) app.use(step);
  limitRequestTimes(app, options.requestTimeouts);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  if (options.opsAccess) app.use(['/readyz', '/metrics'], onlyOperators(options.opsAccess.metricsToken));
  app.get('/readyz', async (_req, res) => {
    const entries = await Promise.all(
      Object.entries(options.readiness).map(async ([name, check]) => [name, await isPassing(check)] as const),
    );
    const checks = Object.fromEntries(entries.map(([name, isOk]) => [name, isOk ? 'ok' : 'failing']));
    const isReady = entries.every(([, isOk]) => isOk);
    res.status(isReady ? 200 : 503).json({ status: isReady ? 'ready' : 'not_ready', checks });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return { app, metrics, everyRequest };
}

/** Ends an app: anything unmatched is a JSON 404, and every error goes through the one handler. */
export function finishApp(app: Express, logger: Logger): Express {
  app.use(notFoundHandler);
  app.use(createErrorHandler(logger));
  return app;
}

/** A service: the base frame, JSON bodies and cookies, its router, and the error handler. */
export function createServiceApp(options: ServiceAppOptions): { app: Express; metrics: Metrics } {
  // Every call a service answers has passed the gateway, which logs it with the same request id:
  // a second line per poll would double the log volume for nothing (LOG_LEVEL=debug shows it).
  const { app, metrics } = createBaseApp({ successLogLevel: 'debug', ...options });
  app.use(readJsonBodies(options.bodyLimit ?? '100kb'));
  app.use(cookieParser());
  if (options.router) {
    if (!options.upstream) throw new Error(`${options.name}: a service with routes must name its upstream`);
    assertRoutedByGateway(options.upstream, options.router);
    app.use(options.router);
  }
  return { app: finishApp(app, options.logger), metrics };
}

/**
 * JSON bodies; the parser's failures answer in the contract's codes and texts. On the paths whose
 * sender signs the bytes (contracts' SIGNED_BODY_PATHS) the bytes are kept too, as `req.rawBody`:
 * a signature is checked on what was sent, never on a re-serialised object.
 */
function readJsonBodies(limit: string): RequestHandler {
  const parse = express.json({
    limit,
    verify: (req, _res, bytes) => {
      const request = req as Request;
      if (SIGNED_BODY_PATHS.includes(request.path)) request.rawBody = Buffer.from(bytes);
    },
  });
  return (req, res, next) => parse(req, res, (err?: unknown) => next(err && bodyParserError(err as Error)));
}

/**
 * The keys `createServiceAppWithSessions` reads: BASE_ENV's TRUST_PROXY and request timeouts,
 * REDIS_ENV's prefix, SESSION_ENV.
 */
type SessionsConfig = RequestTimeoutsConfig & {
  TRUST_PROXY: string;
  REDIS_PREFIX: string;
  JWT_PUBLIC_KEY: string;
  APP_URL: string;
};

/**
 * A service whose calls may be signed in (every one with routes): each request's session is
 * checked before `routers` see it, by the service itself, as the gateway's check is not the only
 * line (revocations read from the service's Redis); /readyz checks its pool, when it has one, and
 * its Redis.
 */
export function createServiceAppWithSessions(
  upstream: UpstreamName,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service schema
  stores: { config: SessionsConfig; logger: Logger; redis: Redis; db?: Kysely<any> },
  routers: Router[],
  { bodyLimit }: Pick<ServiceAppOptions, 'bodyLimit'> = {},
): Express {
  const { config, redis, db } = stores;
  const verifySession = createSessionVerifier({
    publicKey: config.JWT_PUBLIC_KEY,
    redis,
    prefix: config.REDIS_PREFIX,
    appUrl: config.APP_URL,
  });
  const router = createRouter();
  router.use(authenticate(verifySession), ...routers);
  const { app } = createServiceApp({
    name: upstream,
    upstream,
    logger: stores.logger,
    trustProxy: config.TRUST_PROXY,
    requestTimeouts: config,
    readiness: { ...(db && { database: () => pingDb(db) }), redis: () => pingRedis(redis) },
    router,
    bodyLimit,
  });
  return app;
}

type Layer = {
  route?: { path: unknown };
  handle: { stack?: Layer[] };
  /** router@2 keeps the path a middleware or sub-router was mounted at. */
  rawPath?: unknown;
  slash?: boolean;
};

/**
 * Refuses a route the gateway would never send to this service (contracts' UPSTREAMS), so a
 * route cannot be served here and missed there, and a router of ours that is not strict
 * (createRouter), so no path has two spellings. A router mounted under a path of its own is another
 * library's app (the queue dashboard) and keeps its own routing. Runs once, when the app is built.
 */
function assertRoutedByGateway(upstream: UpstreamName, router: Router, mountPath = ''): void {
  if (mountPath === '' && !isStrictRouter(router)) {
    throw new Error(`${upstream}: build its routers with service-kit's createRouter, so a path has one spelling`);
  }
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    const path = layer.route ? layer.route.path : layer.handle.stack && !layer.slash ? layer.rawPath : '';
    if (typeof path !== 'string') {
      throw new Error(`${upstream}: routes must have string paths, so they can be checked against UPSTREAMS`);
    }
    const fullPath = `${mountPath}${path}`;
    if (layer.route && !isRoutedTo(upstream, fullPath)) {
      throw new Error(
        `${upstream} serves ${fullPath}, which the gateway does not route to it: add its prefix to UPSTREAMS in packages/contracts/src/upstreams.ts`,
      );
    }
    if (layer.handle.stack) assertRoutedByGateway(upstream, layer.handle as unknown as Router, fullPath);
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function onlyOperators(metricsToken: string | undefined): RequestHandler {
  // Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first wrong byte.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = metricsToken ? digest(`Bearer ${metricsToken}`) : undefined;
  const hasToken = (req: Request) =>
    expected !== undefined && timingSafeEqual(digest(req.get('authorization') ?? ''), expected);
  return (req, _res, next) => {
    next(LOOPBACK.test(req.ip ?? '') || hasToken(req) ? undefined : notFound());
  };
}

async function isPassing(check: ReadinessCheck): Promise<boolean> {
  try {
    await withTimeout(check(), READINESS_TIMEOUT_MS, 'readiness check timed out');
    return true;
  } catch {
    return false;
  }
}
