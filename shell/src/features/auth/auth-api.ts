import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SignedInUser,
  UserResponse,
  VerifyEmailRequest,
} from '@lezioni/contracts';
import { api, sessionApi, type AppStore } from '@lezioni/web-kit';

// Our own API's answer, checked where it is made: typed, not parsed again (ARCHITECTURE D26).
const toUser = (body: UserResponse) => body.user;

/** A successful sign-in or registration becomes the cached session at once. */
async function startSession(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: AppStore['dispatch']; queryFulfilled: Promise<{ data: SignedInUser }> },
) {
  const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
  if (user) dispatch(sessionApi.util.upsertQueryData('getMe', undefined, user));
}

/** Sign-in calls of spec §7. */
const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SignedInUser, LoginRequest>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      transformResponse: toUser,
      onQueryStarted: startSession,
    }),
    register: build.mutation<SignedInUser, RegisterRequest>({
      query: (body) => ({ url: '/api/register', method: 'POST', body }),
      transformResponse: toUser,
      onQueryStarted: startSession,
    }),
    forgotPassword: build.mutation<unknown, ForgotPasswordRequest>({
      query: (body) => ({ url: '/api/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/reset-password', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<unknown, VerifyEmailRequest>({
      query: (body) => ({ url: '/api/verify-email', method: 'POST', body }),
      // Signed in here, the dashboard's note goes: the session's user now says the address is proven.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const isConfirmed = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (isConfirmed) dispatch(sessionApi.util.invalidateTags(['Session']));
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
} = authApi;
