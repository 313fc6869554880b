import type { Message, UploadResponse } from '@lezioni/contracts';
import { addOlderMessagesToCache, api, markConversationReadInCache } from '@lezioni/web-kit';

/**
 * The calls only the chat makes. The conversations list, the messages query, starting a
 * conversation and sending live in web-kit (the bell, the live events and the lesson room use
 * them); these keep those caches current through web-kit's cache helpers.
 */
const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<UploadResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/uploads', method: 'POST', body };
      },
    }),
    markConversationRead: build.mutation<void, string>({
      query: (conversationId) => ({
        url: `/api/conversations/${encodeURIComponent(conversationId)}/mark-read`,
        method: 'POST',
      }),
      async onQueryStarted(conversationId, { dispatch, queryFulfilled }) {
        const isDone = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (isDone) dispatch(markConversationReadInCache(conversationId));
      },
    }),
    // An older page (scrolling up): it joins the conversation's cached messages, where the list reads it.
    getOlderMessages: build.query<Message[], { conversationId: string; before: string }>({
      query: ({ conversationId, before }) =>
        `/api/conversations/${encodeURIComponent(conversationId)}/messages?before=${encodeURIComponent(before)}`,
      keepUnusedDataFor: 0,
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(addOlderMessagesToCache(conversationId, data));
      },
    }),
  }),
});

export const { useUploadFileMutation, useMarkConversationReadMutation, useLazyGetOlderMessagesQuery } = chatApi;
