import { MessageSchema, type Message } from '@lezioni/contracts';
import { api } from '../api/api';
import { useIsChatStreamOpen } from '../live/use-chat-stream';

/**
 * The messages of one conversation, oldest first. Only mfe-chat reads them, yet the query lives here:
 * the live events (live/chat-events.ts, mounted by the shell) append to its cache entries, and an
 * RTK Query cache entry is addressed by endpoint name and argument. Defining the query beside the
 * code that patches it keeps that address typed and in one package; mfe-chat's own api holds the
 * calls only it makes (send, upload, mark read, link previews).
 */
export const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Messages'] }).injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<Message[], string>({
      query: (conversationId) => `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
      transformResponse: (body: unknown) => MessageSchema.array().parse(body),
      providesTags: (_result, _error, conversationId) => [{ type: 'Messages', id: conversationId }],
    }),
  }),
});

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
