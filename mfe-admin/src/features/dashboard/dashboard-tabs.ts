/** The dashboard's tabs; each is a sub-page, /admin-dashboard/<tab> (README "Nested routes"). */
export const DASHBOARD_TABS = ['bookings', 'students', 'materials', 'schedule', 'messages', 'payments'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** /admin-dashboard itself opens the bookings. */
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'bookings';

export const isDashboardTab = (segment: string): segment is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(segment);
