import type { LessonRequest, NoticeResponse } from '@lezioni/contracts';
import { myBookingReschedulePath } from '@lezioni/contracts/values';
import { api } from '@lezioni/web-kit';

/** The dashboard's own calls. */
const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['Slots', 'Bookings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** "Send the link again": a new confirmation mail (rate-limited per account); the sentence to show. */
    resendConfirmation: build.mutation<string, void>({
      query: () => ({ url: '/api/verify-email/resend', method: 'POST' }),
      transformResponse: (body: NoticeResponse) => body.message,
    }),
    /**
     * Moving a lesson to another free time: a request awaiting her approval (listed in my-bookings,
     * web-kit's 'Bookings') or, approved at once, the lesson moved. Either way her free times change.
     */
    rescheduleLesson: build.mutation<LessonRequest, { id: string; startsAt: string }>({
      query: ({ id, startsAt }) => ({ url: myBookingReschedulePath(id), method: 'POST', body: { startsAt } }),
      // A refusal may mean the time was taken meanwhile: the list is asked for again.
      invalidatesTags: (_request, error) => (error ? ['Slots'] : ['Slots', 'Bookings']),
    }),
  }),
});

export const { useResendConfirmationMutation, useRescheduleLessonMutation } = dashboardApi;
