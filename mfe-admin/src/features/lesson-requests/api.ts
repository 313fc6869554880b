import {
  ADMIN_LESSON_REQUESTS_API,
  ADMIN_LESSON_SERIES_API,
  REFETCH_ON_OPEN_SECONDS,
  adminLessonRequestPath,
  adminLessonSeriesPath,
} from '@lezioni/contracts/values';
import type { AdminLessonRequestsResponse, AdminLessonSeriesList } from '@lezioni/contracts';
import { api, type RequestError } from '@lezioni/web-kit';

/** The request was answered meanwhile (another tab), withdrawn by its student, or it expired. */
const isNoLongerPending = (error: RequestError | undefined) => error?.code === 'request_not_pending';

// 'AdminBookings' is the dashboard's tag for GET /api/admin/bookings: an approved request is a lesson there.
const lessonRequestsApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminLessonRequests', 'AdminLessonSeries', 'AdminBookings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminLessonRequests: build.query<AdminLessonRequestsResponse, void>({
        query: () => ADMIN_LESSON_REQUESTS_API,
        providesTags: ['AdminLessonRequests'],
      }),
      approveLessonRequest: build.mutation<void, string>({
        query: (id) => ({ url: adminLessonRequestPath(id, 'approve'), method: 'POST' }),
        transformResponse: () => undefined,
        // When it was answered meanwhile the list is stale: show what happened.
        invalidatesTags: (_result, error) =>
          !error ? ['AdminLessonRequests', 'AdminBookings'] : isNoLongerPending(error) ? ['AdminLessonRequests'] : [],
      }),
      declineLessonRequest: build.mutation<void, string>({
        query: (id) => ({ url: adminLessonRequestPath(id, 'decline'), method: 'POST' }),
        transformResponse: () => undefined,
        invalidatesTags: (_result, error) => (!error || isNoLongerPending(error) ? ['AdminLessonRequests'] : []),
      }),
      getAdminLessonSeries: build.query<AdminLessonSeriesList, void>({
        query: () => ADMIN_LESSON_SERIES_API,
        providesTags: ['AdminLessonSeries'],
      }),
      // An approved series books its weeks: they are lessons in the bookings.
      answerLessonSeries: build.mutation<void, { id: string; answer: 'approve' | 'decline' | 'end' }>({
        query: ({ id, answer }) => ({ url: adminLessonSeriesPath(id, answer), method: 'POST' }),
        transformResponse: () => undefined,
        invalidatesTags: (_result, error) =>
          !error ? ['AdminLessonSeries', 'AdminBookings'] : isNoLongerPending(error) ? ['AdminLessonSeries'] : [],
      }),
    }),
  });

/**
 * GET /api/admin/lesson-requests: those awaiting the teacher's answer, earliest lesson first. Like
 * the dashboard's other data it is fetched when she opens it, never polled (spec §7): each request
 * also reaches her by mail. Only for the admin.
 */
export const useAdminLessonRequests = (isAdmin: boolean) =>
  lessonRequestsApi.useGetAdminLessonRequestsQuery(undefined, {
    skip: !isAdmin,
    refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS,
  });

/** What the list shows of that query: its owner, the dashboard's route, hands it over. */
export type LessonRequestsQuery = ReturnType<typeof useAdminLessonRequests>;

/**
 * POST …/{id}/approve (a scheduled lesson, the student mailed) and …/{id}/decline (the credit goes
 * back). Both refresh the requests, an approval the bookings too; `request_not_pending` means it was
 * answered meanwhile.
 */
export const { useApproveLessonRequestMutation, useDeclineLessonRequestMutation } = lessonRequestsApi;

/** GET /api/admin/lesson-series: the weekly series awaiting her answer or running; fetched when she opens the dashboard. */
export const useAdminLessonSeries = (isAdmin: boolean) =>
  lessonRequestsApi.useGetAdminLessonSeriesQuery(undefined, {
    skip: !isAdmin,
    refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS,
  });
export type LessonSeriesQuery = ReturnType<typeof useAdminLessonSeries>;

/**
 * POST …/{id}/approve (its weeks booked as credits allow), …/{id}/decline (the first lesson's credit
 * back) or …/{id}/end (its lessons a day or more ahead cancelled, their credits back).
 */
export const { useAnswerLessonSeriesMutation } = lessonRequestsApi;
