import { act, waitFor } from '@testing-library/react';
import type { AdminOrder, AnalyticsResponse } from '@lezioni/contracts';
import {
  mockFetch,
  renderHookWithStore,
  startedQueries,
  type MockHandler,
  transferOrderFields,
} from '@lezioni/web-kit/testing';
import { NEVER_SYNCED } from '../../testing/dashboard-fixtures';
import {
  useAdminAnalytics,
  useAdminBookings,
  useAdminOrders,
  useAdminStatusCheck,
  useAdminStudents,
  useConfirmOrderMutation,
  useRejectOrderMutation,
} from './api';

const CARD_PAYMENTS_OFF = { isCardAvailable: false, isDemoCard: false, notice: null };
const SYNC = NEVER_SYNCED;
const ANALYTICS: AnalyticsResponse = {
  ...SYNC,
  monthlyRevenue: 100,
  monthlyRevenueCents: 10_000,
  totalLessons: 3,
  activeStudents: 2,
  totalBookings: 4,
};
const order = (status: AdminOrder['status']): AdminOrder => ({
  id: 'o/1',
  packageId: 'five',
  credits: 5,
  priceEur: 100,
  ...transferOrderFields(100),
  status,
  createdAt: '2030-05-01T10:00:00Z',
  decidedAt: status === 'pending' ? null : '2030-05-02T10:00:00Z',
  student: { id: 's1', name: 'Anna Bianchi', email: 'anna@example.com' },
});

function renderAdminHooks(isAdmin: boolean, routes: Record<string, MockHandler> = {}) {
  const network = mockFetch({
    'GET /api/admin/analytics': { body: ANALYTICS },
    'GET /api/admin/bookings': { body: { ...SYNC, bookings: [] } },
    'GET /api/admin/students': { body: { ...SYNC, platformStudents: [], tidyCalContacts: [] } },
    'GET /api/admin/orders': {
      body: { monthlyRevenueCents: 0, cardPayments: CARD_PAYMENTS_OFF, orders: [order('pending')] },
    },
    'GET /api/status': { body: { status: 'ok', services: {} } },
    ...routes,
  });
  const { result, store } = renderHookWithStore(() => {
    useAdminStatusCheck(isAdmin);
    return {
      analytics: useAdminAnalytics(isAdmin),
      bookings: useAdminBookings(isAdmin),
      students: useAdminStudents(isAdmin),
      orders: useAdminOrders(isAdmin),
      confirm: useConfirmOrderMutation()[0],
      reject: useRejectOrderMutation()[0],
    };
  });
  const fetchesOf = (path: string) => network.requests.filter((r) => r.method === 'GET' && r.path === path).length;
  // The query's cache entry: every call it starts gets a new request id.
  const entryOf = (endpoint: string) => store.getState().api.queries[`${endpoint}(undefined)`];
  return { result, network, store, fetchesOf, entryOf };
}

const ENDPOINTS = ['getAdminAnalytics', 'getAdminBookings', 'getAdminStudents', 'getAdminOrders', 'getPlatformStatus'];

describe('admin endpoints', () => {
  it('when the user is not the admin, then no admin call is made', () => {
    const { network, store } = renderAdminHooks(false);

    expect(startedQueries(store)).toEqual([]);
    expect(network.requests).toEqual([]);
  });

  it('when the admin mounts them, then analytics, bookings, students, orders and status are each asked once', async () => {
    const { result, fetchesOf, entryOf } = renderAdminHooks(true);

    await waitFor(() =>
      expect(ENDPOINTS.map((endpoint) => entryOf(endpoint)?.status)).toEqual(ENDPOINTS.map(() => 'fulfilled')),
    );

    expect(result.current.analytics.data?.monthlyRevenue).toBe(100);
    for (const path of [
      '/api/admin/analytics',
      '/api/admin/bookings',
      '/api/admin/students',
      '/api/admin/orders',
      '/api/status',
    ]) {
      expect(fetchesOf(path)).toBe(1);
    }
  });

  it('when a payment is confirmed, then it is posted and the orders and analytics are asked again', async () => {
    let isConfirmed = false;
    const { result, network, fetchesOf } = renderAdminHooks(true, {
      'POST /api/admin/orders/o%2F1/confirm': () => {
        isConfirmed = true;
        return { status: 204 };
      },
      'GET /api/admin/orders': () => ({
        body: {
          monthlyRevenueCents: 0,
          cardPayments: CARD_PAYMENTS_OFF,
          orders: [order(isConfirmed ? 'confirmed' : 'pending')],
        },
      }),
    });
    await waitFor(() => expect(result.current.orders.data?.orders[0]?.status).toBe('pending'));

    await act(() => result.current.confirm('o/1').unwrap());

    await waitFor(() => expect(result.current.orders.data?.orders[0]?.status).toBe('confirmed'));
    expect(network.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/admin/orders/o%2F1/confirm',
    ]);
    await waitFor(() => expect(fetchesOf('/api/admin/analytics')).toBe(2));
    expect(fetchesOf('/api/admin/students')).toBe(1);
  });

  it('when a confirmation answers 409, then the server message is the error and the orders are asked again', async () => {
    const { result, fetchesOf, entryOf } = renderAdminHooks(true, {
      'POST /api/admin/orders/o%2F1/confirm': {
        status: 409,
        body: { error: 'This order is no longer awaiting payment.', code: 'order_not_pending' },
      },
    });
    await waitFor(() => expect(result.current.analytics.isSuccess && result.current.orders.isSuccess).toBe(true));
    const analyticsRequest = entryOf('getAdminAnalytics')?.requestId;

    const failure = await act(() =>
      result.current
        .confirm('o/1')
        .unwrap()
        .catch((error: unknown) => error),
    );

    expect(failure).toEqual({
      status: 409,
      message: 'This order is no longer awaiting payment.',
      code: 'order_not_pending',
    });
    await waitFor(() => expect(fetchesOf('/api/admin/orders')).toBe(2));
    expect(entryOf('getAdminAnalytics')).toMatchObject({ status: 'fulfilled', requestId: analyticsRequest });
    expect(fetchesOf('/api/admin/analytics')).toBe(1);
  });

  it('when an order is rejected, then it is posted and only the orders are asked again', async () => {
    const { result, network, fetchesOf, entryOf } = renderAdminHooks(true, {
      'POST /api/admin/orders/o%2F1/reject': { status: 204 },
    });
    await waitFor(() => expect(result.current.analytics.isSuccess && result.current.orders.isSuccess).toBe(true));
    const analyticsRequest = entryOf('getAdminAnalytics')?.requestId;

    await act(() => result.current.reject('o/1').unwrap());

    // Both tags are invalidated in one pass as the mutation settles: had the analytics been among
    // them, their new request would have started with the orders' one.
    await waitFor(() => expect(fetchesOf('/api/admin/orders')).toBe(2));
    expect(network.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/admin/orders/o%2F1/reject',
    ]);
    expect(entryOf('getAdminAnalytics')).toMatchObject({ status: 'fulfilled', requestId: analyticsRequest });
    expect(fetchesOf('/api/admin/analytics')).toBe(1);
  });
});
