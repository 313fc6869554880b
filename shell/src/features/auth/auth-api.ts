import {
  UserResponseSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type User,
} from '@lezioni/contracts';
import { api, sessionApi } from '@lezioni/web-kit';

const toUser = (body: unknown) => UserResponseSchema.parse(body).user;

/** Sign-in calls of spec §7. A successful sign-in or registration becomes the cached session at once. */
const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      transformResponse: toUser,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
        if (user) dispatch(sessionApi.util.upsertQueryData('getMe', undefined, user));
      },
    }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: '/api/register', method: 'POST', body }),
      transformResponse: toUser,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
        if (user) dispatch(sessionApi.util.upsertQueryData('getMe', undefined, user));
      },
    }),
    forgotPassword: build.mutation<unknown, ForgotPasswordRequest>({
      query: (body) => ({ url: '/api/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useForgotPasswordMutation, useResetPasswordMutation } = authApi;
