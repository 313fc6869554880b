import { LANGUAGE_COOKIE, TIME_ZONE_COOKIE, isKnownTimeZone, languageOf, type Language } from '@lezioni/contracts';

/** One cookie's value from a Cookie header, the first of that name (as cookie-parser reads it). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The visitor's time zone from the cookie the pages keep (`lezioni_tz`), only if Intl knows it: it
 * comes from the browser, and an unknown one would make Intl throw.
 */
export function timeZoneOfCookies(header: string | undefined): string | undefined {
  const text = cookieValue(header, TIME_ZONE_COOKIE);
  if (!text) return undefined;
  try {
    const zone = decodeURIComponent(text);
    return isKnownTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language of a visit (ARCHITECTURE D31): the one chosen (the pages' `lezioni_lang` cookie),
 * else the browser's `Accept-Language` preference, else English, as the gateway and the pages pick it.
 */
export const languageOfVisit = (cookieHeader: string | undefined, acceptLanguage: string | undefined): Language =>
  languageOf(cookieValue(cookieHeader, LANGUAGE_COOKIE), acceptLanguage);
