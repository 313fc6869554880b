import { useCallback, useEffect, useReducer } from 'react';
import {
  BOOKING_FRAME_TIMEOUT_MS,
  initialBookingFrameStatus,
  nextBookingFrameStatus,
  type BookingFrameStatus,
} from './booking-frame';

/** Drives the calendar frame: its status (deadline and reachability probe included), and the handler for its `load` event. */
export function useBookingFrame(bookingPageUrl: string): { status: BookingFrameStatus; handleLoad: () => void } {
  const [status, dispatch] = useReducer(nextBookingFrameStatus, bookingPageUrl, initialBookingFrameStatus);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => dispatch('timeout'), BOOKING_FRAME_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (initialBookingFrameStatus(bookingPageUrl) !== 'loading') return;
    const probe = new AbortController();
    // An opaque answer of any status means the page is reachable; only a network failure rejects.
    fetch(bookingPageUrl, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: probe.signal }).catch(
      () => {
        if (!probe.signal.aborted) dispatch('unreachable');
      },
    );
    return () => probe.abort();
  }, [bookingPageUrl]);

  const handleLoad = useCallback(() => dispatch('load'), []);
  return { status, handleLoad };
}
