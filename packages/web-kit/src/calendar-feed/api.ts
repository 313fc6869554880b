import { CALENDAR_FEED_API } from '@lezioni/contracts/values';
import type { CalendarFeedResponse } from '@lezioni/contracts';
// By package name, never relatively: this subpath is bundled by each app that imports it, and its
// endpoints must join the shared singleton api, not a second copy of it.
import { api } from '@lezioni/web-kit';

const calendarFeedApi = api.enhanceEndpoints({ addTagTypes: ['CalendarFeed'] }).injectEndpoints({
  endpoints: (build) => ({
    getCalendarFeed: build.query<CalendarFeedResponse, void>({
      query: () => CALENDAR_FEED_API,
      providesTags: ['CalendarFeed'],
    }),
    renewCalendarFeed: build.mutation<CalendarFeedResponse, void>({
      query: () => ({ url: CALENDAR_FEED_API, method: 'POST' }),
      // The answer is the feed: no need to ask for it again.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(calendarFeedApi.util.updateQueryData('getCalendarFeed', undefined, () => answer.data));
      },
    }),
    stopCalendarFeed: build.mutation<void, void>({
      query: () => ({ url: CALENDAR_FEED_API, method: 'DELETE' }),
      invalidatesTags: ['CalendarFeed'],
    }),
  }),
});

/** GET /api/calendar/feed; POST for a new address (or the first); DELETE to stop it. */
export const { useGetCalendarFeedQuery, useRenewCalendarFeedMutation, useStopCalendarFeedMutation } = calendarFeedApi;
