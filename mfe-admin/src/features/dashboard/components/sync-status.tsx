import type { SyncInfo } from '@lezioni/contracts';
import { useNow } from '../../../hooks/use-now';
import { ADMIN_TEXTS } from '../../../texts';
import { formatDateTime } from '../../../utils/format';
import { describeCalendarSync } from '../dashboard-format';
import { Alert, translateText, useContractTexts, useTexts } from '@lezioni/web-kit';

// Often enough that "N minutes ago" keeps counting while the page stays open.
const CLOCK_TICK_MS = 30_000;

/**
 * How fresh the copy of the TidyCal calendar is, and what the teacher should know about it. What is
 * known before the first answer is drawn at once, the line's room kept until it comes: the figures and
 * tables below do not move when it does (CLS).
 */
export function SyncStatus({
  syncInfo,
  isDemoCalendar,
  isTidyCalBooking,
}: {
  syncInfo: SyncInfo | null;
  isDemoCalendar: boolean;
  /** Students book in TidyCal's frame: without TidyCal connected, their lessons are not seen here. */
  isTidyCalBooking: boolean;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const { booking } = useContractTexts();
  const now = useNow(CLOCK_TICK_MS);
  const line = syncInfo && describeCalendarSync(syncInfo, now, t);
  return (
    <div className="lz-admin-sync">
      {!syncInfo ? (
        <p className="lz-admin-sync__line" aria-hidden="true" />
      ) : (
        line && (
          <p className="lz-admin-sync__line">
            {syncInfo.syncedAt ? (
              <time dateTime={syncInfo.syncedAt} title={formatDateTime(syncInfo.syncedAt)}>
                {line}
              </time>
            ) : (
              line
            )}
          </p>
        )
      )}
      {syncInfo?.lastSyncFailed && (
        <Alert
          type="warning"
          showIcon
          title={t('sync.failed')}
          description={syncInfo.problem ? translateText(syncInfo.problem) : t('sync.mayBeOutOfDate')}
        />
      )}
      {isDemoCalendar && (
        <Alert
          type="info"
          role="note"
          showIcon
          title={booking.demoCalendar}
          description={booking.demoCalendarForTeacher}
        />
      )}
      {syncInfo && !syncInfo.calendarConnected && isTidyCalBooking && (
        <Alert type="info" role="note" showIcon title={booking.noCalendar} />
      )}
    </div>
  );
}
