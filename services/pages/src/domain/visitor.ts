import { timeZoneOfCookies } from '@lezioni/service-kit';

/**
 * The visitor's time zone (the cookie the browser's app keeps) and first language (Accept-Language),
 * each only if Intl knows it: both come from the browser, and an unknown one would make Intl throw.
 */
export function visitorOf(cookieHeader: string, acceptLanguage: string | undefined) {
  const language = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  let locale: string | undefined;
  try {
    locale = language && language !== '*' ? Intl.getCanonicalLocales(language)[0] : undefined;
  } catch {
    locale = undefined;
  }
  return { timeZone: timeZoneOfCookies(cookieHeader), locale };
}
