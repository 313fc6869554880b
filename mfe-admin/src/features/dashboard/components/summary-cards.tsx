import { Card, Statistic } from 'antd';
import type { AnalyticsResponse } from '@lezioni/contracts';
import { LoadError } from '../../../components/load-error';
import { formatCount, formatEuros } from '../dashboard-format';
import type { QueryState } from '../query-state';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

const grid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
} as const;

const CARDS: { title: string; caption: string; read: (analytics: AnalyticsResponse) => string }[] = [
  {
    title: 'Monthly Revenue',
    caption: 'Payments this month minus refunds',
    read: (a) => formatEuros(a.monthlyRevenue),
  },
  { title: 'Total Lessons', caption: 'All time', read: (a) => formatCount(a.totalLessons) },
  { title: 'Active Students', caption: 'With a lesson this month', read: (a) => formatCount(a.activeStudents) },
  { title: 'Total Bookings', caption: 'Not cancelled', read: (a) => formatCount(a.totalBookings) },
];

/** The four figures of spec §2, from GET /api/admin/analytics. */
export function SummaryCards({ analytics }: { analytics: QueryState<AnalyticsResponse> }) {
  if (analytics.isError) {
    return <LoadError what="The summary figures" error={analytics.error} onRetry={analytics.refetch} />;
  }
  return (
    <div style={grid}>
      {CARDS.map(({ title, caption, read }) => (
        <Card key={title} role="group" aria-label={title} size="small">
          <Statistic
            title={title}
            value={analytics.data ? read(analytics.data) : ''}
            loading={analytics.isLoading || !analytics.data}
          />
          <div style={{ color: THEME_TOKENS.colorTextSecondary, fontSize: 12, marginTop: 4 }}>{caption}</div>
        </Card>
      ))}
    </div>
  );
}
