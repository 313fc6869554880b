import type { CreateMaterialRequest, Material, ShareMaterialRequest, TeacherMaterial } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

const materialsApi = api.enhanceEndpoints({ addTagTypes: ['Materials', 'LearningStudent'] }).injectEndpoints({
  endpoints: (build) => ({
    getMaterials: build.query<TeacherMaterial[], void>({
      query: () => '/api/learning/materials',
      providesTags: ['Materials'],
    }),
    createMaterial: build.mutation<Material, CreateMaterialRequest>({
      query: (material) => ({ url: '/api/learning/materials', method: 'POST', body: material }),
      invalidatesTags: ['Materials'],
    }),
    shareMaterial: build.mutation<TeacherMaterial, { materialId: string } & ShareMaterialRequest>({
      query: ({ materialId, studentIds }) => ({
        url: `/api/learning/materials/${encodeURIComponent(materialId)}/shares`,
        method: 'POST',
        body: { studentIds },
      }),
      // The students' pages list what is shared with them.
      invalidatesTags: ['Materials', 'LearningStudent'],
    }),
  }),
});

/** GET /api/learning/materials: the library, newest first, each item with who it is shared with. */
export const useMaterials = () => materialsApi.useGetMaterialsQuery(undefined, { refetchOnMountOrArgChange: true });

/** POST /api/learning/materials (a link) and POST /api/learning/materials/{id}/shares (students). */
export const { useCreateMaterialMutation, useShareMaterialMutation } = materialsApi;
