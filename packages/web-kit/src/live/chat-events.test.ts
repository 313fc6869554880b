import { act, waitFor } from '@testing-library/react';
import type { Conversation, Message } from '@lezioni/contracts';
import { conversationsApi } from '../endpoints/conversations';
import { messagesApi } from '../endpoints/messages';
import { createAppStore, type AppStore } from '../store';
import { installFakeEventSource } from '../testing/fake-event-source';
import { mockFetch } from '../testing/mock-fetch';
import { CHAT_EVENTS_URL, startChatEvents } from './chat-events';

const message = (id: string, createdAt: string, senderId = 's1'): Message => ({
  id,
  senderId,
  content: `Message ${id}`,
  messageType: 'text',
  fileUrl: null,
  fileName: null,
  fileSize: null,
  createdAt,
});
const GIULIA: Conversation = {
  id: 'c1',
  studentId: 's1',
  studentName: 'Giulia',
  unreadCount: 0,
  lastMessageAt: '2030-01-01T09:00:00Z',
};
const MARCO: Conversation = {
  id: 'c2',
  studentId: 's2',
  studentName: 'Marco',
  unreadCount: 1,
  lastMessageAt: '2030-01-01T10:00:00Z',
};

const streamStatus = (store: AppStore) => store.getState().chatStream.status;
/** What the cache holds for one query, read from the store as a component would see it. */
const cachedData = (store: AppStore, endpointName: string, argument?: string) =>
  Object.values(store.getState().api.queries).find(
    (query) => query?.endpointName === endpointName && query.originalArgs === argument,
  )?.data;
const cachedMessages = (store: AppStore, conversationId: string) =>
  cachedData(store, 'getMessages', conversationId) as Message[] | undefined;
const cachedConversations = (store: AppStore) => cachedData(store, 'getConversations') as Conversation[] | undefined;
const countRequests = (requests: { path: string }[], path: string) => requests.filter((r) => r.path === path).length;

/** Starts the events on fake timers over a source that fails at once: the stream waits to retry. */
function startFailedStream(random?: () => number) {
  jest.useFakeTimers();
  mockFetch({});
  const { instances } = installFakeEventSource();
  const store = createAppStore();
  const stopEvents = startChatEvents({ dispatch: store.dispatch, random });
  instances[0]!.fail();
  return { instances, store, stopEvents };
}

async function loadCache(store: AppStore) {
  await store.dispatch(conversationsApi.endpoints.getConversations.initiate());
  await store.dispatch(messagesApi.endpoints.getMessages.initiate('c1'));
}

describe('the live chat events', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    act(() => stop?.());
    stop = undefined;
    jest.useRealTimers();
  });

  it('when started, then one EventSource with credentials opens /api/events, and the status follows it', () => {
    mockFetch({});
    const { instances, latest } = installFakeEventSource();
    const store = createAppStore();

    stop = startChatEvents({ dispatch: store.dispatch });
    expect(instances).toHaveLength(1);
    expect(latest().url).toBe(CHAT_EVENTS_URL);
    expect(latest().withCredentials).toBe(true);
    expect(streamStatus(store)).toBe('connecting');
    latest().open();

    expect(streamStatus(store)).toBe('open');
  });

  it('when a message event arrives, then it is appended to its cached conversation once, even if sent twice', async () => {
    mockFetch({
      'GET /api/conversations': { body: [MARCO, GIULIA] },
      'GET /api/conversations/c1/messages': { body: [message('m1', '2030-01-01T09:00:00Z')] },
    });
    const { latest } = installFakeEventSource();
    const store = createAppStore();
    await loadCache(store);
    stop = startChatEvents({ dispatch: store.dispatch });
    latest().open();
    const incoming = message('m2', '2030-01-01T09:05:00Z');

    latest().emit('message', { conversationId: 'c1', message: incoming });
    latest().emit('message', { conversationId: 'c1', message: incoming });
    latest().emit('message', { conversationId: 'c9', message: message('m3', '2030-01-01T09:06:00Z') });

    expect(cachedMessages(store, 'c1')?.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(cachedMessages(store, 'c9')).toBeUndefined();
  });

  it('when a conversation event names a known conversation, then it is patched in place and the list re-sorted', async () => {
    mockFetch({ 'GET /api/conversations': { body: [MARCO, GIULIA] } });
    const { latest } = installFakeEventSource();
    const store = createAppStore();
    await store.dispatch(conversationsApi.endpoints.getConversations.initiate());
    stop = startChatEvents({ dispatch: store.dispatch });
    latest().open();

    latest().emit('conversation', { id: 'c1', unreadCount: 3, lastMessageAt: '2030-01-01T11:00:00Z' });

    expect(cachedConversations(store)).toEqual([
      { ...GIULIA, unreadCount: 3, lastMessageAt: '2030-01-01T11:00:00Z' },
      MARCO,
    ]);
  });

  it('when a conversation event names an unknown conversation, then the list is fetched again', async () => {
    const { requests } = mockFetch({ 'GET /api/conversations': { body: [GIULIA] } });
    const { latest } = installFakeEventSource();
    const store = createAppStore();
    const subscription = store.dispatch(conversationsApi.endpoints.getConversations.initiate());
    await subscription;
    stop = startChatEvents({ dispatch: store.dispatch });
    latest().open();
    // Opening fetches the list again (events are not replayed).
    await waitFor(() => expect(countRequests(requests, '/api/conversations')).toBe(2));

    latest().emit('conversation', { id: 'c7', unreadCount: 1, lastMessageAt: '2030-01-01T12:00:00Z' });

    await waitFor(() => expect(countRequests(requests, '/api/conversations')).toBe(3));
    subscription.unsubscribe();
  });

  it('when an event is malformed, then it is skipped and the stream stays open', async () => {
    mockFetch({ 'GET /api/conversations/c1/messages': { body: [] } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { latest } = installFakeEventSource();
    const store = createAppStore();
    await store.dispatch(messagesApi.endpoints.getMessages.initiate('c1'));
    stop = startChatEvents({ dispatch: store.dispatch });
    latest().open();

    latest().emit('message', 'not json');
    latest().emit('message', { conversationId: 'c1' });

    expect(cachedMessages(store, 'c1')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(streamStatus(store)).toBe('open');
  });

  it('when the stream opens, then the chat data on screen is fetched again (events are not replayed)', async () => {
    const { requests } = mockFetch({
      'GET /api/conversations': { body: [GIULIA] },
      'GET /api/conversations/c1/messages': { body: [] },
    });
    const { latest } = installFakeEventSource();
    const store = createAppStore();
    const conversations = store.dispatch(conversationsApi.endpoints.getConversations.initiate());
    const messages = store.dispatch(messagesApi.endpoints.getMessages.initiate('c1'));
    await Promise.all([conversations, messages]);
    stop = startChatEvents({ dispatch: store.dispatch });

    latest().open();

    await waitFor(() => expect(countRequests(requests, '/api/conversations')).toBe(2));
    await waitFor(() => expect(countRequests(requests, '/api/conversations/c1/messages')).toBe(2));
    conversations.unsubscribe();
    messages.unsubscribe();
  });

  it('when the stream fails, then it is closed and reopened after a growing delay, until it opens', () => {
    const { instances, store, stopEvents } = startFailedStream(() => 1);
    stop = stopEvents;

    expect(instances[0]!.isClosed).toBe(true);
    expect(streamStatus(store)).toBe('waiting');
    act(() => jest.advanceTimersByTime(999));
    expect(instances).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(instances).toHaveLength(2);
    expect(streamStatus(store)).toBe('connecting');

    instances[1]!.fail();
    act(() => jest.advanceTimersByTime(1_999));
    expect(instances).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(instances).toHaveLength(3);

    instances[2]!.open();
    expect(streamStatus(store)).toBe('open');
  });

  it('when the browser comes back online while waiting, then it reconnects at once', () => {
    const { instances, stopEvents } = startFailedStream(() => 1);
    stop = stopEvents;

    act(() => void window.dispatchEvent(new Event('online')));

    expect(instances).toHaveLength(2);
  });

  it('when stopped, then the source is closed, no retry follows and the status is idle', () => {
    const { instances, store, stopEvents } = startFailedStream();

    act(() => stopEvents());
    act(() => jest.advanceTimersByTime(60_000));

    expect(instances).toHaveLength(1);
    expect(streamStatus(store)).toBe('idle');
  });

  it('when a replaced source still reports, then it is ignored', () => {
    const { instances, store, stopEvents } = startFailedStream(() => 0);
    stop = stopEvents;
    act(() => jest.advanceTimersByTime(500));

    instances[0]!.open();

    expect(streamStatus(store)).toBe('connecting');
  });

  it('when the browser has no EventSource, then the stream counts as unsupported (the pages poll)', () => {
    const store = createAppStore();

    stop = startChatEvents({ dispatch: store.dispatch });

    expect(streamStatus(store)).toBe('unsupported');
  });
});
