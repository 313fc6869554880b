import type { ReactNode } from 'react';
import type { RuntimeConfig, User } from '@lezioni/contracts';
import { Card, CountBadge, Tabs, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';
import { useAdminAnalytics, useAdminBookings, useAdminOrders, useAdminStatusCheck, useAdminStudents } from '../api';
import { pickLatestSyncInfo, splitOrders } from '../dashboard-format';
import type { DashboardTab } from '../dashboard-tabs';
import { BookingsTab } from './bookings-tab';
import { MessagesTab } from './messages-tab';
import { PaymentsTab } from './payments-tab';
import { QuickActions } from './quick-actions';
import { CalendarFeedCard } from '@lezioni/web-kit/calendar-feed';
import { StudentsTab } from './students-tab';
import { SummaryCards } from './summary-cards';
import { SyncStatus } from './sync-status';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

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
}: {
  user: User;
  config: RuntimeConfig;
  tab: DashboardTab;
  onSelectTab: (tab: DashboardTab) => void;
  /** The Students tab's directory and the Materials tab: other features, composed by exposes/. */
  studentDirectory: ReactNode;
  materials: ReactNode;
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
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px', display: 'grid', gap: 16 }}>
      <header>
        <h1 style={{ margin: 0 }}>{t('dashboard.title')}</h1>
        <p style={{ margin: '4px 0 0', color: THEME_TOKENS.colorTextSecondary }}>
          {t('dashboard.welcome', { name: user.name })}
        </p>
      </header>
      <SyncStatus syncInfo={syncInfo} isDemoCalendar={config.isDemoCalendar} />
      <SummaryCards analytics={analytics} />
      {/* The tabs take the page's whole width: their tables need it more than Quick Actions do. */}
      <Card size="small" style={{ minWidth: 0 }}>
        <Tabs<DashboardTab>
          aria-label={t('dashboard.sections')}
          activeKey={tab}
          onChange={onSelectTab}
          items={[
            { key: 'bookings', label: t('dashboard.tabs.bookings'), children: <BookingsTab bookings={bookings} /> },
            {
              key: 'students',
              label: t('dashboard.tabs.students'),
              children: <StudentsTab directory={studentDirectory} students={students} />,
            },
            { key: 'materials', label: t('dashboard.tabs.materials'), children: materials },
            { key: 'messages', label: t('dashboard.tabs.messages'), children: <MessagesTab /> },
            {
              key: 'payments',
              label: (
                <>
                  {t('dashboard.tabs.payments')}{' '}
                  <CountBadge count={pendingCount} title={t('dashboard.awaitingPayment', { count: pendingCount })} />
                </>
              ),
              children: <PaymentsTab orders={orders} />,
            },
          ]}
        />
      </Card>
      <QuickActions config={config} />
      <CalendarFeedCard size="small" />
    </div>
  );
}
