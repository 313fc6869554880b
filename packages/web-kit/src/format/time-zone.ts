import { TIME_ZONE_COOKIE, isKnownTimeZone } from '@lezioni/contracts/values';
import { keepCookie } from '../browser-cookie';
import { setDisplayTimeZone } from './intl';

/** Where this browser remembers the zone its account chose, so the next page starts in it before GET /api/me answers. */
const CHOSEN_ZONE_KEY = 'lezioni_tz_chosen';

/** The zone this device is set to. */
export const deviceTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

function rememberedChoice(): string | undefined {
  try {
    const zone = localStorage.getItem(CHOSEN_ZONE_KEY);
    return zone && isKnownTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

function remember(chosen: string | null): void {
  try {
    if (chosen) localStorage.setItem(CHOSEN_ZONE_KEY, chosen);
    else localStorage.removeItem(CHOSEN_ZONE_KEY);
  } catch {
    // Storage refused (a private window): the account's answer brings the choice on every page.
  }
}

/**
 * Shows times in the zone the account chose, or in the device's when it chose none (ARCHITECTURE
 * D30): web-kit's formatters write in it, and the `lezioni_tz` cookie carries it, so the pages
 * rendered on the server (D29) write times as this browser will, and a visit tells auth the device's
 * zone only when none is chosen. The choice is remembered for this browser's next page.
 */
export function showTimesIn(chosen: string | null, doc: Document = document): void {
  const zone = chosen && isKnownTimeZone(chosen) ? chosen : null;
  remember(zone);
  setDisplayTimeZone(zone ?? undefined);
  keepCookie(TIME_ZONE_COOKIE, zone ?? deviceTimeZone(), doc);
}

/**
 * At the app's start, before its first render: times in the zone this browser's account chose last
 * time, else the device's. The first page a browser ever gets from the server cannot know it.
 */
export function startTimeZone(doc: Document = document): void {
  showTimesIn(rememberedChoice() ?? null, doc);
}
