import type { LessonNote, SaveLessonBoardRequest } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

/**
 * POST /api/learning/lessons/{id}/boards: the board's image (the teacher's upload) into the lesson's
 * note. It refreshes her open note editor (web-kit's lesson-note provides the tag), which lists it.
 */
const boardImageApi = api.enhanceEndpoints({ addTagTypes: ['LessonNote'] }).injectEndpoints({
  endpoints: (build) => ({
    saveLessonBoard: build.mutation<LessonNote, { lessonId: string; board: SaveLessonBoardRequest }>({
      query: ({ lessonId, board }) => ({
        url: `/api/learning/lessons/${encodeURIComponent(lessonId)}/boards`,
        method: 'POST',
        body: board,
      }),
      invalidatesTags: (_note, error, { lessonId }) => (error ? [] : [{ type: 'LessonNote', id: lessonId }]),
    }),
  }),
});

export const { useSaveLessonBoardMutation } = boardImageApi;
