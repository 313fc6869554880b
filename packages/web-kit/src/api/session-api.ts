import { useEffect } from 'react';
import type { RuntimeConfig, SignedInUser, UserResponse } from '@lezioni/contracts';
import type { Language } from '@lezioni/contracts/values';
import { SESSION_FRESH_MS, SESSION_KEEP_MS, UI_MESSAGES, USER_CHECK_RETRIES } from '@lezioni/contracts/values';
import { api } from './api';
import type { RequestError } from './request-error';
import type { AppExtra } from './server-request';
import { hasSessionHint } from './session-hint';

const RETRY_BASE_DELAY_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The signed-in user and the runtime config: read by the shell and by every remote. */
export const sessionApi = api.enhanceEndpoints({ addTagTypes: ['Session'] }).injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<SignedInUser | null, void>({
      // 401 means "signed out", not an error; anything else is retried twice (spec §7, §9).
      async queryFn(_arg, { extra }, _extra, baseQuery) {
        const { serverRequest } = (extra ?? {}) as AppExtra;
        // A render at build time (the frame, shell/build/prerender.tsx) is for nobody: who is signed
        // in stays unknown there, as while a browser asks.
        if (!serverRequest && typeof document === 'undefined') return new Promise<never>(() => undefined);
        // Signed out for sure: asking would only earn a 401, which browsers print as an error.
        if (!serverRequest && !hasSessionHint()) return { data: null };
        let lastStatus = 0;
        // The page renderer does not wait to retry: the browser asks again if it must.
        for (let attempt = 0; attempt <= (serverRequest ? 0 : USER_CHECK_RETRIES); attempt += 1) {
          if (attempt > 0) await wait(RETRY_BASE_DELAY_MS * 2 ** (attempt - 1));
          const result = await baseQuery({ url: '/api/me', cache: 'no-cache' });
          if (result.error) {
            const error = result.error as RequestError;
            if (error.status === 401) return { data: null };
            lastStatus = error.status;
            continue;
          }
          // Our own API's answers are typed, not parsed again (ARCHITECTURE D26).
          return { data: (result.data as UserResponse).user };
        }
        return { error: { status: lastStatus, message: UI_MESSAGES.getUserFailed } satisfies RequestError };
      },
      keepUnusedDataFor: SESSION_KEEP_MS / 1000,
      providesTags: ['Session'],
    }),
    /** The signed-in user's language, kept on the account for every device and for their mails. */
    setLanguage: build.mutation<{ language: Language }, Language>({
      query: (language) => ({ url: '/api/me/language', method: 'PUT', body: { language } }),
    }),
    getConfig: build.query<RuntimeConfig, void>({
      query: () => '/api/config',
      // Deployment settings do not change while the page is open.
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useGetConfigQuery, useSetLanguageMutation } = sessionApi;

type Session = {
  user: SignedInUser | null;
  /** True until the first answer of GET /api/me. */
  isLoading: boolean;
  error?: RequestError;
};

/** The signed-in user; the answer counts as fresh for 10 s (spec §4). */
export function useSession(): Session {
  const { data, isLoading, error } = sessionApi.useGetMeQuery(undefined, {
    refetchOnMountOrArgChange: SESSION_FRESH_MS / 1000,
  });
  return { user: data ?? null, isLoading, error: error as RequestError | undefined };
}

/** Re-checks the session when the window regains focus, unless the last answer is still fresh. */
export function useSessionRecheckOnFocus(dispatch: (action: unknown) => unknown): void {
  useEffect(() => {
    const recheck = () => {
      dispatch(
        sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: SESSION_FRESH_MS / 1000 }),
      );
    };
    window.addEventListener('focus', recheck);
    return () => window.removeEventListener('focus', recheck);
  }, [dispatch]);
}
