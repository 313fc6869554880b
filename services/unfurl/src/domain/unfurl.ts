import { LINK_PREVIEW_CACHE_MS, type Role } from '@lezioni/contracts';
import { tooManyRequests, type Logger, type RateLimiter } from '@lezioni/service-kit';
import { FetchError, type FetchPage } from '../data/page-fetcher';
import type { PreviewStore, StoredPreview } from '../data/preview.store';
import { previewOfPage } from './page-preview';
import { checkTarget, isShowableLink, PreviewFailure, type ResolveHost } from './target-guard';
import { isFetchableUrl, normaliseUrl, parseTargetUrl } from './target-url';

/** Redirects followed per preview; one more is a failed preview. */
export const MAX_REDIRECTS = 3;
/** Bytes of a page read at most; the metadata sits in its <head>, so what was read is parsed. */
export const MAX_BODY_BYTES = 1024 * 1024;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const FAILED: StoredPreview = { ok: false };

export type UnfurlDeps = {
  previews: PreviewStore;
  fetchPage: FetchPage;
  resolveHost: ResolveHost;
  allowHosts: ReadonlySet<string>;
  /** For a whole preview: DNS, every redirect, the body. */
  totalTimeoutMs: number;
  logger: Logger;
  /** Pages each user may have fetched per minute, the teacher's (admin) and a student's. */
  fetchesPerMinute: Record<Role, RateLimiter>;
};

/** Who asks for a preview: the session's user. */
export type Asker = { id: string; role: Role };

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase();
const isHtml = (contentType: string | undefined) => HTML_TYPES.has(mediaTypeOf(contentType) ?? '');

function charsetOf(contentType: string | undefined): string {
  const parameter = contentType
    ?.split(';')
    .slice(1)
    .map((part) => part.trim())
    .find((part) => part.toLowerCase().startsWith('charset='));
  return parameter?.slice('charset='.length).replace(/^"|"$/g, '').trim() || 'utf-8';
}

function decodeText(body: Buffer, contentType: string | undefined): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(body);
  } catch {
    // A charset TextDecoder does not know: UTF-8 is the web's default and right far more often than not.
    return new TextDecoder().decode(body);
  }
}

function redirectTarget(location: string | undefined, from: URL): URL {
  if (!location) throw new PreviewFailure('redirect without a Location');
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new PreviewFailure('redirect to a malformed Location');
  }
  next.hash = '';
  if (!isFetchableUrl(next)) throw new PreviewFailure(`redirect to ${next.protocol} refused`);
  return next;
}

/** Fetches the page behind `url`, following redirects (each target checked again), and reads its card. */
async function fetchPreview(deps: UnfurlDeps, url: URL, signal: AbortSignal): Promise<StoredPreview> {
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    const addresses = await checkTarget(current, deps, signal);
    const page = await deps.fetchPage(current, addresses, { signal, wantsBody: isHtml });
    if (REDIRECT_STATUSES.has(page.status)) {
      if (redirects === MAX_REDIRECTS) throw new PreviewFailure(`more than ${MAX_REDIRECTS} redirects`);
      current = redirectTarget(page.location, current);
      continue;
    }
    if (page.status < 200 || page.status >= 300) throw new PreviewFailure(`answered ${page.status}`);
    if (!page.body) throw new PreviewFailure(`not HTML: ${page.contentType ?? 'no content type'}`);
    const html = decodeText(page.body, page.contentType);
    return previewOfPage(html, current, (link) => isShowableLink(link, deps.allowHosts));
  }
}

/**
 * The link-preview use case: a 400 for what is not a web address, otherwise always a preview,
 * `ok: false` for every failure. Answers (failures too) are cached for LINK_PREVIEW_CACHE_MS;
 * with the cache away every request fetches. Concurrent requests for one page share one fetch. Only a
 * fetch counts against the asker's limit (a 429 past it): a cached preview sends nothing anywhere.
 */
export function createUnfurler(deps: UnfurlDeps) {
  const inFlight = new Map<string, Promise<StoredPreview>>();

  async function fetchOrFail(url: URL): Promise<StoredPreview> {
    const signal = AbortSignal.timeout(deps.totalTimeoutMs);
    try {
      return await fetchPreview(deps, url, signal);
    } catch (err) {
      // A bad target is the answer `ok: false`, never an error status (spec §7). Our own bugs would
      // land here too, so whatever is not an expected failure is logged with its stack.
      const isExpected =
        err instanceof PreviewFailure ||
        err instanceof FetchError ||
        signal.aborted ||
        typeof (err as { code?: unknown } | null)?.code === 'string';
      if (isExpected) deps.logger.debug({ url: url.href, reason: (err as Error).message }, 'preview failed');
      else deps.logger.error({ err, url: url.href }, 'preview failed unexpectedly');
      return FAILED;
    }
  }

  // The cache is an optimisation: with Redis away, a lookup is a miss and a save is skipped.
  const findCached = (key: string) =>
    deps.previews.find(key).catch((err: unknown) => {
      deps.logger.debug({ err }, 'preview cache unavailable');
      return undefined;
    });

  async function fetchAndCache(key: string): Promise<StoredPreview> {
    const preview = await fetchOrFail(new URL(key));
    await deps.previews.save(key, preview, LINK_PREVIEW_CACHE_MS).catch((err: unknown) => {
      deps.logger.debug({ err }, 'preview cache unavailable');
    });
    return preview;
  }

  return {
    async unfurl(rawUrl: string, asker: Asker): Promise<StoredPreview> {
      const key = normaliseUrl(parseTargetUrl(rawUrl));
      const known = inFlight.get(key) ?? (await findCached(key));
      if (known) return known;
      if (await deps.fetchesPerMinute[asker.role].hit(asker.id)) throw tooManyRequests();
      // Another request may have started the same fetch while this one counted.
      let loading = inFlight.get(key);
      if (!loading) {
        loading = fetchAndCache(key).finally(() => inFlight.delete(key));
        inFlight.set(key, loading);
      }
      return loading;
    },
  };
}
export type Unfurler = ReturnType<typeof createUnfurler>;
