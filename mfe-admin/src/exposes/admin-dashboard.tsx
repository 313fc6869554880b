import { lazy, Suspense } from 'react';
import { Route, Routes, Spinner, useNavigate, useParams, useTexts } from '@lezioni/web-kit';
import type { ExposedProps } from '@lezioni/contracts';
import { PageNotFound } from '../components/page-not-found';
import { AdminDashboardPage } from '../features/dashboard/components/admin-dashboard-page';
import { DEFAULT_DASHBOARD_TAB, isDashboardTab } from '../features/dashboard/dashboard-tabs';
import { useAdminLessonRequests, useAdminLessonSeries } from '../features/lesson-requests/api';
import { StopSharingButton } from '../features/materials/components/stop-sharing-button';
import { StudentDirectory } from '../features/students/components/student-directory';
import { StudentPage } from '../features/students/components/student-page';
import { StudentPicker } from '../features/students/components/student-picker';
import { ADMIN_TEXTS } from '../texts';

type Props = ExposedProps<'admin', 'AdminDashboard'>;

// The Schedule tab is its own chunk, loaded when the tab opens: the dashboard starts without it.
const ScheduleEditor = lazy(() =>
  import('../features/schedule/components/schedule-editor').then(({ ScheduleEditor }) => ({
    default: ScheduleEditor,
  })),
);

// So is the Materials tab's library, with its upload form: the other tabs start without it.
const MaterialsLibrary = lazy(() =>
  import('../features/materials/components/materials-library').then(({ MaterialsLibrary }) => ({
    default: MaterialsLibrary,
  })),
);

// The requests' list is its own chunk, loaded only when some await her answer (or their call failed).
const LessonRequests = lazy(() =>
  import('../features/lesson-requests/components/lesson-requests').then(({ LessonRequests }) => ({
    default: LessonRequests,
  })),
);

// So are the weekly series, loaded only when there are some.
const LessonSeriesLists = lazy(() =>
  import('../features/lesson-requests/components/lesson-series-lists').then(({ LessonSeriesLists }) => ({
    default: LessonSeriesLists,
  })),
);

// Features don't import each other: what one shows of another is handed over here (the students'
// directory and picker to the dashboard and the library, the schedule editor and the lesson requests
// with their count to the dashboard, the library's stop-sharing button to a student's page).

function DashboardRoute({ user, config }: Props) {
  const { tab = DEFAULT_DASHBOARD_TAB } = useParams();
  const navigate = useNavigate();
  const { t } = useTexts(ADMIN_TEXTS);
  const requests = useAdminLessonRequests(user.role === 'admin');
  const series = useAdminLessonSeries(user.role === 'admin');
  const allSeries = series.data?.series ?? [];
  const requestCount =
    (requests.data?.requests.length ?? 0) + allSeries.filter((one) => one.status === 'pending').length;
  if (!isDashboardTab(tab)) return <PageNotFound />;
  // '..' is the dashboard's own path, wherever the shell mounts it.
  return (
    <AdminDashboardPage
      user={user}
      config={config}
      tab={tab}
      onSelectTab={(next) => navigate(`../${next}`)}
      requestCount={requestCount}
      lessonRequests={
        (requestCount > 0 || requests.isError || allSeries.length > 0) && (
          <Suspense fallback={null}>
            <LessonRequests requests={requests} />
            {allSeries.length > 0 && <LessonSeriesLists series={series} />}
          </Suspense>
        )
      }
      studentDirectory={<StudentDirectory />}
      materials={
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <MaterialsLibrary StudentPicker={StudentPicker} />
        </Suspense>
      }
      schedule={
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <ScheduleEditor />
        </Suspense>
      }
    />
  );
}

function StudentRoute() {
  const { studentId = '' } = useParams();
  // A key per student: another student's page starts with its own editors, never the last one's.
  return <StudentPage key={studentId} studentId={studentId} StopSharingButton={StopSharingButton} />;
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
