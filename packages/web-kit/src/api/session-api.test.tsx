import { UI_MESSAGES } from '@lezioni/contracts/values';
import { createAppStore } from '../store';
import { mockFetch } from '../testing/mock-fetch';
import { setSessionHint } from '../testing/session-hint';
import { sessionApi } from './session-api';

describe('GET /api/me (spec §4, §7)', () => {
  it('when the browser holds no session hint, then the user is signed out without asking', async () => {
    const { requests } = mockFetch({ 'GET /api/me': { status: 500, body: {} } });
    const store = createAppStore();

    const result = await store.dispatch(sessionApi.endpoints.getMe.initiate());

    expect(result.data).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('when the answer is 401, then the user is signed out and there is no error', async () => {
    setSessionHint();
    mockFetch({ 'GET /api/me': { status: 401, body: { error: 'Please sign in to continue.' } } });
    const store = createAppStore();

    const result = await store.dispatch(sessionApi.endpoints.getMe.initiate());

    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
  });

  it('when the answer is a user, then it is the session user', async () => {
    const user = { id: 'u1', name: 'Giulia', email: 'g@example.com', role: 'student', emailVerified: true };
    setSessionHint();
    const { requests } = mockFetch({ 'GET /api/me': { body: { user } } });
    const store = createAppStore();

    const result = await store.dispatch(sessionApi.endpoints.getMe.initiate());

    expect(result.data).toEqual(user);
    expect(requests[0]?.credentials).toBe('include');
  });

  it('when the server keeps failing, then it is retried twice and reads Failed to get user', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    setSessionHint();
    const { requests } = mockFetch({ 'GET /api/me': { status: 503, body: {} } });
    const store = createAppStore();

    const pending = store.dispatch(sessionApi.endpoints.getMe.initiate());
    await jest.advanceTimersByTimeAsync(5_000);
    const result = await pending;
    jest.useRealTimers();

    expect(requests).toHaveLength(3);
    expect(result.error).toEqual({ status: 503, message: UI_MESSAGES.getUserFailed });
  });
});
