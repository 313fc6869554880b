import { useState } from 'react';

/**
 * The zones a time zone select offers: `current` alone until the user reaches for the list
 * (`listZones` on its focus and pointer-down), then every zone the browser knows, `current` among
 * them. About 400 options cost a phone 100 ms as a page starts, and the renderer's list could
 * differ from the browser's anyway.
 */
export function useTimeZoneOptions(current: string): { zones: string[]; listZones: () => void } {
  const [isListed, setIsListed] = useState(false);
  if (!isListed) return { zones: [current], listZones: () => setIsListed(true) };
  const known = Intl.supportedValuesOf('timeZone');
  return { zones: known.includes(current) ? known : [current, ...known].sort(), listZones: () => undefined };
}
