import type { LessonNote, SaveLessonNoteRequest } from '@lezioni/contracts';
// By package name, never relatively: this subpath is bundled by each app that imports it, and its
// endpoints must join the shared singleton api, not a second copy of it.
import { api } from '@lezioni/web-kit';

const path = (id: string) => encodeURIComponent(id);

const lessonNoteApi = api.enhanceEndpoints({ addTagTypes: ['LessonNote'] }).injectEndpoints({
  endpoints: (build) => ({
    // The editor keeps the note it edits itself (an autosave must not refetch the page under it). A
    // word saved in the lesson room invalidates the tag: the editor takes the new words in.
    getLessonNote: build.query<LessonNote, string>({
      query: (lessonId) => `/api/learning/lessons/${path(lessonId)}/note`,
      providesTags: (_note, _error, lessonId) => [{ type: 'LessonNote', id: lessonId }],
      keepUnusedDataFor: 0,
    }),
    saveLessonNote: build.mutation<LessonNote, { lessonId: string; note: SaveLessonNoteRequest }>({
      query: ({ lessonId, note }) => ({
        url: `/api/learning/lessons/${path(lessonId)}/note`,
        method: 'PUT',
        body: note,
      }),
    }),
    shareLessonNote: build.mutation<LessonNote, string>({
      query: (lessonId) => ({ url: `/api/learning/lessons/${path(lessonId)}/note/share`, method: 'POST' }),
    }),
  }),
});

/**
 * GET /api/learning/lessons/{id}/note (the lesson room's panel, and the editor's "Reload note" after
 * a 409); PUT .../note saves the whole note over the revision read; POST .../note/share shows it to
 * the student. Teacher only.
 */
export const {
  useGetLessonNoteQuery,
  useLazyGetLessonNoteQuery,
  useSaveLessonNoteMutation,
  useShareLessonNoteMutation,
} = lessonNoteApi;
