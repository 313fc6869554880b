import type { ShareMaterialRequest, TeacherMaterial } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

const path = (id: string) => encodeURIComponent(id);

// Who a material is shared with shows in the library and on each student's page: both tags change.
const sharesApi = api.enhanceEndpoints({ addTagTypes: ['Materials', 'LearningStudent'] }).injectEndpoints({
  endpoints: (build) => ({
    shareMaterial: build.mutation<TeacherMaterial, { materialId: string } & ShareMaterialRequest>({
      query: ({ materialId, studentIds }) => ({
        url: `/api/learning/materials/${path(materialId)}/shares`,
        method: 'POST',
        body: { studentIds },
      }),
      invalidatesTags: ['Materials', 'LearningStudent'],
    }),
    unshareMaterial: build.mutation<void, { materialId: string; studentId: string }>({
      query: ({ materialId, studentId }) => ({
        url: `/api/learning/materials/${path(materialId)}/shares/${path(studentId)}`,
        method: 'DELETE',
      }),
      // A 404 (stopped meanwhile from another tab) refreshes the lists too.
      invalidatesTags: ['Materials', 'LearningStudent'],
    }),
  }),
});

/**
 * POST /api/learning/materials/{id}/shares (students) and DELETE …/shares/{studentId}: the
 * Materials tab and a student's page both share and stop sharing.
 */
export const { useShareMaterialMutation, useUnshareMaterialMutation } = sharesApi;
