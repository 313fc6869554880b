import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { SESSION_KEEP_MS } from '@lezioni/contracts/values';
import { baseQuery } from './base-query';
import { isRequestError } from './request-error';

const HYDRATE_ANSWERS = 'lz/hydrateAnswers';

/** What `serverAnswers` keeps of the api's state; JSON. */
export type ServerAnswers = { queries: object; mutations: object; provided: object };

/**
 * The answers a page was rendered with on the server (`serverAnswers`), for the browser's store
 * before it hydrates that page: its queries then find them, and it renders what the server did.
 */
export const hydrateAnswers = (answers: ServerAnswers): UnknownAction & { payload: ServerAnswers } => ({
  type: HYDRATE_ANSWERS,
  payload: answers,
});

// On the server (the page renderer, ARCHITECTURE D29) nothing runs effects: queries start while
// rendering, and the renderer renders again once they have answered.
const createAppApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The one RTK Query api of the app (ARCHITECTURE D6). It starts empty, without endpoints or tag
 * types: each endpoint file adds the tags it provides and its endpoints
 * (`api.enhanceEndpoints({ addTagTypes: ['Bookings'] }).injectEndpoints(...)`), so the bell, the
 * widget and the pages share one cache and one poll, and no list of every tag lives here.
 * Data is never refetched on focus or reconnect unless an endpoint says so (spec §7).
 */
export const api = createAppApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: SESSION_KEEP_MS / 1000,
  extractRehydrationInfo: (action) =>
    // The same api built the answers on the server: they are this api's state, typed as such.
    action.type === HYDRATE_ANSWERS ? ((action as ReturnType<typeof hydrateAnswers>).payload as never) : undefined,
  endpoints: () => ({}),
});

/**
 * What a server render's store knows, as `hydrateAnswers` takes it: the answered and the refused
 * queries (refusals as `settleRefusals` marked them) and the tags they provide (so a write in the
 * browser refreshes them).
 */
export function serverAnswers(state: ReturnType<typeof api.reducer>): ServerAnswers {
  const queries = Object.fromEntries(
    Object.entries(state.queries).filter(([, query]) => query?.status === 'fulfilled' || query?.status === 'rejected'),
  );
  return { queries, mutations: {}, provided: state.provided };
}

type QueryEntry = ReturnType<typeof api.reducer>['queries'][string];

/** An answer the API gave on purpose (4xx: not open yet, not yours, not found), as opposed to a failure. */
const isRefusal = (query: QueryEntry) =>
  query?.status === 'rejected' && isRequestError(query.error) && query.error.status >= 400 && query.error.status < 500;

/**
 * For a server render: the refused queries (a lesson room not open yet, a 404) marked as answered
 * when they were refused. RTK asks again for a refused query on every mount, so the next render
 * would ask again, and so would the browser taking the page over; marked, the refusal is that
 * moment's answer, kept and asked again as an answer is (`keepUnusedDataFor`, refetch on open).
 */
export function settleRefusals(state: ReturnType<typeof api.reducer>): ReturnType<typeof hydrateAnswers> {
  const queries = Object.fromEntries(
    Object.entries(state.queries)
      .filter(([, query]) => isRefusal(query) && query?.fulfilledTimeStamp === undefined)
      .map(([key, query]) => [key, { ...query, fulfilledTimeStamp: Date.now() }]),
  );
  return hydrateAnswers({ queries, mutations: {}, provided: { tags: {}, keys: {} } });
}

/**
 * Whether a query failed (a 5xx, no answer): a page showing that is left to the browser, which asks
 * again itself, rather than carrying a failure of the server's moment.
 */
export const hasFailedQuery = (state: ReturnType<typeof api.reducer>) =>
  Object.values(state.queries).some((query) => query?.status === 'rejected' && !isRefusal(query));
