import type {
  BookingExport,
  ChatExport,
  DeleteAccountRequest,
  LearningExport,
  MyDataFile,
  ProfileExport,
} from '@lezioni/contracts';
import { DELETE_ACCOUNT_PATH, MY_DATA_PATHS } from '@lezioni/contracts/values';
import { api, type RequestError } from '@lezioni/web-kit';

/** "Download my data" asks each service for its part and joins them; "Delete my account" is auth's. */
export const ownDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportMyData: build.mutation<MyDataFile, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const parts = await Promise.all(
          [MY_DATA_PATHS.profile, MY_DATA_PATHS.messages, MY_DATA_PATHS.lessons, MY_DATA_PATHS.learning].map((url) =>
            baseQuery({ url, cache: 'no-store' }),
          ),
        );
        const failed = parts.find((part) => part.error);
        if (failed?.error) return { error: failed.error as RequestError };
        const [profile, chat, booking, learning] = parts.map((part) => part.data);
        // Our own services' answers: typed, not parsed again (ARCHITECTURE D26).
        return {
          data: {
            exportedAt: new Date().toISOString(),
            profile: profile as ProfileExport,
            chat: chat as ChatExport,
            booking: booking as BookingExport,
            learning: learning as LearningExport,
          },
        };
      },
    }),
    deleteMyAccount: build.mutation<void, DeleteAccountRequest>({
      query: (body) => ({ url: DELETE_ACCOUNT_PATH, method: 'POST', body }),
    }),
  }),
});

export const { useExportMyDataMutation, useDeleteMyAccountMutation } = ownDataApi;

/** Offers the joined parts as one JSON file, named by the day it was made. */
export function saveAsFile(data: MyDataFile): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `lezioni-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
