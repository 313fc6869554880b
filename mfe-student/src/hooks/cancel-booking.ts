import type { Cancellation } from '@lezioni/contracts';
import { myBookingCancelPath } from '@lezioni/contracts/values';
import { api } from '@lezioni/web-kit';

// Here, not in a feature: the dashboard cancels lessons and withdraws requests, the booking page
// withdraws requests, one call for both. The time is free again ('Slots', the booking page's free
// times) and the lesson and maybe its credit change (web-kit's 'Bookings' and 'Credits').
const cancelBookingApi = api.enhanceEndpoints({ addTagTypes: ['Slots', 'Bookings', 'Credits'] }).injectEndpoints({
  endpoints: (build) => ({
    cancelBooking: build.mutation<Cancellation, string>({
      query: (id) => ({ url: myBookingCancelPath(id), method: 'POST' }),
      invalidatesTags: ['Slots', 'Bookings', 'Credits'],
    }),
  }),
});

/** POST /api/my-bookings/{id}/cancel: cancels her lesson not begun, or withdraws her pending request. */
export const { useCancelBookingMutation } = cancelBookingApi;
