import type { LessonPage } from '@lezioni/contracts';
import { LESSON_ROOM_API } from '@lezioni/contracts/values';
import { api } from '@lezioni/web-kit';

/** The lesson page's calls (booking-proxy): its state, and a Yjs update of it. */
const lessonPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLessonPage: build.query<LessonPage, string>({
      query: (bookingId) => LESSON_ROOM_API.page(bookingId),
      // The page's document holds it: a new read always asks the server.
      keepUnusedDataFor: 0,
    }),
    updateLessonPage: build.mutation<void, { bookingId: string; update: string }>({
      query: ({ bookingId, update }) => ({ url: LESSON_ROOM_API.page(bookingId), method: 'POST', body: { update } }),
    }),
  }),
});

export const { useLazyGetLessonPageQuery, useUpdateLessonPageMutation } = lessonPageApi;
