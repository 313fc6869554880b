import { createApi } from '@reduxjs/toolkit/query/react';
import { SESSION_KEEP_MS } from '@lezioni/contracts/values';
import { baseQuery } from './base-query';

/**
 * The one RTK Query api of the app (ARCHITECTURE D6). It starts empty, without endpoints or tag
 * types: each endpoint file adds the tags it provides and its endpoints
 * (`api.enhanceEndpoints({ addTagTypes: ['Bookings'] }).injectEndpoints(...)`), so the bell, the
 * widget and the pages share one cache and one poll, and no list of every tag lives here.
 * Data is never refetched on focus or reconnect unless an endpoint says so (spec §7).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: SESSION_KEEP_MS / 1000,
  endpoints: () => ({}),
});
