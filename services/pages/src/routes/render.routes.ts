import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '@lezioni/service-kit';
import type { PageRendering } from '../domain/render-page';

const RenderQuerySchema = z.object({
  url: z
    .string({ error: 'url is required.' })
    .startsWith('/', { error: 'url must be a path of this site.' })
    .max(2048, { error: 'url is too long.' })
    .refine((url) => !url.startsWith('//'), { error: 'url must be a path of this site.' }),
});

/**
 * `GET /render?url=<path>`, asked by the gateway with the browser's own Cookie and Accept-Language:
 * 200 with the page's whole HTML, or 204 for a page not rendered on the server.
 */
export function createRenderRouter(renderPage: PageRendering) {
  const router = Router();
  router.get('/render', async (req, res) => {
    const { url } = parseInput(RenderQuerySchema, req.query);
    const html = await renderPage({ url, cookie: req.get('Cookie') ?? '', acceptLanguage: req.get('Accept-Language') });
    if (html === undefined) {
      res.status(204).end();
      return;
    }
    // The visitor's own data is in it: for nobody else, kept by nobody.
    res.status(200).type('html').setHeader('Cache-Control', 'private, no-store').send(html);
  });
  return router;
}
