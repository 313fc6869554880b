import { isWebAddress } from '../../utils/web-address';

/**
 * The booking calendar's frame (spec §4): loading, then loaded or error. A frame reports no error:
 * a blocked or unreachable page (an ad blocker, a company firewall, TidyCal down) loads the
 * browser's error page and fires `load` all the same, and a hanging one fires nothing. So a probe
 * of the booking page (`unreachable` when the browser cannot reach it at all) overrides `load`,
 * and a deadline turns a frame that never loads into the fallback, as for the landing page's
 * video. A page that loads with an HTTP error is what 'Open Direct Booking' is for.
 */
export const BOOKING_FRAME_TIMEOUT_MS = 15_000;

export type BookingFrameStatus = 'loading' | 'loaded' | 'error';
export type BookingFrameEvent = 'load' | 'timeout' | 'unreachable';

/** Without a usable booking page there is nothing to load: straight to the fallback. */
export const initialBookingFrameStatus = (bookingPageUrl: string): BookingFrameStatus =>
  isWebAddress(bookingPageUrl) ? 'loading' : 'error';

/**
 * loading → loaded on `load`, loading → error on `timeout`; `unreachable` is an error from any
 * state, since the frame's `load` may come first (its error page); error is final.
 */
export function nextBookingFrameStatus(status: BookingFrameStatus, event: BookingFrameEvent): BookingFrameStatus {
  if (event === 'unreachable') return 'error';
  if (status !== 'loading') return status;
  return event === 'load' ? 'loaded' : 'error';
}
