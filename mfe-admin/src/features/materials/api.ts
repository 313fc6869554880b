import { REFETCH_ON_OPEN_SECONDS } from '@lezioni/contracts/values';
import type { CreateMaterialRequest, Material, TeacherMaterial } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

const materialsApi = api.enhanceEndpoints({ addTagTypes: ['Materials'] }).injectEndpoints({
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
      query: (id) => ({ url: `/api/learning/materials/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Materials'],
    }),
  }),
});

/** GET /api/learning/materials: the library, newest first, each item with who it is shared with. */
export const useMaterials = () =>
  materialsApi.useGetMaterialsQuery(undefined, { refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS });

/**
 * POST /api/learning/materials (a link or an uploaded file); DELETE /api/learning/materials/{id}
 * (from the library and every student's materials). Sharing is in hooks/use-material-shares.ts.
 */
export const { useCreateMaterialMutation, useDeleteMaterialMutation } = materialsApi;
