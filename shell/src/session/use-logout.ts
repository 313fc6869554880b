import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { api, forgetKeptAnswers, sessionApi, useAppDispatch, useGetConfigQuery, useNavigate } from '@lezioni/web-kit';

// Here rather than beside the sign-in calls: app/ hands it to the top bar, and shared layers never
// import features.
const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
    }),
  }),
});

/**
 * Signs out: every cached query and kept answer is dropped (spec §4), the user becomes "signed out"
 * at once, and the page goes to /login even when the call fails (spec §2, §8).
 */
export function useLogout(): () => Promise<void> {
  const [logout] = logoutApi.useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: config } = useGetConfigQuery();

  return useCallback(async () => {
    // Signed out on screen at once, before the session ends server-side: the regions that read the
    // user's data unmount and the live event stream closes. Otherwise the stream, cut by the logout,
    // would have them catch up at once, asking for that data again without a session (401s).
    flushSync(() => dispatch(sessionApi.util.updateQueryData('getMe', undefined, () => null)));
    try {
      await logout().unwrap();
    } catch (error) {
      // The user asked to leave: a failed call must not keep them signed in on screen.
      console.error('Logout failed', error);
    }
    navigate('/login');
    dispatch(api.util.resetApiState());
    forgetKeptAnswers();
    dispatch(sessionApi.util.upsertQueryData('getMe', undefined, null));
    // The deployment's settings are not user data; keeping them avoids reloading every remote.
    if (config) dispatch(sessionApi.util.upsertQueryData('getConfig', undefined, config));
  }, [config, dispatch, logout, navigate]);
}
