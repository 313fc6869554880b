import type { Request } from 'express';
import type { Logger } from '@lezioni/service-kit';
import { createReplicaSet } from '../proxy/replicas';

/**
 * Asks the page renderer (services/pages, ARCHITECTURE D29) for a signed-in visitor's page, with the
 * browser's own cookies and languages. Undefined whenever it does not answer a page within
 * `timeoutMs` (down, slow, not built, a page it does not render): the browser then renders the page
 * itself, as before there was a renderer, so the renderer can fail without taking a page down.
 */
export function createPageRenderClient(options: { urls: readonly string[]; timeoutMs: number; logger: Logger }) {
  const replicas = createReplicaSet(options.urls);
  return async (req: Request): Promise<string | undefined> => {
    const [url] = replicas.order();
    const headers: Record<string, string> = { Accept: 'text/html' };
    if (req.headers.cookie) headers.Cookie = req.headers.cookie;
    const languages = req.get('Accept-Language');
    if (languages) headers['Accept-Language'] = languages;
    try {
      const answer = await fetch(`${url}/render?url=${encodeURIComponent(req.originalUrl)}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (answer.status !== 200) {
        if (answer.status !== 204) options.logger.warn({ status: answer.status }, 'the page renderer failed a page');
        await answer.body?.cancel();
        return undefined;
      }
      return await answer.text();
    } catch (error) {
      if (error instanceof TypeError) replicas.markDown(url!);
      options.logger.warn({ err: error }, 'the page renderer did not answer');
      return undefined;
    }
  };
}
export type PageRenderClient = ReturnType<typeof createPageRenderClient>;
