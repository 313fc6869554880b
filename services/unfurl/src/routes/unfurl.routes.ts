import { z } from 'zod';
import { LINK_PREVIEW_CACHE_MS, type LinkPreview } from '@lezioni/contracts';
import { parseInput, requireUser, createRouter } from '@lezioni/service-kit';
import { URL_MESSAGES } from '../domain/target-url';
import type { Unfurler } from '../domain/unfurl';

const UnfurlQuerySchema = z.object({
  url: z.string({ error: URL_MESSAGES.required }).trim().min(1, { error: URL_MESSAGES.required }),
});

/** Previews are per request and per user: the browser may keep one as long as the server does. */
const CACHE_CONTROL = `private, max-age=${LINK_PREVIEW_CACHE_MS / 1000}`;

export function createUnfurlRouter(unfurler: Unfurler) {
  const router = createRouter();

  router.get('/api/unfurl', requireUser, async (req, res) => {
    const { url } = parseInput(UnfurlQuerySchema, req.query);
    const { ok, ...card } = await unfurler.unfurl(url, req.user!);
    res.set('Cache-Control', CACHE_CONTROL).json({ ok, url, ...card } satisfies LinkPreview);
  });

  return router;
}
