import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A registry per app, so several apps in one test process don't clash. */
export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  // On Node's own request too (the gateway's API lane): a request Express did not route is 'unmatched'.
  const middleware = (
    req: IncomingMessage & { route?: { path?: unknown }; baseUrl?: string },
    res: ServerResponse,
    next: () => void,
  ) => {
    const stop = duration.startTimer();
    res.on('finish', () => {
      // The matched route pattern, never the raw path: ids in paths would explode cardinality.
      const route = req.route?.path ? `${req.baseUrl ?? ''}${String(req.route.path)}` : 'unmatched';
      stop({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };

  return {
    registry,
    middleware,
    counter: (name: string, help: string, labelNames: string[] = []) =>
      new Counter({ name, help, labelNames, registers: [registry] }),
    /** A gauge read when scraped: `collect` sets its current values. */
    gauge: (name: string, help: string, labelNames: string[], collect: (gauge: Gauge) => Promise<void>) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          await collect(this);
        },
      }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
