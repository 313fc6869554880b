import { act, waitFor } from '@testing-library/react';
import type { StudentBooking } from '@lezioni/contracts';
import { BOOKINGS_POLL_MS, SYNCED_AT_HEADER } from '@lezioni/contracts/values';
import { mockFetch, type MockHandler } from '../testing/mock-fetch';
import { renderHookWithStore, startedQueries } from '../testing/render';
import { useMyBookings } from './bookings';

const LESSON: StudentBooking = {
  id: 'b1',
  status: 'scheduled',
  scheduledAt: '2030-05-01T10:00:00Z',
  endsAt: '2030-05-01T10:50:00Z',
  durationMinutes: 50,
  bookingTypeName: 'Conversation lesson',
  meetingUrl: 'https://meet.example/b1',
};

function renderMyBookings(reply: MockHandler, isSignedIn = true) {
  const network = mockFetch({ 'GET /api/my-bookings': reply });
  const { result, store } = renderHookWithStore(() => useMyBookings(isSignedIn));
  const fetches = () => network.requests.filter((r) => r.path === '/api/my-bookings').length;
  return { result, store, fetches };
}

describe('useMyBookings', () => {
  it('when the server says when it last synced, then the list comes with that time', async () => {
    const { result } = renderMyBookings({ body: [LESSON], headers: { [SYNCED_AT_HEADER]: '2030-05-01T09:59:00Z' } });

    await waitFor(() => expect(result.current.data).toEqual({ bookings: [LESSON], syncedAt: '2030-05-01T09:59:00Z' }));
  });

  it('when the server has not synced yet, then syncedAt is null', async () => {
    const { result } = renderMyBookings({ body: [] });

    await waitFor(() => expect(result.current.data).toEqual({ bookings: [], syncedAt: null }));
  });

  it('when signed out, then nothing is asked', () => {
    const { store, fetches } = renderMyBookings({ body: [] }, false);

    expect(startedQueries(store)).toEqual([]);
    expect(fetches()).toBe(0);
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('when signed in, then the list is asked again every 60 s', async () => {
      const { fetches } = renderMyBookings({ body: [LESSON] });
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(fetches()).toBe(1);

      await act(() => jest.advanceTimersByTimeAsync(BOOKINGS_POLL_MS));

      expect(fetches()).toBe(2);
    });
  });
});
