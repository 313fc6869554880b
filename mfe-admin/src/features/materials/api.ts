import { REFETCH_ON_OPEN_SECONDS } from '@lezioni/contracts/values';
import type { CreateMaterialRequest, Material, ShareMaterialRequest, TeacherMaterial } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

const path = (id: string) => encodeURIComponent(id);

// Who a material is shared with shows in the library and on each student's page: sharing changes both.
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
    deleteMaterial: build.mutation<void, string>({
      query: (id) => ({ url: `/api/learning/materials/${path(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Materials'],
    }),
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

/** GET /api/learning/materials: the library, newest first, each item with who it is shared with. */
export const useMaterials = () =>
  materialsApi.useGetMaterialsQuery(undefined, { refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS });

/**
 * POST /api/learning/materials (a link or an uploaded file); DELETE /api/learning/materials/{id}
 * (from the library and every student's materials); POST …/{id}/shares (students) and DELETE
 * …/shares/{studentId}, from the library and, through exposes/, a student's page.
 */
export const {
  useCreateMaterialMutation,
  useDeleteMaterialMutation,
  useShareMaterialMutation,
  useUnshareMaterialMutation,
} = materialsApi;
