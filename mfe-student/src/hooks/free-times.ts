import type { SlotsResponse } from '@lezioni/contracts';
import { AVAILABILITY_SLOTS_API, LESSON_DURATIONS_MIN } from '@lezioni/contracts/values';
import { api } from '@lezioni/web-kit';

export type LessonMinutes = (typeof LESSON_DURATIONS_MIN)[number];
/** `moving`: the student's own lesson the times are for moving, which does not stand in its own way. */
export type SlotsWindow = { from: string; to: string; duration: LessonMinutes; moving?: string };

// Here, not in a feature: the booking page asks for one of her free times, the dashboard moves a
// lesson to one. What changes them ('Slots') invalidates the tag.
const freeTimesApi = api.enhanceEndpoints({ addTagTypes: ['Slots'] }).injectEndpoints({
  endpoints: (build) => ({
    getSlots: build.query<SlotsResponse, SlotsWindow>({
      query: ({ from, to, duration, moving }) => ({
        url: AVAILABILITY_SLOTS_API,
        params: { from, to, duration, ...(moving && { moving }) },
      }),
      providesTags: ['Slots'],
    }),
  }),
});

/** GET /api/availability/slots: her free times for a lesson of `duration` minutes within the window. */
export const useSlots = (asked: SlotsWindow) => freeTimesApi.useGetSlotsQuery(asked);

/** Whether a lesson lasts one of the lengths her free times are asked for. */
export const isLessonMinutes = (minutes: number): minutes is LessonMinutes =>
  (LESSON_DURATIONS_MIN as readonly number[]).includes(minutes);
