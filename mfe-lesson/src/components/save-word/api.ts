import type { LessonWords, SaveLessonWordRequest } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

/**
 * POST /api/learning/lessons/{id}/words: a word saved in the room, by either side. It refreshes the
 * teacher's open note editor (web-kit's lesson-note provides the tag), which merges the new words in.
 */
const saveWordApi = api.enhanceEndpoints({ addTagTypes: ['LessonNote'] }).injectEndpoints({
  endpoints: (build) => ({
    saveLessonWord: build.mutation<LessonWords, { lessonId: string; word: SaveLessonWordRequest }>({
      query: ({ lessonId, word }) => ({
        url: `/api/learning/lessons/${encodeURIComponent(lessonId)}/words`,
        method: 'POST',
        body: word,
      }),
      invalidatesTags: (_words, error, { lessonId }) => (error ? [] : [{ type: 'LessonNote', id: lessonId }]),
    }),
  }),
});

export const { useSaveLessonWordMutation } = saveWordApi;
