import { act, waitFor } from '@testing-library/react';
import type { Order } from '@lezioni/contracts';
import { BOOKING_MESSAGES, CREDITS_POLL_MS } from '@lezioni/contracts/values';
import { useMyCredits } from '@lezioni/web-kit';
import { mockFetch, renderHookWithStore, type MockHandler, transferOrderFields } from '@lezioni/web-kit/testing';
import { ordersApi, useCancelOrderMutation, useCreateOrderMutation, useMyOrders } from './api';

const order = (id: string, status: Order['status']): Order => ({
  id,
  packageId: 'five',
  credits: 5,
  priceEur: 100,
  ...transferOrderFields(100),
  status,
  createdAt: '2030-01-01T10:00:00Z',
  decidedAt: status === 'pending' ? null : '2030-01-02T10:00:00Z',
});

function renderOrders(routes: Record<string, MockHandler>) {
  const network = mockFetch({ 'GET /api/my-credits': { body: [] }, ...routes });
  const { result, store } = renderHookWithStore(() => ({
    orders: useMyOrders(),
    credits: useMyCredits(true),
    create: useCreateOrderMutation(),
    cancel: useCancelOrderMutation(),
  }));
  const count = (method: string, path: string) =>
    network.requests.filter((r) => r.method === method && r.path === path).length;
  return { result, network, count, store };
}

describe('orders', () => {
  it('when a package is ordered, then its id is posted and the list is asked again', async () => {
    let orders: Order[] = [];
    const { result, network } = renderOrders({
      'GET /api/packages/orders': () => ({ body: orders }),
      'POST /api/packages/orders': () => {
        orders = [order('o1', 'pending')];
        return { status: 201, body: orders[0] };
      },
    });
    await waitFor(() => expect(result.current.orders.data).toEqual([]));

    const created = await act(() => result.current.create[0]({ packageId: 'five' }).unwrap());

    expect(created).toEqual(order('o1', 'pending'));
    expect(network.requests.find((r) => r.method === 'POST')?.body).toEqual({ packageId: 'five' });
    await waitFor(() => expect(result.current.orders.data).toEqual([order('o1', 'pending')]));
  });

  it('when one is already pending, then the server message comes back as the error', async () => {
    const { result } = renderOrders({
      'GET /api/packages/orders': { body: [] },
      'POST /api/packages/orders': { status: 409, body: { error: BOOKING_MESSAGES.orderAlreadyPending } },
    });

    const attempt = act(() => result.current.create[0]({ packageId: 'single' }).unwrap());

    await expect(attempt).rejects.toEqual({ status: 409, message: BOOKING_MESSAGES.orderAlreadyPending });
  });

  it('when a cancel is refused, then orders and credits are both asked again', async () => {
    const { result, count } = renderOrders({
      'GET /api/packages/orders': { body: [order('o1', 'pending')] },
      'POST /api/packages/orders/o1/cancel': { status: 409, body: { error: BOOKING_MESSAGES.orderNotPending } },
    });
    await waitFor(() => expect(result.current.credits.data).toEqual([]));
    await waitFor(() => expect(result.current.orders.data).toHaveLength(1));

    await act(() =>
      result.current.cancel[0]('o1')
        .unwrap()
        .catch(() => undefined),
    );

    await waitFor(() => expect(count('GET', '/api/my-credits')).toBe(2));
    expect(count('GET', '/api/packages/orders')).toBe(2);
  });

  it('when a cancel succeeds, then only the orders are asked again', async () => {
    const { result, count } = renderOrders({
      'GET /api/packages/orders': { body: [order('o1', 'pending')] },
      'POST /api/packages/orders/o1/cancel': { body: order('o1', 'cancelled') },
    });
    await waitFor(() => expect(result.current.credits.data).toEqual([]));
    await waitFor(() => expect(result.current.orders.data).toHaveLength(1));

    await act(() => result.current.cancel[0]('o1').unwrap());

    await waitFor(() => expect(count('GET', '/api/packages/orders')).toBe(2));
    expect(count('GET', '/api/my-credits')).toBe(1);
  });

  it('when a refreshed list shows the pending order confirmed, then credits are asked again', async () => {
    let orders = [order('o1', 'pending')];
    const { result, count, store } = renderOrders({ 'GET /api/packages/orders': () => ({ body: orders }) });
    await waitFor(() => expect(result.current.credits.data).toEqual([]));
    await waitFor(() => expect(result.current.orders.data).toHaveLength(1));

    orders = [order('o1', 'confirmed')];
    act(() => void store.dispatch(ordersApi.util.invalidateTags(['Orders'])));

    await waitFor(() => expect(count('GET', '/api/my-credits')).toBe(2));
    expect(result.current.orders.data?.[0]?.status).toBe('confirmed');
  });

  it('when a refreshed list shows the pending order cancelled, then credits are not asked again', async () => {
    let orders = [order('o1', 'pending')];
    const { result, count, store } = renderOrders({ 'GET /api/packages/orders': () => ({ body: orders }) });
    await waitFor(() => expect(result.current.credits.data).toEqual([]));
    await waitFor(() => expect(result.current.orders.data).toHaveLength(1));
    const creditsEntry = () => store.getState().api.queries['getMyCredits(undefined)'];
    const creditsRequest = creditsEntry()?.requestId;

    orders = [order('o1', 'cancelled')];
    act(() => void store.dispatch(ordersApi.util.invalidateTags(['Orders'])));

    // The decision is taken as the answer is stored, before the hook can show it; asking again
    // would have started a new credits request at once.
    await waitFor(() => expect(result.current.orders.data?.[0]?.status).toBe('cancelled'));
    expect(creditsEntry()).toMatchObject({ status: 'fulfilled', requestId: creditsRequest });
    expect(count('GET', '/api/my-credits')).toBe(1);
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('when an order awaits payment, then the list is asked again every 60 s; once decided, polling stops', async () => {
      let orders = [order('o1', 'pending')];
      const { count } = renderOrders({ 'GET /api/packages/orders': () => ({ body: orders }) });
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(count('GET', '/api/packages/orders')).toBe(1);

      orders = [order('o1', 'confirmed')];
      await act(() => jest.advanceTimersByTimeAsync(CREDITS_POLL_MS));
      expect(count('GET', '/api/packages/orders')).toBe(2);

      await act(() => jest.advanceTimersByTimeAsync(CREDITS_POLL_MS * 3));
      expect(count('GET', '/api/packages/orders')).toBe(2);
    });
  });
});
