import { Route, Routes, useNavigate, useParams } from '@lezioni/web-kit';
import type { ExposedProps } from '@lezioni/contracts';
import { PageNotFound } from '../components/page-not-found';
import { AdminDashboardPage } from '../features/dashboard/components/admin-dashboard-page';
import { DEFAULT_DASHBOARD_TAB, isDashboardTab } from '../features/dashboard/dashboard-tabs';
import { MaterialsLibrary } from '../features/materials/components/materials-library';
import { StudentDirectory } from '../features/students/components/student-directory';
import { StudentPage } from '../features/students/components/student-page';

type Props = ExposedProps<'admin', 'AdminDashboard'>;

function DashboardRoute({ user, config }: Props) {
  const { tab = DEFAULT_DASHBOARD_TAB } = useParams();
  const navigate = useNavigate();
  if (!isDashboardTab(tab)) return <PageNotFound />;
  // '..' is the dashboard's own path, wherever the shell mounts it.
  return (
    <AdminDashboardPage
      user={user}
      config={config}
      tab={tab}
      onSelectTab={(next) => navigate(`../${next}`)}
      studentDirectory={<StudentDirectory />}
      materials={<MaterialsLibrary />}
    />
  );
}

function StudentRoute() {
  const { studentId = '' } = useParams();
  // A key per student: another student's page starts with its own editors, never the last one's.
  return <StudentPage key={studentId} studentId={studentId} />;
}

/**
 * './AdminDashboard': the shell renders it for /admin-dashboard/* behind its admin guard; the tabs
 * are sub-pages (/admin-dashboard/payments), a student's page is /admin-dashboard/students/{id},
 * and unknown sub-paths are answered here.
 */
export function AdminDashboard(props: Props) {
  return (
    <Routes>
      {/* One route for every tab, so switching tabs keeps the page (and its queries) mounted. */}
      <Route path=":tab?" element={<DashboardRoute {...props} />} />
      <Route path="students/:studentId" element={<StudentRoute />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
