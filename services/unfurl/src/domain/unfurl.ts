import { LINK_PREVIEW_CACHE_MS, type Role } from '@lezioni/contracts';
import { tooManyRequests, type Logger, type RateLimiter } from '@lezioni/service-kit';
import { FetchFailure, type SafeFetch } from '@lezioni/safe-fetch';
import type { PreviewStore, StoredPreview } from '../data/preview.store';
import { previewOfPage } from './page-preview';
import { isShowableLink } from './showable-link';
import { normaliseUrl, parseTargetUrl } from './target-url';

/** Redirects followed per preview; one more is a failed preview. */
export const MAX_REDIRECTS = 3;
/** Bytes of a page read at most; the metadata sits in its <head>, so what was read is parsed. */
export const MAX_BODY_BYTES = 1024 * 1024;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const FAILED: StoredPreview = { ok: false };

export type UnfurlDeps = {
  previews: PreviewStore;
  /** Guarded (the address policy, redirects checked, MAX_REDIRECTS, MAX_BODY_BYTES). */
  fetch: SafeFetch;
  /** The fixtures the guard lets through, whose images a card may show too. */
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

/** An expected reason for a preview to fail besides the fetch's own; it is logged and the answer is `ok: false`. */
class PreviewFailure extends Error {
  override name = 'PreviewFailure';
}

/** Fetches the page behind `url` (redirects followed, each target checked again) and reads its card. */
async function fetchPreview(deps: UnfurlDeps, url: URL, signal: AbortSignal): Promise<StoredPreview> {
  const page = await deps.fetch(url, { signal, wantsBody: isHtml });
  if (page.status < 200 || page.status >= 300) throw new PreviewFailure(`answered ${page.status}`);
  if (!page.body) throw new PreviewFailure(`not HTML: ${page.contentType ?? 'no content type'}`);
  const html = decodeText(page.body, page.contentType);
  return previewOfPage(html, page.url, (link) => isShowableLink(link, deps.allowHosts));
}

/**
 * The link-preview use case: `bad_input` for what is not a web address, otherwise always a preview,
 * `ok: false` for every failure. Answers (failures too) are cached for LINK_PREVIEW_CACHE_MS;
 * with the cache away every request fetches. Concurrent requests for one page share one fetch. Only a
 * fetch counts against the asker's limit (`rate_limited` past it): a cached preview sends nothing anywhere.
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
        err instanceof FetchFailure ||
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
