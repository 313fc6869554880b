import type { Message, SendMessageRequest } from '@lezioni/contracts';
import { MESSAGES_PAGE_SIZE } from '@lezioni/contracts/values';
import { api } from '../api/api';
import { useIsChatStreamOpen } from '../live/use-chat-stream';

const isSameMessage = (a: Message, b: Message) =>
  a.id === b.id &&
  a.content === b.content &&
  a.messageType === b.messageType &&
  a.fileUrl === b.fileUrl &&
  a.fileName === b.fileName &&
  a.fileSize === b.fileSize &&
  a.createdAt === b.createdAt &&
  a.senderId === b.senderId;

/**
 * The messages of both lists once each (`later`'s copy of one in both), oldest first; at equal times
 * `earlier`'s come first, as the server orders them.
 */
export function mergeMessages(earlier: readonly Message[], later: readonly Message[]): Message[] {
  const laterIds = new Set(later.map((message) => message.id));
  // A stable sort: messages of one time keep the order the server gave them.
  return [...earlier.filter((message) => !laterIds.has(message.id)), ...later].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
}

/**
 * The cached messages after an answer of the latest page (a poll, a refetch): the page joins what is
 * held (older pages loaded by scrolling up, messages a newer page no longer holds). A full page that
 * shares no message with what is held may leave a gap behind it: it replaces the list then.
 */
export function withLatestPage(held: readonly Message[], page: readonly Message[]): readonly Message[] {
  const heldIds = new Set(held.map((message) => message.id));
  if (page.length >= MESSAGES_PAGE_SIZE && !page.some((message) => heldIds.has(message.id))) return page;
  const merged = mergeMessages(held, page);
  const isUnchanged = merged.length === held.length && merged.every((message, i) => isSameMessage(message, held[i]!));
  return isUnchanged ? held : merged;
}

/**
 * The messages of one conversation, oldest first. Only mfe-chat reads them, yet the query lives here:
 * the live events (live/chat-events.ts, mounted by the shell) append to its cache entries, and an
 * RTK Query cache entry is addressed by endpoint name and argument. Defining the query beside the
 * code that patches it keeps that address typed and in one package. Sending is here too (the chat
 * and the lesson room send); mfe-chat's own api holds the calls only it makes (upload, mark read,
 * older pages, link previews).
 *
 * The query asks for the latest page only (polled while the live stream is down); older pages,
 * loaded as the user scrolls up, join the same cache entry (`addOlderMessagesToCache`), and each
 * answer of the latest page is merged into it rather than replacing it.
 */
export const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Messages'] }).injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<Message[], string>({
      query: (conversationId) => `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
      providesTags: (_result, _error, conversationId) => [{ type: 'Messages', id: conversationId }],
      // Returning the held list unchanged keeps its identity: an unchanged poll renders nothing.
      merge: (held, page) => withLatestPage(held, page) as Message[],
    }),
    // The answer joins the cached list at once; the live event of the same message meets it there.
    sendMessage: build.mutation<Message, { conversationId: string; message: SendMessageRequest }>({
      query: ({ conversationId, message }) => ({
        url: `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
        method: 'POST',
        body: message,
      }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(addMessageToCache(conversationId, data));
      },
    }),
  }),
});

export const { useSendMessageMutation } = messagesApi;

/** The list with `message` added once: a message already there (by id) is replaced, not repeated. */
export function appendMessage(messages: readonly Message[], message: Message): Message[] {
  const index = messages.findIndex((candidate) => candidate.id === message.id);
  if (index >= 0) return messages.map((candidate, i) => (i === index ? message : candidate));
  const next = [...messages, message];
  // Events and answers can cross; keep the list oldest first whatever the arrival order.
  const previous = messages.at(-1);
  if (previous && previous.createdAt > message.createdAt) next.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return next;
}

/**
 * Adds a message to its conversation's cached messages (a live event, or the answer to a send).
 * A conversation whose messages nobody has loaded is left alone: they load in full when needed.
 */
export const addMessageToCache = (conversationId: string, message: Message) =>
  messagesApi.util.updateQueryData('getMessages', conversationId, (messages) => appendMessage(messages, message));

/** Adds an older page (GET …/messages?before=) in front of its conversation's cached messages. */
export const addOlderMessagesToCache = (conversationId: string, page: readonly Message[]) =>
  messagesApi.util.updateQueryData('getMessages', conversationId, (messages) => mergeMessages(page, messages));

/**
 * The messages of `conversationId` (nothing is asked without one). While the live event stream is
 * down they are polled every `fallbackPollMs` (the full chat: MESSAGES_POLL_MS, spec §7); while it is
 * open, events append new messages and nothing is polled.
 */
export function useMessages(conversationId: string | undefined, fallbackPollMs: number) {
  const isLive = useIsChatStreamOpen();
  return messagesApi.useGetMessagesQuery(conversationId ?? '', {
    skip: !conversationId,
    pollingInterval: isLive ? 0 : fallbackPollMs,
    skipPollingIfUnfocused: false,
  });
}
