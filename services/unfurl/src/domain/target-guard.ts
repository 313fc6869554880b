import { isIP } from 'node:net';
import type { PinnedAddress } from '../data/page-fetcher';
import { refusalOf } from './address-policy';
import { bareHostnameOf, hostPortOf, isFetchableUrl } from './target-url';

/** A DNS lookup of every address of a name (`dns.promises.lookup` with `all: true`). */
export type ResolveHost = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export type GuardDeps = {
  resolveHost: ResolveHost;
  /** `host:port` entries of UNFURL_ALLOW_HOSTS: the only targets that skip the address check. */
  allowHosts: ReadonlySet<string>;
};

/** An expected reason for a preview to fail; it is logged and the answer is `ok: false`. */
export class PreviewFailure extends Error {
  override name = 'PreviewFailure';
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const toPinned = (address: string): PinnedAddress | undefined => {
  const family = isIP(address);
  return family === 4 || family === 6 ? { address, family } : undefined;
};

/**
 * The addresses a connection to `url` may use, once every one of them has passed the address
 * policy; the caller connects to these and nothing else (pinned), so a second DNS answer cannot
 * swap in another address. A literal IP host is checked as is, without DNS. One refused address
 * refuses the whole name: a client may pick any of them.
 */
export async function checkTarget(url: URL, deps: GuardDeps, signal: AbortSignal): Promise<PinnedAddress[]> {
  if (!isFetchableUrl(url)) throw new PreviewFailure(`not a fetchable url: ${url.protocol}`);
  const hostname = bareHostnameOf(url);
  let answers: ReadonlyArray<{ address: string }>;
  if (isIP(hostname)) {
    answers = [{ address: hostname }];
  } else {
    try {
      answers = await untilAborted(deps.resolveHost(hostname), signal);
    } catch (err) {
      if (signal.aborted) throw err;
      throw new PreviewFailure(`cannot resolve ${hostname}`, { cause: err });
    }
  }
  if (answers.length === 0) throw new PreviewFailure(`no address for ${hostname}`);
  const isAllowedHost = deps.allowHosts.has(hostPortOf(url));
  const pinned: PinnedAddress[] = [];
  for (const { address } of answers) {
    const reason = isAllowedHost ? undefined : refusalOf(address);
    const checked = toPinned(address);
    if (reason || !checked) throw new PreviewFailure(`refused ${hostname} (${address}): ${reason ?? 'not an IP'}`);
    pinned.push(checked);
  }
  return pinned;
}

/**
 * Whether a link the card shows (image, icon) may point where it does: http(s), and not a literal
 * private address, so a preview never makes readers' browsers call into their own networks.
 * Names are not resolved: the server never fetches these, the browser does.
 */
export function isShowableLink(url: URL, allowHosts: ReadonlySet<string>): boolean {
  if (!isFetchableUrl(url)) return false;
  const hostname = bareHostnameOf(url);
  return !isIP(hostname) || allowHosts.has(hostPortOf(url)) || refusalOf(hostname) === undefined;
}
