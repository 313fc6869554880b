import type { HomeworkItem } from '@lezioni/contracts';
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
  }),
});

export const { useOpenMaterialMutation, useSetHomeworkDoneMutation } = materialsApi;
