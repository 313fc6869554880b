import { ADMIN_SCHEDULE_API, REFETCH_ON_OPEN_SECONDS } from '@lezioni/contracts/values';
import type { Schedule, ScheduleAnswer } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

const scheduleApi = api.enhanceEndpoints({ addTagTypes: ['Schedule'] }).injectEndpoints({
  endpoints: (build) => ({
    getSchedule: build.query<ScheduleAnswer, void>({
      query: () => ADMIN_SCHEDULE_API,
      providesTags: ['Schedule'],
    }),
    saveSchedule: build.mutation<ScheduleAnswer, Schedule>({
      query: (schedule) => ({ url: ADMIN_SCHEDULE_API, method: 'PUT', body: schedule }),
      invalidatesTags: ['Schedule'],
    }),
  }),
});

/** GET /api/admin/schedule: the teacher's week, her zone, the minutes kept between lessons, her calendar's address and its reads. */
export const useSchedule = () =>
  scheduleApi.useGetScheduleQuery(undefined, { refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS });

/** PUT /api/admin/schedule: the whole week, replaced. */
export const { useSaveScheduleMutation } = scheduleApi;
