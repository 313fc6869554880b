/** Longer addresses are not links people paste; they are refused. */
export const MAX_URL_LENGTH = 2_048;

export const isWebScheme = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';
export const hasCredentials = (url: URL) => url.username !== '' || url.password !== '';

/** A web address we may fetch from, as far as its text goes: http(s), no credentials, not too long. */
export function isFetchableUrl(url: URL): boolean {
  return isWebScheme(url) && !hasCredentials(url) && url.href.length <= MAX_URL_LENGTH;
}

/** `host:port` of a URL with its port made explicit, as allow lists name their targets. */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}

/** The host of a URL as a resolver or a socket takes it: IPv6 literals without their brackets. */
export const bareHostnameOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

// `host:port`, the host a name, an IPv4 address or a bracketed IPv6 address. The port is required,
// so an entry opens one fixture, never every port of a host.
const ALLOW_HOST_ENTRY = /^(\[[0-9a-f:.]+\]|[^\s:/?#@[\]]+):(\d{1,5})$/i;

/**
 * An allow list's `host:port` entry as the guard compares it (the host in URL form: lower case,
 * IPv4 normalised), or undefined when it is not `host:port`.
 */
export function allowHostKeyOf(entry: string): string | undefined {
  const match = ALLOW_HOST_ENTRY.exec(entry);
  if (!match) return undefined;
  const port = Number(match[2]);
  if (port < 1 || port > 65_535) return undefined;
  try {
    return `${new URL(`http://${match[1]}/`).hostname}:${port}`;
  } catch {
    return undefined;
  }
}
