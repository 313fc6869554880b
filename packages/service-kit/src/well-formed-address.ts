import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_CATALOGUE } from '@lezioni/contracts';
import { answerAndClose } from './request-timeouts';

/** C0 controls and DEL: no address of ours carries one, and PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Whether a request's path, and an API call's query, decode as UTF-8 to text without control
 * characters. A page's query is not looked at: the pages read it leniently (URLSearchParams), so a
 * link mangled on its way (a campaign's `?ref=50%`) still opens the page.
 */
export function isWellFormedAddress(url: string): boolean {
  // Node's parser refuses raw control characters: only a percent-encoded one can get through.
  if (!url.includes('%')) return true;
  // In any case: a router that ignores case would serve `/API/…` as the call it names.
  const checked = /^\/api\//i.test(url) ? url : url.split('?')[0]!;
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(checked));
  } catch {
    return false;
  }
}

/**
 * The one rule for addresses, in every process (createBaseApp's first steps, the gateway's API lane
 * too): one that does not decode (`%FF`, an overlong `%C0%80`) or decodes to a control character
 * (`%00`) is refused with 400 `bad_input` before any route sees it, where Express would fail to
 * decode its parameters (a 500) or PostgreSQL refuse the text (a 500).
 */
export function refuseMalformedAddresses(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (isWellFormedAddress(req.url ?? '')) return next();
  // Its body, if any, is not read: the connection closes after the answer.
  answerAndClose(res, { error: ERROR_CATALOGUE[400]!.message, code: 'bad_input' });
}
