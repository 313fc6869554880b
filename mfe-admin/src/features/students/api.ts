import { REFETCH_ON_OPEN_SECONDS } from '@lezioni/contracts/values';
import type { SetLevelRequest, SkillLevel, StudentPageResponse, TeacherStudentView } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

const STUDENT_TAGS = ['AdminStudentPage', 'LearningStudent'] as const;
const path = (id: string) => encodeURIComponent(id);

const studentsApi = api.enhanceEndpoints({ addTagTypes: STUDENT_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getStudentPage: build.query<StudentPageResponse, string>({
      query: (id) => `/api/admin/students/${path(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminStudentPage', id }],
    }),
    getLearningStudent: build.query<TeacherStudentView, string>({
      query: (id) => `/api/learning/students/${path(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'LearningStudent', id }],
    }),
    setLevel: build.mutation<SkillLevel[], { studentId: string; level: SetLevelRequest }>({
      query: ({ studentId, level }) => ({
        url: `/api/learning/students/${path(studentId)}/levels`,
        method: 'POST',
        body: level,
      }),
      invalidatesTags: (_result, _error, { studentId }) => [{ type: 'LearningStudent', id: studentId }],
    }),
  }),
});

const fresh = { refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS } as const;

/** GET /api/admin/students/{id}: the account, credits, orders and lessons (booking-proxy). */
export const useStudentPage = (id: string) => studentsApi.useGetStudentPageQuery(id, fresh);

/** GET /api/learning/students/{id}: notes (drafts too), homework, levels and shared materials. */
export const useLearningStudent = (id: string) => studentsApi.useGetLearningStudentQuery(id, fresh);

/** POST /api/learning/students/{id}/levels appends to a skill's history. */
export const { useSetLevelMutation } = studentsApi;
