import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { PlatformStatusSchema, RuntimeConfigSchema } from '../entities';
import { ADMIN_ONLY, errors, ok, operationsOf } from './operations';

const gateway = operationsOf('gateway');

/** The gateway's own calls. */
export const gatewayPaths = (): ZodOpenApiPathsObject => ({
  '/api/config': {
    get: gateway('Runtime configuration of the pages (public)', {
      responses: { ...ok("The deployment's settings.", RuntimeConfigSchema), ...errors() },
    }),
  },
  '/api/status': {
    get: gateway('Readiness of each service (admin)', {
      responses: { ...ok('`degraded` when a deployed service is not ready.', PlatformStatusSchema), ...ADMIN_ONLY },
    }),
  },
});
