import type { AnsweredLessonRequestsResponse } from '@lezioni/contracts';
import { BOOKINGS_POLL_MS, LESSON_REQUESTS_API } from '@lezioni/contracts/values';
import { api } from '../api/api';

// In web-kit: the shell's bell tells the student how the teacher answered their requests.
export const lessonRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnsweredRequests: build.query<AnsweredLessonRequestsResponse, void>({ query: () => LESSON_REQUESTS_API }),
  }),
});

/**
 * The student's requests the teacher answered lately (issue 44), polled as the bookings are, whose
 * status they change; every caller shares one poll. Nothing is asked for the teacher, or signed out.
 */
export function useAnsweredRequests(isStudent: boolean) {
  return lessonRequestsApi.useGetAnsweredRequestsQuery(undefined, {
    skip: !isStudent,
    pollingInterval: BOOKINGS_POLL_MS,
  });
}
