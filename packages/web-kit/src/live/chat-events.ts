import type { ConversationEvent, MessageEvent as ChatMessageEvent } from '@lezioni/contracts';
import { applyConversationEvent, conversationsApi } from '../endpoints/conversations';
import { addMessageToCache, messagesApi } from '../endpoints/messages';
import type { AppDispatch } from '../store';
import { chatStreamStatusChanged } from './chat-stream-slice';
import {
  INITIAL_CHAT_STREAM_STATE,
  nextChatStreamState,
  reconnectDelayMs,
  type ChatStreamEvent,
} from './chat-stream-machine';

export const CHAT_EVENTS_URL = '/api/events';

type ChatEventsOptions = {
  dispatch: AppDispatch;
  /** Defaults to the browser's EventSource; without one the stream counts as unsupported. */
  createEventSource?: (url: string) => EventSource;
  random?: () => number;
};

/** The event's JSON data, if it is the expected event; otherwise logged and skipped (never fatal). */
function readEventData<T>(raw: string, isExpected: (value: unknown) => value is T): T | undefined {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    // Not JSON: reported below like any other malformed event.
  }
  if (isExpected(data)) return data;
  console.warn('Skipped a malformed chat event', raw);
  return undefined;
}

// Our own server's events, checked where they are sent: told apart, not parsed again (ARCHITECTURE D26).
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isMessageEvent = (value: unknown): value is ChatMessageEvent =>
  isObject(value) && typeof value.conversationId === 'string' && isObject(value.message);
const isConversationEvent = (value: unknown): value is ConversationEvent =>
  isObject(value) && typeof value.id === 'string';

const createBrowserEventSource = (url: string) => new EventSource(url, { withCredentials: true });

/**
 * Opens GET /api/events and keeps the RTK Query cache current from it (ARCHITECTURE D14):
 * `message` appends to the conversation's cached messages, `conversation` patches the cached list.
 * On every error the EventSource is closed and reopened after a growing delay (the browser's own
 * retry would give up for good on an HTTP error). Each (re)opening refetches the chat data on
 * screen, since events sent while the stream was down are not replayed. Returns `stop`.
 */
export function startChatEvents({
  dispatch,
  createEventSource = typeof EventSource === 'undefined' ? undefined : createBrowserEventSource,
  random = Math.random,
}: ChatEventsOptions): () => void {
  if (!createEventSource) {
    dispatch(chatStreamStatusChanged('unsupported'));
    return () => dispatch(chatStreamStatusChanged('idle'));
  }
  const open = createEventSource;

  let state = INITIAL_CHAT_STREAM_STATE;
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const closeSource = () => {
    source?.close();
    source = undefined;
  };

  const connect = () => {
    const current = open(CHAT_EVENTS_URL);
    source = current;
    // A source that was closed and replaced must not drive the machine any more.
    const isCurrent = () => source === current;
    current.addEventListener('open', () => {
      if (isCurrent()) send('opened');
    });
    current.addEventListener('error', () => {
      if (isCurrent()) send('failed');
    });
    current.addEventListener('message', (event: MessageEvent<string>) => {
      const data = isCurrent() ? readEventData(event.data, isMessageEvent) : undefined;
      if (data) dispatch(addMessageToCache(data.conversationId, data.message));
    });
    current.addEventListener('conversation', (event: MessageEvent<string>) => {
      const data = isCurrent() ? readEventData(event.data, isConversationEvent) : undefined;
      if (data) dispatch(applyConversationEvent(data));
    });
  };

  function send(event: ChatStreamEvent) {
    const next = nextChatStreamState(state, event);
    if (next === state) return;
    state = next;
    dispatch(chatStreamStatusChanged(next.status));
    switch (next.status) {
      case 'connecting':
        connect();
        break;
      case 'open':
        dispatch(conversationsApi.util.invalidateTags(['Conversations']));
        dispatch(messagesApi.util.invalidateTags(['Messages']));
        break;
      case 'waiting':
        closeSource();
        retryTimer = setTimeout(() => send('retry'), reconnectDelayMs(next.attempt, random));
        break;
      case 'idle':
        closeSource();
        clearTimeout(retryTimer);
        break;
    }
  }

  // Back online: no reason to sit out the rest of the back-off.
  const retryNow = () => {
    clearTimeout(retryTimer);
    send('retry');
  };
  window.addEventListener('online', retryNow);
  send('start');

  return () => {
    window.removeEventListener('online', retryNow);
    send('stop');
  };
}
