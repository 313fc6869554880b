import type { HomeworkItem, LessonPage } from '@lezioni/contracts';
import { LESSON_ROOM_API } from '@lezioni/contracts/values';
import { api } from '@lezioni/web-kit';

// The materials and homework themselves are web-kit's shared query (the bell reads them too): these
// calls invalidate its 'MyMaterials' tag, so the page and the bell show the change at once.
const materialsApi = api.enhanceEndpoints({ addTagTypes: ['MyMaterials'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Records that the student opened a material (the teacher sees it; the bell stops announcing it). */
    openMaterial: build.mutation<void, string>({
      query: (id) => ({ url: `/api/learning/me/materials/${encodeURIComponent(id)}/open`, method: 'POST' }),
      invalidatesTags: ['MyMaterials'],
    }),
    setHomeworkDone: build.mutation<HomeworkItem, { lessonId: string; isDone: boolean }>({
      query: ({ lessonId, isDone }) => ({
        url: `/api/learning/me/homework/${encodeURIComponent(lessonId)}/done`,
        method: isDone ? 'POST' : 'DELETE',
      }),
      invalidatesTags: ['MyMaterials'],
    }),
    /** The lesson's shared page from its room (booking-proxy), read-only once the lesson is over. */
    getLessonPage: build.query<LessonPage, string>({
      query: (lessonId) => LESSON_ROOM_API.page(lessonId),
    }),
  }),
});

export const { useGetLessonPageQuery, useOpenMaterialMutation, useSetHomeworkDoneMutation } = materialsApi;
