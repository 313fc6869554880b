import { BOOKINGS_POLL_MS, StudentBookingSchema, type StudentBooking } from '@lezioni/contracts';
import { api } from '../api/api';

// In web-kit, not in mfe-student: the shell's notification bell reads the same cache, and the shell
// may not import a remote.
const bookingsApi = api.enhanceEndpoints({ addTagTypes: ['Bookings'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyBookings: build.query<StudentBooking[], void>({
      query: () => '/api/my-bookings',
      transformResponse: (body: unknown) => StudentBookingSchema.array().parse(body),
      providesTags: ['Bookings'],
    }),
  }),
});

/** The signed-in user's bookings, polled every BOOKINGS_POLL_MS (spec §7); every caller shares one poll. */
export function useMyBookings() {
  return bookingsApi.useGetMyBookingsQuery(undefined, { pollingInterval: BOOKINGS_POLL_MS });
}
