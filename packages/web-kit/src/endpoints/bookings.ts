import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { StudentBooking } from '@lezioni/contracts';
import { BOOKINGS_POLL_MS, SYNCED_AT_HEADER } from '@lezioni/contracts/values';
import { api } from '../api/api';

/** GET /api/my-bookings: the list, and when booking-proxy last synced its copy of the calendar. */
export type MyBookings = {
  bookings: StudentBooking[];
  /** The X-Synced-At header; null when the server did not send one (no sync yet). */
  syncedAt: string | null;
};

// The shared base query passes fetchBaseQuery's meta through but is typed without it.
const readSyncedAt = (meta: unknown): string | null =>
  (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(SYNCED_AT_HEADER) ?? null;

// In web-kit, not in mfe-student: the shell's notification bell reads the same cache, and the shell
// may not import a remote.
export const bookingsApi = api.enhanceEndpoints({ addTagTypes: ['Bookings'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyBookings: build.query<MyBookings, void>({
      query: () => '/api/my-bookings',
      transformResponse: (body: unknown, meta: unknown) => ({
        bookings: body as StudentBooking[],
        syncedAt: readSyncedAt(meta),
      }),
      providesTags: ['Bookings'],
    }),
  }),
});

/**
 * The signed-in user's bookings, polled every BOOKINGS_POLL_MS (spec §7); every caller shares one
 * poll. Nothing is asked while signed out.
 */
export function useMyBookings(isSignedIn = true) {
  return bookingsApi.useGetMyBookingsQuery(undefined, { skip: !isSignedIn, pollingInterval: BOOKINGS_POLL_MS });
}
