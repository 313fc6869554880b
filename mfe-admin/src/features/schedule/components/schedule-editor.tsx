import { lazy, Suspense, useEffect } from 'react';
import { BOOKING_MAX_AHEAD_MONTHS, BOOKING_MIN_NOTICE_HOURS } from '@lezioni/contracts/values';
import { Card, Spinner, useTexts } from '@lezioni/web-kit';
import { AdminStyles } from '../../../components/admin-styles';
import { LoadError } from '../../../components/load-error';
import { ADMIN_TEXTS } from '../../../texts';
import { useSchedule } from '../api';
import { ScheduleStyles } from '../schedule-styles';

// Its own chunk, with react-hook-form and the schemas (zod): the dashboard starts without them (D26).
// It starts loading with the tab, beside the week's GET, rather than once the week has come.
const loadScheduleForm = () => import('./schedule-form');
const ScheduleForm = lazy(() => loadScheduleForm().then(({ ScheduleForm }) => ({ default: ScheduleForm })));

/**
 * The teacher's week (issue 44): her zone, the minutes kept between lessons, her hours on each
 * weekday and the dates with hours of their own, saved whole; the booking terms that always apply.
 */
export function ScheduleEditor() {
  const { t } = useTexts(ADMIN_TEXTS);
  const schedule = useSchedule();
  useEffect(() => {
    loadScheduleForm().catch(() => undefined);
  }, []);
  return (
    <div className="lz-admin-schedule">
      <AdminStyles />
      <ScheduleStyles />
      <Card
        size="small"
        title={<h3 className="lz-admin-card-title">{t('schedule.title')}</h3>}
        className="lz-admin-card"
      >
        <div className="lz-admin-schedule">
          <p className="lz-admin-schedule__terms">
            {t('schedule.intro')}{' '}
            {t('schedule.terms', {
              hours: BOOKING_MIN_NOTICE_HOURS,
              months: BOOKING_MAX_AHEAD_MONTHS,
            })}
          </p>
          {/* Once loaded, the form keeps what she typed while the week is fetched again after a save. */}
          {schedule.data ? (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <ScheduleForm schedule={schedule.data} />
            </Suspense>
          ) : schedule.isError ? (
            <LoadError title={t('schedule.loadFailed')} error={schedule.error} onRetry={schedule.refetch} />
          ) : (
            <Spinner label={t('common.loading')} />
          )}
        </div>
      </Card>
    </div>
  );
}
