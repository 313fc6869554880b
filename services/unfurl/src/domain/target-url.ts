import { MAX_URL_LENGTH, hasCredentials, isWebScheme } from '@lezioni/safe-fetch';
import { AppError } from '@lezioni/service-kit';

export const URL_MESSAGES = {
  required: 'A url query parameter is required.',
  tooLong: `The url must have at most ${MAX_URL_LENGTH} characters.`,
  notWeb: 'The url must be an http or https address.',
  hasCredentials: 'The url must not contain a user name or password.',
} as const;

const badUrl = (message: string) => new AppError('bad_input', message);

/**
 * The address a user asked to preview, or `bad_input` when it is not a web address at all. Where it
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
