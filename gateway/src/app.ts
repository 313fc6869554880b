import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import helmet from 'helmet';
import {
  authenticate,
  createBaseApp,
  createSessionVerifier,
  finishApp,
  pageConfigOf,
  pingRedis,
  type BeforeApp,
  type Logger,
  type PlainHandler,
  type Redis,
} from '@lezioni/service-kit';
import { runtimeConfigOf, upstreamUrlsOf, type GatewayConfig } from './config';
import { createPageRenderClient } from './pages/page-render-client';
import { createVisitorPages } from './pages/visitor-pages';
import { createApiLane } from './proxy/api-lane';
import type { TrustProxy } from './proxy/forward';
import { createFreshAnswers } from './proxy/fresh-answers';
import { refuseCrossSiteWrites, requireJsonBodies } from './proxy/write-guards';
import { createApiDocsRouter } from './routes/api-docs.routes';
import { createPlatformRouter } from './routes/platform.routes';
import { createProxy } from './routes/proxy.routes';
import { createWebAppRouter } from './routes/web-app.routes';
import { createWebRouter } from './routes/web.routes';

type GatewayDeps = { config: GatewayConfig; redis: Redis; logger: Logger };

/** Origins the pages load scripts from besides ours: remotes deployed elsewhere (D6). */
/** The distinct origins of the absolute http(s) addresses among `urls` (relative ones are 'self'). */
function originsOf(urls: readonly string[]): string[] {
  const absolute = urls.filter((url) => /^https?:\/\//.test(url));
  return [...new Set(absolute.map((url) => new URL(url).origin))];
}

/**
 * The headers `middleware` sets, found once and then set on every answer in one step: helmet's are
 * the same for every request here (no nonces), and its dozen middlewares in a row cost a full API
 * answer about a tenth of the gateway's time (bench:api).
 */
function fixedHeaders(middleware: PlainHandler, keep: (name: string) => boolean = () => true): PlainHandler {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => keep(name.toLowerCase()) && headers.push([name, String(value)]),
    // X-Powered-By: Express's is off (createBaseApp).
    removeHeader: () => undefined,
  };
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * Of the security headers, those a script file uses. The rest (the page policy, framing, referrer,
 * cross-origin isolation) rule documents; on the 15–20 scripts of a page's first load they were
 * 13 KB of its bytes on the wire over HTTP/1.1 (issue 43).
 */
const SCRIPT_FILE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);
const isScriptFile = (url: string) => {
  const path = url.split('?')[0]!;
  return path.endsWith('.js') && !path.startsWith('/api/');
};

export function createApp({ config, redis, logger }: GatewayDeps) {
  const upstreams = upstreamUrlsOf(config);
  const runtimeConfig = runtimeConfigOf(config);
  const { app, metrics, everyRequest } = createBaseApp({
    name: 'gateway',
    logger,
    trustProxy: config.TRUST_PROXY,
    requestTimeouts: config,
    // Its own readiness only, not the upstreams': with one service down the pages, the sign-in
    // screens and the other services' calls are still served (that service's calls answer 503),
    // where a gateway leaving the load balancer would take the whole site down. The teacher sees
    // every upstream in /api/status; the launcher starts the gateway after every service is ready.
    readiness: { redis: () => pingRedis(redis) },
    opsAccess: { metricsToken: config.METRICS_TOKEN },
  });
  const verifySession = createSessionVerifier({
    publicKey: config.JWT_PUBLIC_KEY,
    redis,
    prefix: config.REDIS_PREFIX,
    appUrl: config.APP_URL,
  });
  const remoteOrigins = originsOf(Object.values(runtimeConfig.remotes));
  // The booking page is framed, and the booking remote checks it is reachable before trusting the
  // frame's `load` (a blocked frame loads an error page and fires it too).
  const bookingOrigins = originsOf([config.TIDYCAL_BOOKING_URL]);
  const isHttps = new URL(config.APP_URL).protocol === 'https:';

  const unchangedPolls = metrics.counter(
    'gateway_unchanged_polls_total',
    'Polls answered 304 by the gateway from Redis, before the app (not in the access log)',
  );
  const freshAnswers = createFreshAnswers(verifySession, { onUnchanged: () => unchangedPolls.inc() });
  const corsHeaders = cors({ origin: config.ALLOWED_ORIGINS, credentials: true });
  const helmetHeaders = helmet({
    // Over plain http (local runs) these would send the browser to an https port nobody serves.
    strictTransportSecurity: isHttps,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': isHttps ? [] : null,
        'script-src': ["'self'", ...remoteOrigins],
        // The pages' style="" attributes and their <style precedence> sheets (web-kit's kit, the chat,
        // the landing page) are inline styles: antd's CSS-in-JS, now gone, was not the only reason.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'frame-src': [
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://youtube.com',
          'https://tidycal.com',
          ...bookingOrigins,
        ],
        'connect-src': ["'self'", ...remoteOrigins, ...bookingOrigins],
      },
    },
    // The pages embed third-party frames (video, calendar) that don't send CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  const pageHeaders = fixedHeaders(helmetHeaders);
  const scriptFileHeaders = fixedHeaders(helmetHeaders, (name) => SCRIPT_FILE_HEADERS.has(name));
  const securityHeaders: PlainHandler = (req, res, next) =>
    (isScriptFile(req.url ?? '') ? scriptFileHeaders : pageHeaders)(req, res, next);
  // Scripts shrink to about a third gzipped; the landing page's first paint waits on them. Event
  // streams pass uncompressed: a compressor holds bytes back until it has enough to squeeze.
  // Typed for Express, it needs only Node's request and answer (it was Connect's).
  const compressed = compression({
    filter: (req, res) =>
      !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  }) as unknown as PlainHandler;

  app.use('/api', corsHeaders);
  // A remote's unchanged poll leaves with the CORS headers and before those that only a body needs.
  app.use('/api', freshAnswers.notModified);
  app.use(securityHeaders);
  app.use(compressed);

  // A form or upload posted by another site's page stops here, even one the session cookie goes with.
  app.use(refuseCrossSiteWrites(config.APP_URL, config.ALLOWED_ORIGINS));
  app.use('/api', requireJsonBodies());
  app.use('/api/status', cookieParser(), authenticate(verifySession));
  app.use(createPlatformRouter(runtimeConfig, upstreams));
  app.use(createApiDocsRouter());
  const proxy = createProxy({
    upstreams,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    trustProxy: app.get('trust proxy fn') as TrustProxy,
    logger,
    freshAnswers,
  });
  app.use(proxy.router);
  const visitorPages = createVisitorPages({ webRoot: config.WEB_ROOT, config: pageConfigOf(config), logger });
  const renderPage =
    config.PAGES_URL && createPageRenderClient({ urls: config.PAGES_URL, timeoutMs: config.PAGES_TIMEOUT_MS, logger });
  app.use(createWebAppRouter(pageConfigOf(config), verifySession));
  app.use(
    createWebRouter(config.WEB_ROOT, runtimeConfig.remotes, { visitorPages, renderPage: renderPage || undefined }),
  );
  // The same steps as the app's, in the same order, for the calls answered before it.
  const apiLane = createApiLane({
    steps: [...everyRequest, corsHeaders, securityHeaders, compressed],
    apiCallOf: proxy.apiCallOf,
    logger,
  });
  return {
    app: finishApp(app, logger),
    first: ((req, res, toApp) => freshAnswers.first(req, res, () => apiLane(req, res, toApp))) satisfies BeforeApp,
    visitorPages,
  };
}
