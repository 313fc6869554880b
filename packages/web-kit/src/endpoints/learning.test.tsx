import { act, waitFor } from '@testing-library/react';
import type { MyMaterials } from '@lezioni/contracts';
import { MY_MATERIALS_POLL_MS } from '@lezioni/contracts/values';
import { mockFetch } from '../testing/mock-fetch';
import { renderHookWithStore, startedQueries } from '../testing/render';
import { useMyMaterials } from './learning';

const SHARED: MyMaterials = { materials: [], homework: [], notes: [], reviewDueAt: null };

function renderMyMaterials(isStudent: boolean) {
  const network = mockFetch({ 'GET /api/learning/me/materials': { body: SHARED } });
  const { result, store } = renderHookWithStore(() => useMyMaterials(isStudent));
  const fetches = () => network.requests.filter((r) => r.path === '/api/learning/me/materials').length;
  return { result, store, fetches };
}

describe('useMyMaterials', () => {
  it('when the user is a student, then what the teacher shared is loaded', async () => {
    const { result } = renderMyMaterials(true);

    await waitFor(() => expect(result.current.data).toEqual(SHARED));
  });

  it('when the user is not a student, then nothing is asked', () => {
    const { store, fetches } = renderMyMaterials(false);

    expect(startedQueries(store)).toEqual([]);
    expect(fetches()).toBe(0);
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('when a student stays on a page, then it is asked again every minute (new materials reach the bell)', async () => {
      const { fetches } = renderMyMaterials(true);
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(fetches()).toBe(1);

      await act(() => jest.advanceTimersByTimeAsync(MY_MATERIALS_POLL_MS));

      expect(fetches()).toBe(2);
    });
  });
});
