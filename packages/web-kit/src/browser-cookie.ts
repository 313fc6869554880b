const A_YEAR_S = 365 * 24 * 60 * 60;

/** The value of a cookie scripts can read (the visitor's choices, never a secret), if the browser holds it. */
export function readCookie(name: string, doc: Document = document): string | undefined {
  const prefix = `${name}=`;
  const found = doc.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/**
 * Keeps a choice of the visitor's for a year, for every page of the site and the server that
 * renders them (a language, a time zone); written only when it changed.
 */
export function keepCookie(name: string, value: string, doc: Document = document): void {
  const cookie = `${name}=${encodeURIComponent(value)}`;
  if (!doc.cookie.split('; ').includes(cookie)) doc.cookie = `${cookie}; path=/; max-age=${A_YEAR_S}; samesite=lax`;
}
