import type { NoticeResponse } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

/** The dashboard's own calls. */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** "Send the link again": a new confirmation mail (rate-limited per account); the sentence to show. */
    resendConfirmation: build.mutation<string, void>({
      query: () => ({ url: '/api/verify-email/resend', method: 'POST' }),
      transformResponse: (body: NoticeResponse) => body.message,
    }),
  }),
});

export const { useResendConfirmationMutation } = dashboardApi;
