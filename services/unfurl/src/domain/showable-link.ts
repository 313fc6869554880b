import { isIP } from 'node:net';
import { bareHostnameOf, hostPortOf, isFetchableUrl, refusalOf } from '@lezioni/safe-fetch';

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
