import type { CreditRecord } from '@lezioni/contracts';
import { CREDITS_POLL_MS } from '@lezioni/contracts/values';
import { api } from '../api/api';

// In web-kit: the bell (shell) and the student's pages (mfe-student) read the same cache.
export const creditsApi = api.enhanceEndpoints({ addTagTypes: ['Credits'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyCredits: build.query<CreditRecord[], void>({
      query: () => '/api/my-credits',
      providesTags: ['Credits'],
    }),
  }),
});

/**
 * The student's credit records, polled every CREDITS_POLL_MS (spec §7). Credits belong to students
 * only: pass `isStudent` false (the admin, or nobody signed in) and nothing is asked.
 */
export function useMyCredits(isStudent: boolean) {
  return creditsApi.useGetMyCreditsQuery(undefined, { skip: !isStudent, pollingInterval: CREDITS_POLL_MS });
}
