import type { WaitlistResponse } from '@lezioni/contracts';
import { BOOKINGS_POLL_MS, WAITLIST_API } from '@lezioni/contracts/values';
import { api } from '../api/api';

// In web-kit, not in mfe-student: the shell's bell tells of the times held for the student too.
export const waitlistApi = api.enhanceEndpoints({ addTagTypes: ['Waitlist'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyWaitlist: build.query<WaitlistResponse, void>({
      query: () => WAITLIST_API,
      providesTags: ['Waitlist'],
    }),
  }),
});

/**
 * The student's waitlist (issue 44): entries waiting and the times held for them, polled as the
 * bookings are (an offer is held for a short time); every caller shares one poll. Nothing is asked
 * for the teacher, or while signed out.
 */
export function useMyWaitlist(isStudent: boolean) {
  return waitlistApi.useGetMyWaitlistQuery(undefined, { skip: !isStudent, pollingInterval: BOOKINGS_POLL_MS });
}
