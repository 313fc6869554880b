import { FetchFailure, TargetRefused } from './fetch-failure';
import { resolveHost as dnsLookup } from './host-resolver';
import {
  createPageFetcher,
  type Connect,
  type PageFetcherOptions,
  type PageRequest,
  type PageResponse,
} from './page-fetcher';
import { checkTarget, type ResolveHost } from './target-guard';
import { isFetchableUrl } from './target-url';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type SafeFetchOptions = Omit<PageFetcherOptions, 'connect'> & {
  /** Redirects followed per fetch; one more fails it. */
  maxRedirects: number;
  /** `host:port` targets let through although private: tests' and local runs' fixtures, nothing else. */
  allowHosts: ReadonlySet<string>;
  /** The network edges a test replaces: DNS answers (the system's resolver by default) and socket opening. */
  resolveHost?: ResolveHost;
  connect?: Connect;
};

/** A page and the address it was finally read from, after the redirects. */
export type FetchedPage = PageResponse & { url: URL };

function redirectTarget(location: string | undefined, from: URL): URL {
  if (!location) throw new FetchFailure('redirect without a Location');
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new FetchFailure('redirect to a malformed Location');
  }
  next.hash = '';
  if (!isFetchableUrl(next)) throw new TargetRefused(`redirect to ${next.protocol} refused`);
  return next;
}

/**
 * A GET of an address someone else chose, as far as it may go: every address of every host on the
 * way (redirects are followed by hand, each target checked again) must pass the address policy,
 * connections go to the checked addresses only, and the body is capped. Refusals, network failures
 * and bad redirects throw FetchFailure (or the signal's reason); any status comes back as is.
 */
export function createSafeFetch(options: SafeFetchOptions) {
  const fetchPage = createPageFetcher(options);
  const guard = { resolveHost: options.resolveHost ?? dnsLookup, allowHosts: options.allowHosts };
  return async function safeFetch(url: URL, request: PageRequest): Promise<FetchedPage> {
    let current = url;
    for (let redirects = 0; ; redirects += 1) {
      const addresses = await checkTarget(current, guard, request.signal);
      const page = await fetchPage(current, addresses, request);
      if (!REDIRECT_STATUSES.has(page.status)) return { ...page, url: current };
      if (redirects === options.maxRedirects) throw new FetchFailure(`more than ${options.maxRedirects} redirects`);
      current = redirectTarget(page.location, current);
    }
  };
}
export type SafeFetch = ReturnType<typeof createSafeFetch>;
