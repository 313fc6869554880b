import { LESSON_ROOM_API, REFETCH_ON_OPEN_SECONDS } from '@lezioni/contracts/values';
import type {
  LessonPage,
  SetLevelRequest,
  SkillLevel,
  StudentDirectoryQuery,
  StudentDirectoryResponse,
  StudentPageResponse,
  TeacherStudentView,
} from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

/** How long typing pauses before the directory is searched: one request per word, not per letter. */
export const DIRECTORY_SEARCH_DEBOUNCE_MS = 300;

const STUDENT_TAGS = ['StudentDirectory', 'AdminStudentPage', 'LearningStudent'] as const;
const path = (id: string) => encodeURIComponent(id);

const studentsApi = api.enhanceEndpoints({ addTagTypes: STUDENT_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getStudentDirectory: build.query<StudentDirectoryResponse, Partial<StudentDirectoryQuery>>({
      query: (params) => ({ url: '/api/admin/student-directory', params }),
      providesTags: ['StudentDirectory'],
    }),
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
    getLessonPage: build.query<LessonPage, string>({
      query: (lessonId) => LESSON_ROOM_API.page(lessonId),
    }),
  }),
});

const fresh = { refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS } as const;

/**
 * GET /api/admin/student-directory: one page of the platform's students matching `q`. The Students
 * tab and the library's share picker both search it; a page seen before shows at once while it is
 * asked again, so paging back and forth never blanks the table.
 */
export const useStudentDirectory = (query: Partial<StudentDirectoryQuery>, { skip = false } = {}) =>
  studentsApi.useGetStudentDirectoryQuery(query, { skip, ...fresh });

/** GET /api/admin/students/{id}: the account, credits, orders and lessons (booking-proxy). */
export const useStudentPage = (id: string) => studentsApi.useGetStudentPageQuery(id, fresh);

/** GET /api/learning/students/{id}: notes (drafts too), homework, levels and shared materials. */
export const useLearningStudent = (id: string) => studentsApi.useGetLearningStudentQuery(id, fresh);

/** GET /api/lessons/{id}/page: what the two wrote on the lesson's shared page in its room (booking-proxy). */
export const useLessonPage = (lessonId: string) => studentsApi.useGetLessonPageQuery(lessonId, fresh);

/** POST /api/learning/students/{id}/levels appends to a skill's history. */
export const { useSetLevelMutation } = studentsApi;
