import { PUSH_API } from '@lezioni/contracts/values';
import type {
  PushDevicesResponse,
  PushPreferences,
  PushPublicKeyResponse,
  PushSubscriptionRequest,
  PushUnsubscribeRequest,
} from '@lezioni/contracts';
// By package name, never relatively: this subpath is bundled by each app that imports it, and its
// endpoints must join the shared singleton api, not a second copy of it.
import { api } from '@lezioni/web-kit';

const pushApi = api.enhanceEndpoints({ addTagTypes: ['PushDevices'] }).injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<PushPublicKeyResponse, void>({ query: () => PUSH_API.publicKey }),
    getPushDevices: build.query<PushDevicesResponse, void>({
      query: () => PUSH_API.subscriptions,
      providesTags: ['PushDevices'],
    }),
    saveDeviceSubscription: build.mutation<void, PushSubscriptionRequest>({
      query: (body) => ({ url: PUSH_API.subscriptions, method: 'POST', body }),
      invalidatesTags: ['PushDevices'],
    }),
    removeDeviceSubscription: build.mutation<void, PushUnsubscribeRequest>({
      query: (body) => ({ url: PUSH_API.subscriptions, method: 'DELETE', body }),
      invalidatesTags: ['PushDevices'],
    }),
    getPushPreferences: build.query<PushPreferences, void>({ query: () => PUSH_API.preferences }),
    savePushPreferences: build.mutation<PushPreferences, PushPreferences>({
      query: (body) => ({ url: PUSH_API.preferences, method: 'PUT', body }),
      // Shown switched at once; the answer (or, on a failure, the choices as they were) follows.
      async onQueryStarted(preferences, { dispatch, queryFulfilled }) {
        const shown = dispatch(pushApi.util.updateQueryData('getPushPreferences', undefined, () => preferences));
        try {
          const { data } = await queryFulfilled;
          dispatch(pushApi.util.updateQueryData('getPushPreferences', undefined, () => data));
        } catch {
          // The card tells why (the mutation's own error); the switches go back.
          shown.undo();
        }
      },
    }),
  }),
});

/** Auth's push API (ARCHITECTURE D33), for the card of this device's notifications. */
export const {
  useLazyGetPushPublicKeyQuery,
  useGetPushDevicesQuery,
  useSaveDeviceSubscriptionMutation,
  useRemoveDeviceSubscriptionMutation,
  useGetPushPreferencesQuery,
  useSavePushPreferencesMutation,
} = pushApi;
