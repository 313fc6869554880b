import compression from 'compression';
import express from 'express';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import helmet from 'helmet';
import {
  authenticate,
  createErrorHandler,
  createHttpLogger,
  createMetrics,
  createSessionVerifier,
  notFoundHandler,
  pingRedis,
  type Logger,
  type Redis,
} from '@lezioni/service-kit';
import type { GatewayConfig } from './config';
import { createPlatformRouter } from './routes/platform.routes';
import { createProxyRouter } from './routes/proxy.routes';
import { createWebRouter } from './routes/web.routes';
import { upstreamUrls } from './upstreams';

export type GatewayDeps = { config: GatewayConfig; redis: Redis; logger: Logger };

/** Origins the pages load scripts from: ours, plus any remote deployed elsewhere (D6). */
function remoteOrigins(config: GatewayConfig): string[] {
  const urls = [
    config.REMOTE_MARKETING_URL,
    config.REMOTE_STUDENT_URL,
    config.REMOTE_ADMIN_URL,
    config.REMOTE_CHAT_URL,
  ];
  return [...new Set(urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin))];
}

export function createApp({ config, redis, logger }: GatewayDeps) {
  const app = express();
  const metrics = createMetrics('gateway');
  const upstreams = upstreamUrls(config);
  const verifySession = createSessionVerifier({ publicKey: config.JWT_PUBLIC_KEY, redis });

  app.disable('x-powered-by');
  app.set(
    'trust proxy',
    config.TRUST_PROXY.split(',').map((part) => part.trim()),
  );
  app.use(createHttpLogger(logger));
  app.use(metrics.middleware);
  const isHttps = new URL(config.APP_URL).protocol === 'https:';
  app.use(
    helmet({
      // Over plain http (local runs) these would send the browser to an https port nobody serves.
      strictTransportSecurity: isHttps,
      contentSecurityPolicy: {
        directives: {
          'upgrade-insecure-requests': isHttps ? [] : null,
          'script-src': ["'self'", ...remoteOrigins(config)],
          // antd writes its CSS-in-JS into <style> tags at runtime.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'frame-src': [
            'https://www.youtube-nocookie.com',
            'https://www.youtube.com',
            'https://youtube.com',
            'https://tidycal.com',
          ],
          'connect-src': ["'self'", ...remoteOrigins(config)],
        },
      },
      // The pages embed third-party frames (video, calendar) that don't send CORP headers.
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('/api', cors({ origin: config.ALLOWED_ORIGINS, credentials: true }));
  // Scripts shrink to about a third gzipped; the landing page's first paint waits on them.
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await pingRedis(redis).then(
      () => true,
      () => false,
    );
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not_ready', checks: { redis: ready ? 'ok' : 'failing' } });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.use('/api/status', cookieParser(), authenticate(verifySession));
  app.use(createPlatformRouter(config, upstreams));
  app.use(createProxyRouter({ upstreams, timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger }));
  app.use(createWebRouter(config.WEB_ROOT));
  app.use(notFoundHandler);
  app.use(createErrorHandler(logger));
  return app;
}
