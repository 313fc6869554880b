import { Route, Routes } from 'react-router-dom';
import { ADMIN_LESSON_REQUESTS_API, ADMIN_LESSON_SERIES_API } from '@lezioni/contracts/values';
import { mockFetch, renderWithProviders, TEST_ADMIN, testConfig, type MockHandler } from '@lezioni/web-kit/testing';
import { AdminDashboard } from '../exposes/admin-dashboard';

/** A calendar never synced, as every dashboard answer carries it (contracts' SyncInfo). */
export const NEVER_SYNCED = {
  syncedAt: null,
  calendarConnected: false,
  isDemoCalendar: false,
  lastAttemptAt: null,
  lastSyncFailed: false,
  problem: null,
};

/**
 * The teacher's dashboard on its Bookings tab, with `routes` answering its calls; those a test leaves
 * out answer as nothing it is about: no bookings, no requests, no feed, the figures and lists down.
 */
export function renderAdminDashboard(routes: Record<string, MockHandler> = {}) {
  const network = mockFetch({
    'GET /api/admin/analytics': { status: 503, body: { error: 'Not now' } },
    'GET /api/admin/bookings': { body: { ...NEVER_SYNCED, bookings: [] } },
    'GET /api/admin/students': { status: 503, body: { error: 'Not now' } },
    'GET /api/admin/orders': { status: 503, body: { error: 'Not now' } },
    'GET /api/status': { body: { status: 'ok', services: {} } },
    'GET /api/calendar/feed': { body: { feed: null } },
    [`GET ${ADMIN_LESSON_REQUESTS_API}`]: { body: { requests: [] } },
    [`GET ${ADMIN_LESSON_SERIES_API}`]: { body: { series: [] } },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin-dashboard/*" element={<AdminDashboard user={TEST_ADMIN} config={testConfig()} />} />
    </Routes>,
    { route: '/admin-dashboard' },
  );
  return network;
}
