import { REFETCH_ON_OPEN_SECONDS, adminLessonCancelPath, adminLessonWaivePath } from '@lezioni/contracts/values';
import type {
  AdminBookingsResponse,
  AdminOrdersResponse,
  AdminStudentsResponse,
  AnalyticsResponse,
} from '@lezioni/contracts';
import { api, type RequestError } from '@lezioni/web-kit';

/** The order was decided meanwhile (by another tab, or the student cancelled it). */
const isOrderNoLongerPending = (error: RequestError | undefined) => error?.code === 'order_not_pending';

/** The lesson began or was cancelled meanwhile (by the student, or in another tab). */
const isLessonNoLongerCancellable = (error: RequestError | undefined) => error?.code === 'lesson_not_cancellable';

const ADMIN_TAGS = ['AdminAnalytics', 'AdminBookings', 'AdminStudents', 'AdminOrders'] as const;

const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAGS }).injectEndpoints({
  endpoints: (build) => {
    /** A GET of the dashboard's data, typed by its contract (not parsed again: ARCHITECTURE D26), cached under `tag`. */
    const getData = <T>(url: string, tag: (typeof ADMIN_TAGS)[number]) =>
      build.query<T, void>({ query: () => url, providesTags: [tag] });
    return {
      getAdminAnalytics: getData<AnalyticsResponse>('/api/admin/analytics', 'AdminAnalytics'),
      getAdminBookings: getData<AdminBookingsResponse>('/api/admin/bookings', 'AdminBookings'),
      getAdminStudents: getData<AdminStudentsResponse>('/api/admin/students', 'AdminStudents'),
      getAdminOrders: getData<AdminOrdersResponse>('/api/admin/orders', 'AdminOrders'),
      // The spec's dashboard asks the gateway's status and never reads it (spec §7); nor do we.
      getPlatformStatus: build.query<null, void>({
        query: () => '/api/status',
        transformResponse: () => null,
      }),
      confirmOrder: build.mutation<void, string>({
        query: (orderId) => ({ url: `/api/admin/orders/${encodeURIComponent(orderId)}/confirm`, method: 'POST' }),
        transformResponse: () => undefined,
        // A confirmed payment is this month's revenue. When it was decided meanwhile the list is stale: show what happened.
        invalidatesTags: (_result, error) =>
          !error ? ['AdminOrders', 'AdminAnalytics'] : isOrderNoLongerPending(error) ? ['AdminOrders'] : [],
      }),
      decideRefund: build.mutation<void, { orderId: string; decision: 'approve' | 'reject' }>({
        query: ({ orderId, decision }) => ({
          url: `/api/admin/orders/${encodeURIComponent(orderId)}/refund/${decision}`,
          method: 'POST',
        }),
        transformResponse: () => undefined,
        // An approved refund lowers this month's revenue.
        invalidatesTags: ['AdminOrders', 'AdminAnalytics'],
      }),
      rejectOrder: build.mutation<void, string>({
        query: (orderId) => ({ url: `/api/admin/orders/${encodeURIComponent(orderId)}/reject`, method: 'POST' }),
        transformResponse: () => undefined,
        invalidatesTags: (_result, error) => (!error || isOrderNoLongerPending(error) ? ['AdminOrders'] : []),
      }),
      cancelLesson: build.mutation<void, string>({
        query: (bookingId) => ({ url: adminLessonCancelPath(bookingId), method: 'POST' }),
        transformResponse: () => undefined,
        // A cancelled lesson leaves the summary's counts. When it changed meanwhile the list is stale: show what happened.
        invalidatesTags: (_result, error) =>
          !error ? ['AdminBookings', 'AdminAnalytics'] : isLessonNoLongerCancellable(error) ? ['AdminBookings'] : [],
      }),
      // Waived or not, the list shows the credit's state as it is now.
      waiveForfeit: build.mutation<void, string>({
        query: (bookingId) => ({ url: adminLessonWaivePath(bookingId), method: 'POST' }),
        transformResponse: () => undefined,
        invalidatesTags: ['AdminBookings'],
      }),
    };
  },
});

/**
 * Admin data is asked only for the admin (spec §6), when a component mounts (refetched on every
 * mount unless just answered, so the teacher sees fresh figures on coming back) and after the teacher's own changes;
 * it is never polled (spec §7 names no interval for it).
 */
const adminQueryOptions = (isAdmin: boolean) => ({
  skip: !isAdmin,
  refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS,
});

/** GET /api/admin/analytics: the four summary figures and the calendar's sync state. */
export const useAdminAnalytics = (isAdmin: boolean) =>
  adminApi.useGetAdminAnalyticsQuery(undefined, adminQueryOptions(isAdmin));

/** GET /api/admin/bookings: the most recent bookings of the teacher's calendar. */
export const useAdminBookings = (isAdmin: boolean) =>
  adminApi.useGetAdminBookingsQuery(undefined, adminQueryOptions(isAdmin));

/** GET /api/admin/students: the first platform students and booking-tool contacts. */
export const useAdminStudents = (isAdmin: boolean) =>
  adminApi.useGetAdminStudentsQuery(undefined, adminQueryOptions(isAdmin));

/** GET /api/admin/orders: pending orders (oldest first), then the latest decided ones. */
export const useAdminOrders = (isAdmin: boolean) =>
  adminApi.useGetAdminOrdersQuery(undefined, adminQueryOptions(isAdmin));

/** GET /api/status as the spec's admin dashboard makes it; the answer is ignored (spec §7). */
export function useAdminStatusCheck(isAdmin: boolean): void {
  adminApi.useGetPlatformStatusQuery(undefined, adminQueryOptions(isAdmin));
}

/**
 * POST /api/admin/orders/{id}/confirm (grants the credits) and .../reject. Both refresh the orders;
 * a confirmation refreshes the analytics too. `order_not_pending` means it was decided meanwhile.
 */
export const { useConfirmOrderMutation, useRejectOrderMutation } = adminApi;

/** POST /api/admin/orders/{id}/refund/approve (refunds, withdraws the unused credits) or .../reject. */
export const { useDecideRefundMutation } = adminApi;

/**
 * POST /api/admin/lessons/{id}/cancel: a lesson not begun is cancelled, the student's credit comes
 * back whatever the notice. Refreshes the bookings and the figures; `lesson_not_cancellable` means it
 * began or was cancelled meanwhile.
 */
export const { useCancelLessonMutation, useWaiveForfeitMutation } = adminApi;
