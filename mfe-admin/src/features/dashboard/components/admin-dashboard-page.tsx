import { lazy, Suspense, type ReactNode } from 'react';
import type { RuntimeConfig, User } from '@lezioni/contracts';
import { Card, CountBadge, Spinner, Tabs, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';
import { useAdminAnalytics, useAdminBookings, useAdminOrders, useAdminStatusCheck, useAdminStudents } from '../api';
import { pickLatestSyncInfo, splitOrders } from '../dashboard-format';
import type { DashboardTab } from '../dashboard-tabs';
import { BookingsTab } from './bookings-tab';
import { MessagesTab } from './messages-tab';
import { QuickActions } from './quick-actions';
import { CalendarFeedCard } from '@lezioni/web-kit/calendar-feed';
import { DeviceNotificationsCard } from '@lezioni/web-kit/device-notifications';
import { AdminStyles } from '../../../components/admin-styles';
import { DashboardStyles } from '../dashboard-styles';
import { StudentsTab } from './students-tab';
import { SummaryCards } from './summary-cards';
import { SyncStatus } from './sync-status';

// The Payments tab (orders, refunds, payment problems) is its own chunk, loaded when the tab opens:
// the other tabs start without it.
const PaymentsTab = lazy(() => import('./payments-tab').then(({ PaymentsTab }) => ({ default: PaymentsTab })));

/**
 * The teacher's dashboard (spec §2). The page owns every admin query, so switching tabs neither
 * subscribes anew nor refetches; each section shows its own loading and failure.
 */
export function AdminDashboardPage({
  user,
  config,
  tab,
  onSelectTab,
  studentDirectory,
  materials,
  schedule,
  lessonRequests,
  requestCount,
}: {
  user: User;
  config: RuntimeConfig;
  tab: DashboardTab;
  onSelectTab: (tab: DashboardTab) => void;
  /**
   * The Students tab's directory, the Materials and Schedule tabs, the lesson requests above the
   * bookings and how many await her answer: other features, composed by exposes/.
   */
  studentDirectory: ReactNode;
  materials: ReactNode;
  schedule: ReactNode;
  lessonRequests: ReactNode;
  requestCount: number;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const isAdmin = user.role === 'admin';
  const analytics = useAdminAnalytics(isAdmin);
  const bookings = useAdminBookings(isAdmin);
  const students = useAdminStudents(isAdmin);
  const orders = useAdminOrders(isAdmin);
  useAdminStatusCheck(isAdmin);

  const syncInfo = pickLatestSyncInfo([analytics.data, bookings.data, students.data]);
  const pendingCount = splitOrders(orders.data?.orders ?? []).pending.length;

  return (
    <div className="lz-admin-page">
      <AdminStyles />
      <DashboardStyles />
      <header className="lz-admin-dashboard-head">
        <h1>{t('dashboard.title')}</h1>
        <p>{t('dashboard.welcome', { name: user.name })}</p>
      </header>
      <SyncStatus
        syncInfo={syncInfo}
        isDemoCalendar={config.isDemoCalendar}
        isTidyCalBooking={config.bookingCalendar === 'tidycal'}
      />
      <SummaryCards analytics={analytics} />
      {/* The tabs take the page's whole width: their tables need it more than Quick Actions do. */}
      <Card size="small" className="lz-admin-card">
        <Tabs<DashboardTab>
          aria-label={t('dashboard.sections')}
          activeKey={tab}
          onChange={onSelectTab}
          items={[
            {
              key: 'bookings',
              label: (
                <>
                  {t('dashboard.tabs.bookings')}{' '}
                  <CountBadge count={requestCount} title={t('dashboard.awaitingAnswer', { count: requestCount })} />
                </>
              ),
              children: <BookingsTab bookings={bookings} requests={lessonRequests} />,
            },
            {
              key: 'students',
              label: t('dashboard.tabs.students'),
              children: <StudentsTab directory={studentDirectory} students={students} />,
            },
            { key: 'materials', label: t('dashboard.tabs.materials'), children: materials },
            { key: 'schedule', label: t('dashboard.tabs.schedule'), children: schedule },
            { key: 'messages', label: t('dashboard.tabs.messages'), children: <MessagesTab /> },
            {
              key: 'payments',
              label: (
                <>
                  {t('dashboard.tabs.payments')}{' '}
                  <CountBadge count={pendingCount} title={t('dashboard.awaitingPayment', { count: pendingCount })} />
                </>
              ),
              children: (
                <Suspense fallback={<Spinner label={t('common.loading')} />}>
                  <PaymentsTab orders={orders} />
                </Suspense>
              ),
            },
          ]}
        />
      </Card>
      <QuickActions config={config} />
      <CalendarFeedCard size="small" />
      <DeviceNotificationsCard role="admin" size="small" />
    </div>
  );
}
