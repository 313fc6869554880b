import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import { SERVER_MESSAGES, UPSTREAMS, findUpstream, isEventStreamPath } from '@lezioni/contracts';
import { AppError, notFound } from '@lezioni/service-kit';
import { createForwards, type Forward, type ForwardOptions } from '../proxy/forward';

/**
 * The API's paths, each to the service whose prefix it starts with (UPSTREAMS): 404 for a path no
 * service serves, 503 for a service not deployed, 413 for a body its Content-Length says is past the
 * service's limit; event streams go over their own pools (createForwards).
 */
export function createProxy(options: ForwardOptions): {
  router: Router;
  apiCallOf: (req: IncomingMessage) => Forward | undefined;
} {
  const forwards = createForwards(options);
  const router = Router();
  router.use('/api', (req, res, next) => {
    const path = req.originalUrl.split('?')[0]!;
    const upstream = findUpstream(path);
    if (!upstream) return next(notFound());
    const forward = forwards.get(upstream);
    if (!forward) return next(new AppError('upstream_not_deployed', SERVER_MESSAGES.unavailable));
    if (Number(req.headers['content-length'] ?? 0) > UPSTREAMS[upstream].bodyLimitBytes) {
      return next(new AppError('body_too_large', SERVER_MESSAGES.bodyTooLarge));
    }
    return (isEventStreamPath(path) ? forward.stream : forward.api)(req, res);
  });
  return {
    router,
    /** How a call without a body to a deployed service is forwarded; none for a stream or any other path. */
    apiCallOf(req) {
      const path = req.url!.split('?')[0]!;
      const upstream = findUpstream(path);
      return upstream && !isEventStreamPath(path) ? forwards.get(upstream)?.api : undefined;
    },
  };
}
