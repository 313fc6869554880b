import type { BusyCalendarError } from '@lezioni/contracts';
import { FetchFailure, TargetRefused, type SafeFetch } from '@lezioni/safe-fetch';

/** Calendar files larger than this are refused: two years of a busy calendar take a few hundred KB. */
export const BUSY_CALENDAR_MAX_BYTES = 2 * 1024 * 1024;
/** Redirects followed per read (calendar hosts redirect old addresses to new ones). */
export const BUSY_CALENDAR_MAX_REDIRECTS = 3;

export const BUSY_CALENDAR_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; LezioniCalendar/1.0)',
  accept: 'text/calendar, */*;q=0.1',
};

export type BusyCalendarRead = { text: string } | { error: BusyCalendarError };

/**
 * Reads her calendar's address through the guarded fetcher (safe-fetch: no private address, capped
 * size, `timeoutMs` for the whole read: DNS, redirects, the body). Whatever goes wrong is one of BUSY_CALENDAR_ERRORS, never
 * an exception; nothing here logs the address, which is a secret.
 */
export function createBusyCalendarReader(fetch: SafeFetch) {
  return async function readBusyCalendar(address: string, timeoutMs: number): Promise<BusyCalendarRead> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const page = await fetch(new URL(address), { signal, wantsBody: () => true });
      if (page.status < 200 || page.status >= 300) return { error: 'status' };
      if (page.isTruncated) return { error: 'too_large' };
      return { text: new TextDecoder().decode(page.body) };
    } catch (err) {
      if (err instanceof TargetRefused) return { error: 'refused' };
      // A bad redirect, a timeout, a network failure (a Node error code): the host could not be read.
      const isExpected =
        err instanceof FetchFailure || signal.aborted || typeof (err as { code?: unknown } | null)?.code === 'string';
      if (!isExpected) throw err;
      return { error: 'unreachable' };
    }
  };
}
export type BusyCalendarReader = ReturnType<typeof createBusyCalendarReader>;
