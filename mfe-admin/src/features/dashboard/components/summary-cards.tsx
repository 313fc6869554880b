import type { AnalyticsResponse } from '@lezioni/contracts';
import { Card, useTexts } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { LoadError } from '../../../components/load-error';
import { ADMIN_TEXTS } from '../../../texts';
import { formatCount, formatEuros } from '../../../utils/format';
import type { QueryState } from '../query-state';

const grid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
} as const;
const secondary = { color: THEME_TOKENS.colorTextSecondary } as const;
// The figure's line keeps its height while loading: nothing below it moves when it comes.
const FIGURE_HEIGHT = 36;
const figure = { margin: '4px 0', fontSize: 28, lineHeight: `${FIGURE_HEIGHT}px`, fontWeight: 600 } as const;
const placeholder = {
  width: '60%',
  height: FIGURE_HEIGHT - 8,
  margin: '8px 0',
  borderRadius: 4,
  background: THEME_TOKENS.colorBorder,
} as const;

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
    <div style={grid}>
      {CARDS.map(({ id, read }) => (
        <Card key={id} role="group" aria-label={t(`summary.${id}.title`)} aria-busy={!data} size="small">
          <div style={secondary}>{t(`summary.${id}.title`)}</div>
          {/* data-skeleton: the page bench waits for the figures (infra/bench/web-pages.ts). */}
          {data ? <p style={figure}>{read(data)}</p> : <div style={placeholder} data-skeleton aria-hidden="true" />}
          <div style={{ ...secondary, fontSize: 12 }}>{t(`summary.${id}.caption`)}</div>
        </Card>
      ))}
    </div>
  );
}
