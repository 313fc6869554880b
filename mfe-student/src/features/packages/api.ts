import type { CreateOrderRequest, Order, PaymentMethods } from '@lezioni/contracts';
import { CREDITS_POLL_MS } from '@lezioni/contracts/values';
import { api } from '@lezioni/web-kit';

/** How often an order just paid on Stripe's page is asked for until its webhook has granted the credits. */
export const PAID_ORDER_POLL_MS = 1_000;

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
      providesTags: ['Orders'],
      // The teacher confirmed a payment: its credits exist now, so the student sees them at once.
      async onQueryStarted(_arg, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        const { data: after } = await queryFulfilled;
        if (hasNewlyConfirmed(before, after)) dispatch(ordersApi.util.invalidateTags(['Credits']));
      },
    }),
    getMyOrder: build.query<Order, string>({
      query: (orderId) => `/api/packages/orders/${encodeURIComponent(orderId)}`,
      // Once Stripe's webhook confirmed it, the credits and the list show it too.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        if (data.status === 'confirmed') dispatch(ordersApi.util.invalidateTags(['Credits', 'Orders']));
      },
    }),
    getPaymentMethods: build.query<PaymentMethods, void>({
      query: () => '/api/payments/methods',
    }),
    createOrder: build.mutation<Order, CreateOrderRequest>({
      query: (body) => ({ url: '/api/packages/orders', method: 'POST', body }),
      invalidatesTags: ['Orders'],
    }),
    cancelOrder: build.mutation<Order, string>({
      query: (orderId) => ({ url: `/api/packages/orders/${encodeURIComponent(orderId)}/cancel`, method: 'POST' }),
      // A refused cancel usually means the payment was confirmed meanwhile: its credits exist now.
      invalidatesTags: (_order, error) => (error ? ['Orders', 'Credits'] : ['Orders']),
    }),
    requestRefund: build.mutation<Order, string>({
      query: (orderId) => ({ url: `/api/packages/orders/${encodeURIComponent(orderId)}/refund`, method: 'POST' }),
      invalidatesTags: ['Orders', 'Credits'],
    }),
    withdrawRefund: build.mutation<Order, string>({
      query: (orderId) => ({
        url: `/api/packages/orders/${encodeURIComponent(orderId)}/refund/withdraw`,
        method: 'POST',
      }),
      invalidatesTags: ['Orders', 'Credits'],
    }),
  }),
});

const isAwaitingPayment = (orders: readonly Order[] | undefined) =>
  orders?.some((order) => order.status === 'pending' || order.refund?.status === 'requested') ?? false;

/**
 * The student's orders, newest first. While one awaits payment (or a refund awaits the teacher) the
 * list is polled like the credits, so the outcome shows up without a reload; otherwise it only
 * changes by the student's own actions.
 */
export function useMyOrders() {
  const { data } = ordersApi.endpoints.getMyOrders.useQueryState();
  return ordersApi.useGetMyOrdersQuery(undefined, {
    pollingInterval: isAwaitingPayment(data) ? CREDITS_POLL_MS : 0,
  });
}

/** The order the student just paid on Stripe's page, asked every second until it is confirmed. */
export function usePaidOrder(orderId: string | null) {
  const { data } = ordersApi.endpoints.getMyOrder.useQueryState(orderId ?? '', { skip: !orderId });
  return ordersApi.useGetMyOrderQuery(orderId ?? '', {
    skip: !orderId,
    pollingInterval: data?.status === 'pending' ? PAID_ORDER_POLL_MS : 0,
  });
}

export const {
  useCreateOrderMutation,
  useCancelOrderMutation,
  useRequestRefundMutation,
  useWithdrawRefundMutation,
  useGetPaymentMethodsQuery,
} = ordersApi;
