import type { IncomingMessage } from 'node:http';
import { SERVER_MESSAGES } from '@lezioni/contracts';
import { answerAndClose, hasBody, type BeforeApp, type Logger, type PlainHandler } from '@lezioni/service-kit';
import type { Forward, ProxiedRequest } from './forward';

/**
 * Same-origin GETs to a service (the pages' loads and their polls that changed: most of what the
 * gateway forwards) are forwarded from the server itself, through the same steps Express runs them
 * through (`steps`: the access line, metrics, CORS's headers, the security headers, compression)
 * but without Express's router and its request and answer objects, which were about a third of a
 * forwarded answer's cost (bench:api, docs/benchmarks.md). Anything else goes on to the app: writes
 * (their cross-site and body checks), another origin's calls (CORS's answers), event streams, the
 * platform's own routes and paths no service serves.
 */
export function createApiLane({
  steps,
  apiCallOf,
  logger,
}: {
  steps: PlainHandler[];
  apiCallOf: (req: IncomingMessage) => Forward | undefined;
  logger: Logger;
}): BeforeApp {
  return (req, res, toApp) => {
    if (req.method !== 'GET' || req.headers.origin || hasBody(req)) return toApp();
    const forward = apiCallOf(req);
    if (!forward) return toApp();
    let next = 0;
    const step = (err?: unknown): void => {
      // None of the steps fails on a GET without a body; should one, the answer is the app's 500.
      if (err) {
        logger.error({ err }, 'unexpected error');
        return answerAndClose(res, { error: SERVER_MESSAGES.internal, code: 'internal' });
      }
      const current = steps[next++];
      if (current) return current(req, res, step);
      // The first step (the access line's) gave it its id.
      forward(req as ProxiedRequest, res);
    };
    step();
  };
}
