import { isIP } from 'node:net';
import { refusalOf } from './address-policy';
import { FetchFailure, TargetRefused } from './fetch-failure';
import type { PinnedAddress } from './page-fetcher';
import { bareHostnameOf, hostPortOf, isFetchableUrl } from './target-url';

/** A DNS lookup of every address of a name (`dns.promises.lookup` with `all: true`). */
export type ResolveHost = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export type GuardDeps = {
  resolveHost: ResolveHost;
  /** `host:port` targets (tests', local runs' fixtures): the only ones that skip the address check. */
  allowHosts: ReadonlySet<string>;
};

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
  if (!isFetchableUrl(url)) throw new TargetRefused(`not a fetchable url: ${url.protocol}`);
  const hostname = bareHostnameOf(url);
  let answers: ReadonlyArray<{ address: string }>;
  if (isIP(hostname)) {
    answers = [{ address: hostname }];
  } else {
    try {
      answers = await untilAborted(deps.resolveHost(hostname), signal);
    } catch (err) {
      if (signal.aborted) throw err;
      throw new FetchFailure(`cannot resolve ${hostname}`, { cause: err });
    }
  }
  if (answers.length === 0) throw new FetchFailure(`no address for ${hostname}`);
  const isAllowedHost = deps.allowHosts.has(hostPortOf(url));
  const pinned: PinnedAddress[] = [];
  for (const { address } of answers) {
    const reason = isAllowedHost ? undefined : refusalOf(address);
    const checked = toPinned(address);
    if (reason || !checked) throw new TargetRefused(`refused ${hostname} (${address}): ${reason ?? 'not an IP'}`);
    pinned.push(checked);
  }
  return pinned;
}
