import { CREDITS_POLL_MS, OrderSchema, type CreateOrderRequest, type Order, type PackageId } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

const hasNewlyConfirmed = (before: readonly Order[] | undefined, after: readonly Order[]) =>
  after.some(
    (order) =>
      order.status === 'confirmed' && before?.find((previous) => previous.id === order.id)?.status === 'pending',
  );

// An order's outcome changes the student's credits: the shared credits query (web-kit) provides
// the 'Credits' tag these calls invalidate.
export const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Orders', 'Credits'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<Order[], void>({
      query: () => '/api/packages/orders',
      transformResponse: (body: unknown) => OrderSchema.array().parse(body),
      providesTags: ['Orders'],
      // The teacher confirmed a payment: its credits exist now, so the student sees them at once.
      async onQueryStarted(_arg, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        const { data: after } = await queryFulfilled;
        if (hasNewlyConfirmed(before, after)) dispatch(ordersApi.util.invalidateTags(['Credits']));
      },
    }),
    createOrder: build.mutation<Order, PackageId>({
      query: (packageId) => ({
        url: '/api/packages/orders',
        method: 'POST',
        body: { packageId } satisfies CreateOrderRequest,
      }),
      transformResponse: (body: unknown) => OrderSchema.parse(body),
      invalidatesTags: ['Orders'],
    }),
    cancelOrder: build.mutation<Order, string>({
      query: (orderId) => ({ url: `/api/packages/orders/${encodeURIComponent(orderId)}/cancel`, method: 'POST' }),
      transformResponse: (body: unknown) => OrderSchema.parse(body),
      // A refused cancel usually means the teacher confirmed the order meanwhile: its credits exist now.
      invalidatesTags: (_order, error) => (error ? ['Orders', 'Credits'] : ['Orders']),
    }),
  }),
});

const isAwaitingPayment = (orders: readonly Order[] | undefined) =>
  orders?.some((order) => order.status === 'pending') ?? false;

/**
 * The student's orders, newest first. While one awaits payment the list is polled like the credits,
 * so the teacher's confirmation shows up without a reload; otherwise it only changes by the
 * student's own actions.
 */
export function useMyOrders() {
  const { data } = ordersApi.endpoints.getMyOrders.useQueryState();
  return ordersApi.useGetMyOrdersQuery(undefined, {
    pollingInterval: isAwaitingPayment(data) ? CREDITS_POLL_MS : 0,
  });
}

export const { useCreateOrderMutation, useCancelOrderMutation } = ordersApi;
