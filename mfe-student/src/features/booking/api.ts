import type { LessonRequest, LessonSeries, LessonSeriesList, WaitlistEntry } from '@lezioni/contracts';
import {
  LESSON_REQUESTS_API,
  LESSON_SERIES_API,
  WAITLIST_API,
  lessonSeriesPath,
  waitlistEntryPath,
  waitlistOfferTakePath,
} from '@lezioni/contracts/values';
import { api } from '@lezioni/web-kit';
import type { LessonMinutes } from '../../hooks/free-times';

type Ask = { startsAt: string; durationMinutes: LessonMinutes };

/** POST /api/waitlist: a day and hours on the student's clock (`timeZone`), for a lesson of that length. */
export type WaitlistJoin = {
  date: string;
  fromTime: string;
  toTime: string;
  durationMinutes: LessonMinutes;
  timeZone: string;
};

// A request holds a credit and appears in my-bookings: web-kit's shared queries provide the
// 'Bookings', 'Credits' and 'Waitlist' tags it invalidates, hooks/free-times the 'Slots'.
const ownCalendarApi = api
  .enhanceEndpoints({ addTagTypes: ['Slots', 'Bookings', 'Credits', 'Waitlist', 'MySeries'] })
  .injectEndpoints({
    endpoints: (build) => ({
      requestLesson: build.mutation<LessonRequest, Ask>({
        query: (body) => ({ url: LESSON_REQUESTS_API, method: 'POST', body }),
        // A refusal means the slots (someone took one) or the credits changed since they were shown.
        invalidatesTags: (_request, error) => (error ? ['Slots', 'Credits'] : ['Slots', 'Bookings', 'Credits']),
      }),
      // A series' first lesson is a request like any; the series shows in the student's list.
      requestSeries: build.mutation<LessonSeries, Ask>({
        query: (body) => ({ url: LESSON_SERIES_API, method: 'POST', body }),
        invalidatesTags: (_series, error) =>
          error ? ['Slots', 'Credits'] : ['Slots', 'Bookings', 'Credits', 'MySeries'],
      }),
      getMySeries: build.query<LessonSeriesList, void>({
        query: () => LESSON_SERIES_API,
        providesTags: ['MySeries'],
      }),
      // Resuming books weeks, ending cancels them: the lessons and credits change too.
      changeSeries: build.mutation<LessonSeries, { id: string; action: 'pause' | 'resume' | 'end' }>({
        query: ({ id, action }) => ({ url: lessonSeriesPath(id, action), method: 'POST' }),
        invalidatesTags: ['MySeries', 'Bookings', 'Credits', 'Slots'],
      }),
      // Joining may hold a time free already for her (an offer), and leaving frees one.
      joinWaitlist: build.mutation<WaitlistEntry, WaitlistJoin>({
        query: (body) => ({ url: WAITLIST_API, method: 'POST', body }),
        invalidatesTags: ['Waitlist', 'Slots'],
      }),
      leaveWaitlist: build.mutation<void, string>({
        query: (id) => ({ url: waitlistEntryPath(id), method: 'DELETE' }),
        invalidatesTags: ['Waitlist', 'Slots'],
      }),
      // Taken, the offer is her request: it holds a credit and shows in my-bookings.
      takeWaitlistOffer: build.mutation<LessonRequest, string>({
        query: (id) => ({ url: waitlistOfferTakePath(id), method: 'POST' }),
        invalidatesTags: ['Waitlist', 'Bookings', 'Credits'],
      }),
    }),
  });

/**
 * POST /api/lesson-requests and /api/lesson-series (withdrawing a request is hooks/cancel-booking's,
 * shared with the dashboard); the student's weekly series, paused, resumed or ended; the waitlist's writes.
 */
export const {
  useRequestLessonMutation,
  useRequestSeriesMutation,
  useGetMySeriesQuery,
  useChangeSeriesMutation,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useTakeWaitlistOfferMutation,
} = ownCalendarApi;
