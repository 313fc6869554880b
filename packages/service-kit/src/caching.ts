/**
 * The headers of an answer no cache may keep, the browser's disk included: one user's data, or
 * data that changes with every write or sync (lessons, credits, orders, the dashboard, polls).
 */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;
