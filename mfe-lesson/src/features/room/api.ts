import {
  LESSON_ROOM_API,
  MessageSchema,
  RoomResponseSchema,
  type Message,
  type RoomResponse,
  type SendMessageRequest,
  type Signal,
} from '@lezioni/contracts';
import { addMessageToCache, api } from '@lezioni/web-kit';

/** The room's calls (booking-proxy, `/api/lessons/*`) and the chat's send, as mfe-chat makes it. */
const roomApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoom: build.query<RoomResponse, string>({
      query: (bookingId) => LESSON_ROOM_API.room(bookingId),
      transformResponse: (body: unknown) => RoomResponseSchema.parse(body),
      // TURN credentials are short-lived: a new visit asks again.
      keepUnusedDataFor: 0,
    }),
    sendSignal: build.mutation<void, { bookingId: string; signal: Signal }>({
      query: ({ bookingId, signal }) => ({ url: LESSON_ROOM_API.signals(bookingId), method: 'POST', body: signal }),
    }),
    // Messages sent in the room are ordinary chat messages: the same call and cache as mfe-chat's.
    sendRoomMessage: build.mutation<Message, { conversationId: string; message: SendMessageRequest }>({
      query: ({ conversationId, message }) => ({
        url: `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
        method: 'POST',
        body: message,
      }),
      transformResponse: (body: unknown) => MessageSchema.parse(body),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(addMessageToCache(conversationId, data));
      },
    }),
  }),
});

export const { useGetRoomQuery, useSendSignalMutation, useSendRoomMessageMutation } = roomApi;
