import {
  AdminBookingsResponseSchema,
  AdminOrdersResponseSchema,
  AdminStudentsResponseSchema,
  AnalyticsResponseSchema,
  type AdminBookingsResponse,
  type AdminOrdersResponse,
  type AdminStudentsResponse,
  type AnalyticsResponse,
} from '@lezioni/contracts';
import { api, type RequestError } from '@lezioni/web-kit';

/** 409: the order was decided meanwhile (by another tab, or the student cancelled it). */
const isOrderNoLongerPending = (error: RequestError | undefined) => error?.status === 409;

const adminApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminAnalytics', 'AdminBookings', 'AdminStudents', 'AdminOrders'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminAnalytics: build.query<AnalyticsResponse, void>({
        query: () => '/api/admin/analytics',
        transformResponse: (body: unknown) => AnalyticsResponseSchema.parse(body),
        providesTags: ['AdminAnalytics'],
      }),
      getAdminBookings: build.query<AdminBookingsResponse, void>({
        query: () => '/api/admin/bookings',
        transformResponse: (body: unknown) => AdminBookingsResponseSchema.parse(body),
        providesTags: ['AdminBookings'],
      }),
      getAdminStudents: build.query<AdminStudentsResponse, void>({
        query: () => '/api/admin/students',
        transformResponse: (body: unknown) => AdminStudentsResponseSchema.parse(body),
        providesTags: ['AdminStudents'],
      }),
      getAdminOrders: build.query<AdminOrdersResponse, void>({
        query: () => '/api/admin/orders',
        transformResponse: (body: unknown) => AdminOrdersResponseSchema.parse(body),
        providesTags: ['AdminOrders'],
      }),
      // The spec's dashboard asks the gateway's status and never reads it (spec §7); nor do we.
      getPlatformStatus: build.query<null, void>({
        query: () => '/api/status',
        transformResponse: () => null,
      }),
      confirmOrder: build.mutation<void, string>({
        query: (orderId) => ({ url: `/api/admin/orders/${encodeURIComponent(orderId)}/confirm`, method: 'POST' }),
        transformResponse: () => undefined,
        // A confirmed payment is this month's revenue. On a 409 the list is stale: show what happened.
        invalidatesTags: (_result, error) =>
          !error ? ['AdminOrders', 'AdminAnalytics'] : isOrderNoLongerPending(error) ? ['AdminOrders'] : [],
      }),
      rejectOrder: build.mutation<void, string>({
        query: (orderId) => ({ url: `/api/admin/orders/${encodeURIComponent(orderId)}/reject`, method: 'POST' }),
        transformResponse: () => undefined,
        invalidatesTags: (_result, error) => (!error || isOrderNoLongerPending(error) ? ['AdminOrders'] : []),
      }),
    }),
  });

/**
 * Admin data is asked only for the admin (spec §6), when a component mounts (refetched on every
 * mount, so the teacher sees fresh figures on coming back) and after the teacher's own changes;
 * it is never polled (spec §7 names no interval for it).
 */
const adminQueryOptions = (isAdmin: boolean) => ({ skip: !isAdmin, refetchOnMountOrArgChange: true });

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
 * a confirmation refreshes the analytics too. A 409 means the order is no longer pending.
 */
export const { useConfirmOrderMutation, useRejectOrderMutation } = adminApi;
