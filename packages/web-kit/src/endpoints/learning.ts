import type { LearningFile, MyMaterials } from '@lezioni/contracts';
import { MY_MATERIALS_POLL_MS } from '@lezioni/contracts/values';
import { api } from '../api/api';

// In web-kit: the bell (shell) and the materials page (mfe-student) read the same cache; the page's
// own calls (open, done, undo) invalidate 'MyMaterials'.
export const myMaterialsApi = api.enhanceEndpoints({ addTagTypes: ['MyMaterials'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyMaterials: build.query<MyMaterials, void>({
      query: () => '/api/learning/me/materials',
      providesTags: ['MyMaterials'],
    }),
  }),
});

/**
 * What the teacher shared with the student (materials, homework, notes of past lessons), polled every
 * MY_MATERIALS_POLL_MS. Students only: pass `isStudent` false and nothing is asked.
 */
export function useMyMaterials(isStudent: boolean) {
  return myMaterialsApi.useGetMyMaterialsQuery(undefined, { skip: !isStudent, pollingInterval: MY_MATERIALS_POLL_MS });
}

const learningFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadLearningFile: build.mutation<LearningFile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/learning/files', method: 'POST', body };
      },
    }),
  }),
});

/**
 * POST /api/learning/files (teacher only): a file for a material (the Materials tab) or a homework
 * attachment (the note editor), to name within the hour or it is swept.
 */
export const { useUploadLearningFileMutation } = learningFilesApi;
