import type { TimeZoneRequest, TimeZoneResponse } from '@lezioni/contracts';
import { api, sessionApi } from '@lezioni/web-kit';

/** The zone the student reads times in, kept on their account (ARCHITECTURE D30). */
export const timeZoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A zone Intl knows as the student's choice, or null to follow their device again; the session follows the answer. */
    chooseTimeZone: build.mutation<TimeZoneResponse, TimeZoneRequest['timeZone']>({
      query: (timeZone) => ({ url: '/api/me/time-zone', method: 'PUT', body: { timeZone } }),
      async onQueryStarted(_zone, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(sessionApi.util.updateQueryData('getMe', undefined, (user) => (user ? { ...user, ...data } : user)));
      },
    }),
  }),
});

export const { useChooseTimeZoneMutation } = timeZoneApi;
