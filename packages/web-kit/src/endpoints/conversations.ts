import type {
  Conversation,
  ConversationEvent,
  CreateConversationRequest,
  CreateConversationResponse,
} from '@lezioni/contracts';
import { CONVERSATIONS_POLL_MS } from '@lezioni/contracts/values';
import { api } from '../api/api';
import { useIsChatStreamOpen } from '../live/use-chat-stream';
import type { AppDispatch } from '../store';

// In web-kit, not in mfe-chat: the shell's notification bell reads the same list, the live events
// (live/chat-events.ts) patch it, and the lesson room opens the student's conversation too.
export const conversationsApi = api.enhanceEndpoints({ addTagTypes: ['Conversations'] }).injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<Conversation[], void>({
      query: () => '/api/conversations',
      providesTags: ['Conversations'],
    }),
    // A student's conversation with the teacher, created on first call: the list reloads with it.
    // A student sends no body (spec §7); the teacher names the student.
    createConversation: build.mutation<CreateConversationResponse, CreateConversationRequest | void>({
      query: (request) => ({ url: '/api/conversations', method: 'POST', ...(request ? { body: request } : {}) }),
      invalidatesTags: ['Conversations'],
    }),
  }),
});

export const { useCreateConversationMutation } = conversationsApi;

/** Newest activity first, conversations without messages last; the order the server answers in. */
const byNewestActivity = (a: Conversation, b: Conversation) =>
  (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '');

/**
 * The list after a `conversation` event: the conversation's unread count and last activity replaced,
 * the list re-sorted by activity. `null` when the list does not hold the conversation (a student
 * who just wrote for the first time): the caller refetches, as the event lacks the student's name.
 */
export function applyConversationChange(
  conversations: readonly Conversation[],
  change: ConversationEvent,
): Conversation[] | null {
  if (!conversations.some((conversation) => conversation.id === change.id)) return null;
  return conversations
    .map((conversation) => (conversation.id === change.id ? { ...conversation, ...change } : conversation))
    .sort(byNewestActivity);
}

/** Applies a `conversation` event to the cached list; refetches the list when it is unknown there. */
export const applyConversationEvent = (change: ConversationEvent) => (dispatch: AppDispatch) => {
  let isKnown = true;
  dispatch(
    conversationsApi.util.updateQueryData('getConversations', undefined, (conversations) => {
      const next = applyConversationChange(conversations, change);
      if (next) return next;
      isKnown = false;
      return undefined;
    }),
  );
  if (!isKnown) dispatch(conversationsApi.util.invalidateTags(['Conversations']));
};

/** Sets a conversation's unread count to 0 in the cached list, once the server has marked it read. */
export const markConversationReadInCache = (conversationId: string) =>
  conversationsApi.util.updateQueryData('getConversations', undefined, (conversations) => {
    const conversation = conversations.find((candidate) => candidate.id === conversationId);
    if (conversation) conversation.unreadCount = 0;
  });

/**
 * The signed-in user's conversations (spec §7): every caller (bell, widget, chat page) shares one
 * cache entry and one poll. Polled every CONVERSATIONS_POLL_MS, also in the background and on focus,
 * but only while the live event stream is down: while it is open, events keep the list current.
 * Nothing is asked while signed out.
 */
export function useConversations(isSignedIn: boolean) {
  const isLive = useIsChatStreamOpen();
  return conversationsApi.useGetConversationsQuery(undefined, {
    skip: !isSignedIn,
    pollingInterval: isLive ? 0 : CONVERSATIONS_POLL_MS,
    skipPollingIfUnfocused: false,
    refetchOnFocus: !isLive,
  });
}
