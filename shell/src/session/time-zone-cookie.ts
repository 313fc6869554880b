import { TIME_ZONE_COOKIE } from '@lezioni/contracts/values';

const A_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Keeps the browser's time zone in a cookie, so the pages rendered on the server (ARCHITECTURE D29)
 * write times in it, as the browser's app would: a time written in another zone would differ from
 * the one the app hydrates with. The first page a browser ever gets from the server cannot know it.
 */
export function rememberTimeZone(doc: Document = document): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
  if (!doc.cookie.split('; ').includes(cookie)) doc.cookie = `${cookie}; path=/; max-age=${A_YEAR_S}; samesite=lax`;
}
