import type {
  LessonNote,
  SaveLessonNoteRequest,
  SetLevelRequest,
  SkillLevel,
  StudentPageResponse,
  TeacherStudentView,
} from '@lezioni/contracts';
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
    // The editor keeps the note it edits itself (an autosave must not refetch the page under it).
    getLessonNote: build.query<LessonNote, string>({
      query: (lessonId) => `/api/learning/lessons/${path(lessonId)}/note`,
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

const fresh = { refetchOnMountOrArgChange: true } as const;

/** GET /api/admin/students/{id}: the account, credits, orders and lessons (booking-proxy). */
export const useStudentPage = (id: string) => studentsApi.useGetStudentPageQuery(id, fresh);

/** GET /api/learning/students/{id}: notes (drafts too), homework, levels and shared materials. */
export const useLearningStudent = (id: string) => studentsApi.useGetLearningStudentQuery(id, fresh);

/**
 * GET /api/learning/lessons/{id}/note on demand (the editor's "Reload note" after a 409);
 * PUT .../note saves the whole note over the revision read; POST .../note/share shows it to the
 * student; POST /api/learning/students/{id}/levels appends to a skill's history.
 */
export const { useLazyGetLessonNoteQuery, useSaveLessonNoteMutation, useShareLessonNoteMutation, useSetLevelMutation } =
  studentsApi;
