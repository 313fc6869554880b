import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { CREDITS_POLL_MS, type CreditRecord } from '@lezioni/contracts';
import { createAppStore } from '../store';
import { mockFetch } from '../testing/mock-fetch';
import { summarizeCredits, useMyCredits } from './credits';

const NOW = new Date('2030-01-10T12:00:00Z');
const record = (id: string, remainingCredits: number, expiryDate: string): CreditRecord => ({
  id,
  remainingCredits,
  expiryDate,
});

describe('summarizeCredits', () => {
  it('when records are unexpired, then their credits add up and the soonest expiry is named with its credits', () => {
    const summary = summarizeCredits(
      [
        record('late', 5, '2030-06-01T00:00:00Z'),
        record('soon-a', 1, '2030-02-01T00:00:00Z'),
        record('soon-b', 2, '2030-02-01T00:00:00Z'),
      ],
      NOW,
    );

    expect(summary).toEqual({ usableCredits: 8, nextExpiry: { date: '2030-02-01T00:00:00Z', credits: 3 } });
  });

  it('when a record has expired (even this very moment) or is used up, then it counts for nothing', () => {
    const summary = summarizeCredits(
      [
        record('expired', 4, '2030-01-10T11:59:59Z'),
        record('expiring-now', 2, NOW.toISOString()),
        record('used-up', 0, '2030-01-11T00:00:00Z'),
        record('valid', 1, '2030-01-10T12:00:01Z'),
      ],
      NOW,
    );

    expect(summary).toEqual({ usableCredits: 1, nextExpiry: { date: '2030-01-10T12:00:01Z', credits: 1 } });
  });

  it('when there are no usable credits, then the count is 0 and there is no expiry', () => {
    expect(summarizeCredits([record('expired', 3, '2029-12-01T00:00:00Z')], NOW)).toEqual({
      usableCredits: 0,
      nextExpiry: null,
    });
  });
});

function renderMyCredits(isStudent: boolean) {
  const network = mockFetch({ 'GET /api/my-credits': { body: [record('c1', 5, '2030-06-01T00:00:00Z')] } });
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useMyCredits(isStudent), { wrapper });
  const fetches = () => network.requests.filter((r) => r.path === '/api/my-credits').length;
  return { result, fetches };
}

describe('useMyCredits', () => {
  it('when the user is a student, then the records are loaded', async () => {
    const { result } = renderMyCredits(true);

    await waitFor(() => expect(result.current.data).toEqual([record('c1', 5, '2030-06-01T00:00:00Z')]));
  });

  it('when the user is not a student, then credits are never asked for', async () => {
    const { fetches } = renderMyCredits(false);

    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(fetches()).toBe(0);
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('when a student stays on the page, then credits are asked again every 60 s', async () => {
      const { fetches } = renderMyCredits(true);
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(fetches()).toBe(1);

      await act(() => jest.advanceTimersByTimeAsync(CREDITS_POLL_MS));

      expect(fetches()).toBe(2);
    });
  });
});
