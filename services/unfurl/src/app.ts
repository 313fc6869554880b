import { createRateLimiter, createServiceAppWithSessions } from '@lezioni/service-kit';
import type { Logger, Redis } from '@lezioni/service-kit';
import { createSafeFetch, type Connect, type ResolveHost } from '@lezioni/safe-fetch';
import type { UnfurlConfig } from './config';
import { createPreviewStore } from './data/preview.store';
import { createUnfurler, MAX_BODY_BYTES, MAX_REDIRECTS, type UnfurlDeps } from './domain/unfurl';
import { createUnfurlRouter } from './routes/unfurl.routes';

const REQUEST_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; LezioniLinkPreview/1.0)',
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
};

type AppDeps = { config: UnfurlConfig; redis: Redis; logger: Logger };

/** The network edges a test may replace: DNS answers and socket opening. */
export type NetworkEdges = { resolveHost?: ResolveHost; connect?: Connect };

export function createUnfurlDeps({ config, redis, logger }: AppDeps, edges: NetworkEdges = {}): UnfurlDeps {
  const fetchesPerMinute = (name: string, limit: number) =>
    createRateLimiter(redis, config.REDIS_PREFIX, { name, limit, windowSeconds: 60 });
  return {
    previews: createPreviewStore(redis, config.REDIS_PREFIX),
    fetch: createSafeFetch({
      connectTimeoutMs: config.UNFURL_CONNECT_TIMEOUT_MS,
      maxBodyBytes: MAX_BODY_BYTES,
      maxRedirects: MAX_REDIRECTS,
      headers: REQUEST_HEADERS,
      allowHosts: config.UNFURL_ALLOW_HOSTS,
      ...edges,
    }),
    allowHosts: config.UNFURL_ALLOW_HOSTS,
    totalTimeoutMs: config.UNFURL_TOTAL_TIMEOUT_MS,
    logger,
    fetchesPerMinute: {
      student: fetchesPerMinute('unfurl-fetches-student', config.UNFURL_PREVIEWS_PER_MINUTE),
      admin: fetchesPerMinute('unfurl-fetches-teacher', config.UNFURL_PREVIEWS_PER_MINUTE_TEACHER),
    },
  };
}

/** Sessions are checked against Redis like everywhere (revocations); previews only use it as a cache. */
export function createApp(deps: AppDeps, unfurlDeps: UnfurlDeps) {
  return createServiceAppWithSessions('unfurl', deps, [createUnfurlRouter(createUnfurler(unfurlDeps))]);
}
