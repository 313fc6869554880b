import { localeOf, type Language } from '@lezioni/contracts/values';
import { languageOfVisit, timeZoneOfCookies } from '@lezioni/service-kit';

/**
 * The visitor a page is rendered for: their language (the one chosen, else Accept-Language's, as the
 * gateway decides it), the locale dates and numbers are written in (that language's, in the
 * browser's own English when it prefers one), and their time zone (the cookie the browser's app
 * keeps). Each only if Intl knows it: both come from the browser, and an unknown one would make Intl throw.
 */
export function visitorOf(
  cookieHeader: string,
  acceptLanguage: string | undefined,
): { language: Language; locale: string; timeZone?: string } {
  const language = languageOfVisit(cookieHeader, acceptLanguage);
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  let browserLocale: string | undefined;
  try {
    browserLocale = first && first !== '*' ? Intl.getCanonicalLocales(first)[0] : undefined;
  } catch {
    browserLocale = undefined;
  }
  return { language, locale: localeOf(language, browserLocale), timeZone: timeZoneOfCookies(cookieHeader) };
}
