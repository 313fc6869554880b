import { isGoogleDocumentLink } from '@lezioni/contracts/values';

/** A piece of message text: plain text, or a web link (shown as a link, and as a card below). */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; url: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Punctuation that ends a sentence rather than the link: "see https://example.com/a."
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Splits message text into text and links, so links can be rendered as anchors. */
export function splitMessageText(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: content.slice(last, start) });
    parts.push({ kind: 'link', url });
    last = start + url.length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}

export type LinkCard = { kind: 'google-document' | 'preview'; url: string };

/** How many preview cards one message may ask for: each is a call to /api/unfurl. */
export const MAX_LINK_CARDS = 3;

/**
 * The cards a message's links call for (spec §2): a Google Docs or Drive link is a document card,
 * any other link is unfurled into a preview card. Each link once, in order.
 */
export function linkCardsOf(content: string): LinkCard[] {
  const urls = [...new Set(splitMessageText(content).flatMap((part) => (part.kind === 'link' ? [part.url] : [])))];
  return urls.slice(0, MAX_LINK_CARDS).map((url) => ({
    kind: isGoogleDocumentLink(url) ? 'google-document' : 'preview',
    url,
  }));
}

/** Only web links become anchors or images: a `javascript:` address from a preview never does. */
export function isWebUrl(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url, 'https://relative.invalid');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
