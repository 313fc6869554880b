import { Parser } from 'htmlparser2';
import type { StoredPreview } from '../data/preview.store';

/** Longest texts a card shows; longer ones are cut at a character boundary and end with "…". */
export const TEXT_LIMITS = { title: 200, description: 500, site: 100 } as const;

/** What a page says about itself, as written (entities decoded, not yet trimmed or resolved). */
type PageMeta = {
  /** `<meta property|name=…>` contents by lower-cased key; the first of each key wins. */
  meta: Map<string, string>;
  title?: string;
  iconHref?: string;
  baseHref?: string;
};

const isIconLink = (rel: string | undefined) => (rel ?? '').toLowerCase().split(/\s+/).includes('icon');

/**
 * Reads the metadata of an HTML page with a real parser (htmlparser2 decodes entities in text and
 * attributes). Only the first <title> outside <svg> counts: an inline icon's title is not the page's.
 */
function readPageMeta(html: string): PageMeta {
  const page: PageMeta = { meta: new Map() };
  let svgDepth = 0;
  let titleText: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth += 1;
        if (name === 'title' && svgDepth === 0 && page.title === undefined) titleText = '';
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
          if (key && attributes.content !== undefined && !page.meta.has(key)) page.meta.set(key, attributes.content);
        }
        if (name === 'link' && isIconLink(attributes.rel) && attributes.href && page.iconHref === undefined) {
          page.iconHref = attributes.href;
        }
        if (name === 'base' && attributes.href && page.baseHref === undefined) page.baseHref = attributes.href;
      },
      ontext(text) {
        if (titleText !== undefined) titleText += text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'title' && titleText !== undefined) {
          page.title = titleText;
          titleText = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  // A <title> cut off by the size cap still names the page.
  if (titleText !== undefined) page.title = titleText;
  return page;
}

/** Whitespace collapsed, trimmed, at most `limit` characters (code points, so no half emoji). */
function cleanText(value: string | undefined, limit: number): string | undefined {
  if (value === undefined) return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const characters = Array.from(text);
  return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}…`;
}

function resolveLink(href: string | undefined, base: URL, isShowable: (url: URL) => boolean): string | undefined {
  const text = href?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text, base);
    const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
    return isWeb && isShowable(url) ? url.href : undefined;
  } catch {
    // Not a URL (a template placeholder, garbage): the card goes without this image.
    return undefined;
  }
}

const firstOf = (meta: Map<string, string>, keys: readonly string[]) =>
  keys.map((key) => meta.get(key)).find((value) => value !== undefined && value.trim() !== '');

/**
 * The preview card of an HTML page fetched from `pageUrl` (the last URL after redirects): Open Graph
 * first, then Twitter cards, then plain HTML. Image and icon are absolute URLs that `isShowable`
 * accepts; the icon falls back to /favicon.ico and the site name to the host name.
 */
export function previewOfPage(html: string, pageUrl: URL, isShowable: (url: URL) => boolean): StoredPreview {
  const page = readPageMeta(html);
  const base = resolveLink(page.baseHref, pageUrl, () => true);
  const linkBase = base ? new URL(base) : pageUrl;
  const title = firstOf(page.meta, ['og:title', 'twitter:title']) ?? page.title;
  const description = firstOf(page.meta, ['og:description', 'twitter:description', 'description']);
  const imageHref = firstOf(page.meta, ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']);
  const preview: StoredPreview = {
    ok: true,
    title: cleanText(title, TEXT_LIMITS.title),
    description: cleanText(description, TEXT_LIMITS.description),
    image: resolveLink(imageHref, linkBase, isShowable),
    icon: resolveLink(page.iconHref ?? '/favicon.ico', page.iconHref ? linkBase : pageUrl, isShowable),
    site: cleanText(page.meta.get('og:site_name'), TEXT_LIMITS.site) ?? pageUrl.hostname,
  };
  // Absent fields are left out of the JSON rather than sent as null.
  return Object.fromEntries(Object.entries(preview).filter(([, value]) => value !== undefined)) as StoredPreview;
}
