import { act, waitFor } from '@testing-library/react';
import type { CreditRecord } from '@lezioni/contracts';
import { CREDITS_POLL_MS } from '@lezioni/contracts/values';
import { mockFetch } from '../testing/mock-fetch';
import { renderHookWithStore, startedQueries } from '../testing/render';
import { useMyCredits } from './credits';

const record = (id: string, remainingCredits: number, expiryDate: string): CreditRecord => ({
  id,
  remainingCredits,
  expiryDate,
});

function renderMyCredits(isStudent: boolean) {
  const network = mockFetch({ 'GET /api/my-credits': { body: [record('c1', 5, '2030-06-01T00:00:00Z')] } });
  const { result, store } = renderHookWithStore(() => useMyCredits(isStudent));
  const fetches = () => network.requests.filter((r) => r.path === '/api/my-credits').length;
  return { result, store, fetches };
}

describe('useMyCredits', () => {
  it('when the user is a student, then the records are loaded', async () => {
    const { result } = renderMyCredits(true);

    await waitFor(() => expect(result.current.data).toEqual([record('c1', 5, '2030-06-01T00:00:00Z')]));
  });

  it('when the user is not a student, then credits are never asked for', () => {
    const { store, fetches } = renderMyCredits(false);

    expect(startedQueries(store)).toEqual([]);
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
