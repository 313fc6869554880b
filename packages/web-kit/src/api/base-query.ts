import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { AppExtra, ServerRequest } from './server-request';
import { createRevalidatingFetch } from './revalidating-fetch';
import { toRequestError, type RequestError } from './request-error';

// fetchBaseQuery builds a `Request`, which needs an absolute URL outside browsers (tests); in the
// browser this is the page's own origin, where the gateway serves the API (ARCHITECTURE D5).
const API_ORIGIN = globalThis.location?.origin ?? '';

// Unchanged polls come back as 304 and are answered from the last answer.
const revalidatingFetch = createRevalidatingFetch();

/** Drops the signed-in user's last answers kept for polling: call when signing out. */
export const forgetKeptAnswers = () => revalidatingFetch.forget();

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_ORIGIN,
  credentials: 'include',
  fetchFn: revalidatingFetch,
  // Non-JSON error bodies arrive as text, so their raw text can become the message (spec §8).
  responseHandler: 'content-type',
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/**
 * The page renderer's calls: to the API's address it was given, with the visitor's cookies, and no
 * kept answers (that cache is one browser's; a server renders for everyone). One per render's store,
 * whose request it is.
 */
const serverBaseQueries = new WeakMap<ServerRequest, ReturnType<typeof fetchBaseQuery>>();
function serverBaseQueryOf(request: ServerRequest) {
  let query = serverBaseQueries.get(request);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: request.apiUrl,
      responseHandler: 'content-type',
      prepareHeaders: (headers) => {
        headers.set('Accept', 'application/json');
        headers.set('Cookie', request.cookie);
        return headers;
      },
    });
    serverBaseQueries.set(request, query);
  }
  return query;
}

/** The base query of the one RTK Query api: cookies on every call, errors converted once. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, RequestError> = async (args, api, extraOptions) => {
  const { serverRequest } = (api.extra ?? {}) as AppExtra;
  const query = serverRequest ? serverBaseQueryOf(serverRequest) : rawBaseQuery;
  const result = await query(args, api, extraOptions);
  if (result.error) {
    return {
      error: toRequestError(result.error, result.meta?.response?.statusText, serverRequest?.language),
      meta: result.meta,
    };
  }
  return { data: result.data, meta: result.meta };
};
