import type { AnalyticsResponse } from '@lezioni/contracts';
import { Card, useTexts } from '@lezioni/web-kit';
import { LoadError } from '../../../components/load-error';
import { ADMIN_TEXTS } from '../../../texts';
import { formatCount, formatEuros } from '../../../utils/format';
import type { QueryState } from '../query-state';

// Each card's title and caption are the texts under `summary.<id>`.
const CARDS: { id: string; read: (analytics: AnalyticsResponse) => string }[] = [
  { id: 'monthlyRevenue', read: (a) => formatEuros(a.monthlyRevenue) },
  { id: 'totalLessons', read: (a) => formatCount(a.totalLessons) },
  { id: 'activeStudents', read: (a) => formatCount(a.activeStudents) },
  { id: 'totalBookings', read: (a) => formatCount(a.totalBookings) },
];

/** The four figures of spec §2, from GET /api/admin/analytics. */
export function SummaryCards({ analytics }: { analytics: QueryState<AnalyticsResponse> }) {
  const { t } = useTexts(ADMIN_TEXTS);
  if (analytics.isError) {
    return <LoadError title={t('summary.loadFailed')} error={analytics.error} onRetry={analytics.refetch} />;
  }
  const { data } = analytics;
  return (
    <div className="lz-admin-summary">
      {CARDS.map(({ id, read }) => (
        <Card key={id} role="group" aria-label={t(`summary.${id}.title`)} aria-busy={!data} size="small">
          <div className="lz-admin-secondary">{t(`summary.${id}.title`)}</div>
          {/* data-skeleton: the page bench waits for the figures (infra/bench/web-pages.ts). */}
          {data ? (
            <p className="lz-admin-summary__figure">{read(data)}</p>
          ) : (
            <div className="lz-admin-summary__placeholder" data-skeleton aria-hidden="true" />
          )}
          <div className="lz-admin-summary__caption">{t(`summary.${id}.caption`)}</div>
        </Card>
      ))}
    </div>
  );
}
