import { TIME_ZONE_COOKIE } from '@lezioni/contracts';
import { cookieValue } from '@lezioni/service-kit';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The visitor's time zone (the cookie the browser's app keeps) and first language (Accept-Language),
 * each only if Intl knows it: both come from the browser, and an unknown one would make Intl throw.
 */
export function visitorOf(cookieHeader: string, acceptLanguage: string | undefined) {
  const zoneText = cookieValue(cookieHeader, TIME_ZONE_COOKIE);
  let timeZone: string | undefined;
  try {
    timeZone = zoneText && decodeURIComponent(zoneText);
  } catch {
    timeZone = undefined;
  }
  const language = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  let locale: string | undefined;
  try {
    locale = language && language !== '*' ? Intl.getCanonicalLocales(language)[0] : undefined;
  } catch {
    locale = undefined;
  }
  return { timeZone: timeZone && isTimeZone(timeZone) ? timeZone : undefined, locale };
}
