import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { LinkPreviewSchema } from '../chat';
import { errors, ok, operationsOf } from './operations';

const unfurl = operationsOf('unfurl');

/** Link previews: services/unfurl. */
export const unfurlPaths = (): ZodOpenApiPathsObject => ({
  '/api/unfurl': {
    get: unfurl('Preview of a link', {
      requestParams: { query: z.object({ url: z.string().meta({ description: 'The link, http(s).' }) }) },
      responses: {
        ...ok('A preview; `ok: false` when none could be made.', LinkPreviewSchema),
        ...errors(400, 401, 429),
      },
    }),
  },
});
