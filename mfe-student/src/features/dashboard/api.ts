import { BOOKINGS_POLL_MS, StudentBookingSchema, type StudentBooking } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyBookings: build.query<StudentBooking[], void>({
      query: () => '/api/my-bookings',
      transformResponse: (body: unknown) => StudentBookingSchema.array().parse(body),
      providesTags: ['Bookings'],
    }),
  }),
});

/** The student's bookings, polled every 60 s (spec §7). */
export function useMyBookings() {
  return dashboardApi.useGetMyBookingsQuery(undefined, { pollingInterval: BOOKINGS_POLL_MS });
}
