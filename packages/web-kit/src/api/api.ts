import { createApi } from '@reduxjs/toolkit/query/react';
import { SESSION_KEEP_MS } from '@lezioni/contracts';
import { baseQuery } from './base-query';

/**
 * The one RTK Query api of the app (ARCHITECTURE D6). It starts empty: the shell and each remote
 * inject their endpoints, so the bell, the widget and the pages share one cache and one poll.
 * Data is never refetched on focus or reconnect unless an endpoint says so (spec §7).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session', 'Bookings', 'Credits', 'Conversations', 'Messages', 'Admin'],
  keepUnusedDataFor: SESSION_KEEP_MS / 1000,
  endpoints: () => ({}),
});
