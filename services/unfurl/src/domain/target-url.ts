import { AppError } from '@lezioni/service-kit';

/** Longer addresses are not links people paste into a chat; they are refused as bad input. */
export const MAX_URL_LENGTH = 2_048;

export const URL_MESSAGES = {
  required: 'A url query parameter is required.',
  tooLong: `The url must have at most ${MAX_URL_LENGTH} characters.`,
  notWeb: 'The url must be an http or https address.',
  hasCredentials: 'The url must not contain a user name or password.',
} as const;

const badUrl = (message: string) => new AppError('bad_input', message, 400);

const isWebScheme = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';
const hasCredentials = (url: URL) => url.username !== '' || url.password !== '';

/** A web address we may fetch from, as far as its text goes: http(s), no credentials, not too long. */
export function isFetchableUrl(url: URL): boolean {
  return isWebScheme(url) && !hasCredentials(url) && url.href.length <= MAX_URL_LENGTH;
}

/**
 * The address a user asked to preview, or a 400 when it is not a web address at all. Where it
 * points (a private address, a dead host) is not checked here: that is a failed preview, not bad input.
 * WHATWG parsing already turns every spelling of an IPv4 host (decimal, octal, hex, short forms)
 * into dotted-quad form and compresses IPv6 hosts, so the guard sees one form of each address.
 */
export function parseTargetUrl(raw: string): URL {
  if (raw.length > MAX_URL_LENGTH) throw badUrl(URL_MESSAGES.tooLong);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badUrl(URL_MESSAGES.notWeb);
  }
  if (!isWebScheme(url)) throw badUrl(URL_MESSAGES.notWeb);
  if (hasCredentials(url)) throw badUrl(URL_MESSAGES.hasCredentials);
  return url;
}

/**
 * One text for every spelling of the same page, the cache's key: scheme and host in lower case,
 * no default port (both done by URL), no fragment (never sent to the server).
 */
export function normaliseUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href;
}

/** `host:port` of a URL with its port made explicit, as UNFURL_ALLOW_HOSTS lists them. */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}

/** The host of a URL as a resolver or a socket takes it: IPv6 literals without their brackets. */
export const bareHostnameOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
