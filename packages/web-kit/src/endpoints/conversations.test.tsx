import { act } from '@testing-library/react';
import { CONVERSATIONS_POLL_MS } from '@lezioni/contracts/values';
import { chatStreamStatusChanged } from '../live/chat-stream-slice';
import { mockFetch } from '../testing/mock-fetch';
import { renderHookWithStore } from '../testing/render';
import { useConversations } from './conversations';

function renderConversations(isSignedIn: boolean) {
  const network = mockFetch({ 'GET /api/conversations': { body: [] } });
  const { store } = renderHookWithStore(() => useConversations(isSignedIn));
  const listFetches = () => network.requests.filter((r) => r.path === '/api/conversations').length;
  return { store, listFetches };
}

describe('useConversations', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when signed out, then the list is never asked for', async () => {
    const { listFetches } = renderConversations(false);

    await act(() => jest.advanceTimersByTimeAsync(CONVERSATIONS_POLL_MS * 2));

    expect(listFetches()).toBe(0);
  });

  it('when the live stream is down, then the list is polled every 10 s', async () => {
    const { listFetches } = renderConversations(true);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(listFetches()).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(CONVERSATIONS_POLL_MS));

    expect(listFetches()).toBe(2);
  });

  it('when the live stream is open, then polling stops; when it drops, polling resumes', async () => {
    const { store, listFetches } = renderConversations(true);
    await act(() => jest.advanceTimersByTimeAsync(100));

    act(() => void store.dispatch(chatStreamStatusChanged('open')));
    await act(() => jest.advanceTimersByTimeAsync(CONVERSATIONS_POLL_MS * 3));
    expect(listFetches()).toBe(1);

    act(() => void store.dispatch(chatStreamStatusChanged('waiting')));
    await act(() => jest.advanceTimersByTimeAsync(CONVERSATIONS_POLL_MS + 100));
    expect(listFetches()).toBe(2);
  });
});
