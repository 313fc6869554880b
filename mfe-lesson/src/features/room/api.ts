import type { RoomResponse, Signal } from '@lezioni/contracts';
import { LESSON_ROOM_API } from '@lezioni/contracts/values';
import { api } from '@lezioni/web-kit';

/** The room's calls (booking-proxy, `/api/lessons/*`); its chat uses web-kit's shared chat calls. */
const roomApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoom: build.query<RoomResponse, string>({
      query: (bookingId) => LESSON_ROOM_API.room(bookingId),
      // TURN credentials are short-lived: a new visit asks again.
      keepUnusedDataFor: 0,
    }),
    sendSignal: build.mutation<void, { bookingId: string; signal: Signal }>({
      query: ({ bookingId, signal }) => ({ url: LESSON_ROOM_API.signals(bookingId), method: 'POST', body: signal }),
    }),
  }),
});

export const { useGetRoomQuery, useSendSignalMutation } = roomApi;
