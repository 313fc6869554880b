/**
 * Whether Intl knows `zone` as an IANA time zone ("Europe/Rome"): a zone from a browser or a form is
 * checked before it is kept or used, since an unknown one makes Intl throw.
 */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The way Intl spells a zone it knows ("europe/rome" is "Europe/Rome"): what is kept and shown. */
export const canonicalTimeZone = (zone: string): string =>
  new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
