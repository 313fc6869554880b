import { Route, Routes, useNavigate, useParams } from '@lezioni/web-kit';
import type { ExposedProps } from '@lezioni/contracts';
import { PageNotFound } from '../components/page-not-found';
import { AdminDashboardPage } from '../features/dashboard/components/admin-dashboard-page';
import { DEFAULT_DASHBOARD_TAB, isDashboardTab } from '../features/dashboard/dashboard-tabs';

type Props = ExposedProps<'admin', 'AdminDashboard'>;

function DashboardRoute({ user, config }: Props) {
  const { tab = DEFAULT_DASHBOARD_TAB } = useParams();
  const navigate = useNavigate();
  if (!isDashboardTab(tab)) return <PageNotFound />;
  // '..' is the dashboard's own path, wherever the shell mounts it.
  return <AdminDashboardPage user={user} config={config} tab={tab} onSelectTab={(next) => navigate(`../${next}`)} />;
}

/**
 * './AdminDashboard': the shell renders it for /admin-dashboard/* behind its admin guard; the tabs
 * are sub-pages (/admin-dashboard/payments), and unknown sub-paths are answered here.
 */
export function AdminDashboard(props: Props) {
  return (
    <Routes>
      {/* One route for every tab, so switching tabs keeps the page (and its queries) mounted. */}
      <Route path=":tab?" element={<DashboardRoute {...props} />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
