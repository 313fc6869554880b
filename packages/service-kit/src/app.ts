import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import type { Logger } from 'pino';
import { createHttpLogger } from './http-logger';
import { createErrorHandler, notFoundHandler } from './errors';
import { createMetrics, type Metrics } from './metrics';
import { withTimeout } from './timeout';

export type ReadinessCheck = () => Promise<unknown>;

export type ServiceAppOptions = {
  name: string;
  logger: Logger;
  /** Each must resolve for /readyz to answer 200 (database, Redis...). */
  readiness: Record<string, ReadinessCheck>;
  trustProxy: string;
  /** Largest JSON body accepted; bigger ones get 413. */
  bodyLimit?: string;
  routes: (app: Express, metrics: Metrics) => void;
};

const READINESS_TIMEOUT_MS = 2_000;

/**
 * The frame every service shares: request ids, JSON logs, metrics, health, JSON bodies, and the one
 * error handler. The service adds its routes.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  const metrics = createMetrics(options.name);
  app.disable('x-powered-by');
  app.set(
    'trust proxy',
    options.trustProxy.split(',').map((part) => part.trim()),
  );

  app.use(createHttpLogger(options.logger));
  app.use(metrics.middleware);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const entries = await Promise.all(
      Object.entries(options.readiness).map(async ([name, check]) => [name, await isPassing(check)] as const),
    );
    const checks = Object.fromEntries(entries.map(([name, ok]) => [name, ok ? 'ok' : 'failing']));
    const ready = entries.every(([, ok]) => ok);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', checks });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.use(express.json({ limit: options.bodyLimit ?? '100kb' }));
  app.use(cookieParser());
  options.routes(app, metrics);
  app.use(notFoundHandler);
  app.use(createErrorHandler(options.logger));
  return app;
}

async function isPassing(check: ReadinessCheck): Promise<boolean> {
  try {
    await withTimeout(check(), READINESS_TIMEOUT_MS, 'readiness check timed out');
    return true;
  } catch {
    return false;
  }
}
