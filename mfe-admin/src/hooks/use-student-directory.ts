import { REFETCH_ON_OPEN_SECONDS } from '@lezioni/contracts/values';
import type { StudentDirectoryQuery, StudentDirectoryResponse } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

/** How long typing pauses before the directory is searched: one request per word, not per letter. */
export const DIRECTORY_SEARCH_DEBOUNCE_MS = 300;

const directoryApi = api.enhanceEndpoints({ addTagTypes: ['StudentDirectory'] }).injectEndpoints({
  endpoints: (build) => ({
    getStudentDirectory: build.query<StudentDirectoryResponse, Partial<StudentDirectoryQuery>>({
      query: (params) => ({ url: '/api/admin/student-directory', params }),
      providesTags: ['StudentDirectory'],
    }),
  }),
});

/**
 * GET /api/admin/student-directory: one page of the platform's students matching `q`. The Students
 * tab and the materials' share picker both search it; a page seen before shows at once while it is
 * asked again, so paging back and forth never blanks the table.
 */
export const useStudentDirectory = (query: Partial<StudentDirectoryQuery>, { skip = false } = {}) =>
  directoryApi.useGetStudentDirectoryQuery(query, { skip, refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS });
