import { Router } from 'express';
import { z } from 'zod';
import { parseInput, unavailable } from '@lezioni/service-kit';
import type { RenderPage } from '../data/page-renderer';
import { visitorOf } from '../domain/visitor';

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
export function createRenderRouter(renderer: () => RenderPage | undefined) {
  const router = Router();
  router.get('/render', async (req, res) => {
    const { url } = parseInput(RenderQuerySchema, req.query);
    const render = renderer();
    if (!render) throw unavailable(new Error('shell/dist/server/render.js is missing: run npm run build:web'));
    const cookie = req.get('Cookie') ?? '';
    const html = await render({ url, cookie, ...visitorOf(cookie, req.get('Accept-Language')) });
    if (html === undefined) {
      res.status(204).end();
      return;
    }
    // The visitor's own data is in it: for nobody else, kept by nobody.
    res.status(200).type('html').setHeader('Cache-Control', 'private, no-store').send(html);
  });
  return router;
}
