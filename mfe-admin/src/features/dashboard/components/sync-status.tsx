import { Alert } from 'antd';
import type { SyncInfo } from '@lezioni/contracts';
import { BOOKING_MESSAGES } from '@lezioni/contracts/values';
import { useNow } from '../../../hooks/use-now';
import { describeCalendarSync, formatDateTime } from '../dashboard-format';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

// Often enough that "N minutes ago" keeps counting while the page stays open.
const CLOCK_TICK_MS = 30_000;

/** How fresh the copy of the TidyCal calendar is, and what the teacher should know about it. */
export function SyncStatus({ syncInfo }: { syncInfo: SyncInfo | null }) {
  const now = useNow(CLOCK_TICK_MS);
  if (!syncInfo) return null;
  const line = describeCalendarSync(syncInfo, now);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {line && (
        <p style={{ margin: 0, color: THEME_TOKENS.colorTextSecondary }}>
          {syncInfo.syncedAt ? (
            <time dateTime={syncInfo.syncedAt} title={formatDateTime(syncInfo.syncedAt)}>
              {line}
            </time>
          ) : (
            line
          )}
        </p>
      )}
      {syncInfo.lastSyncFailed && (
        <Alert
          type="warning"
          showIcon
          title="The last calendar sync failed"
          description={syncInfo.problem ?? 'Bookings below may be out of date until the next sync succeeds.'}
        />
      )}
      {syncInfo.isDemoCalendar && (
        <Alert
          type="info"
          showIcon
          title={BOOKING_MESSAGES.demoCalendar}
          description={BOOKING_MESSAGES.demoCalendarForTeacher}
        />
      )}
      {!syncInfo.calendarConnected && <Alert type="info" showIcon title={BOOKING_MESSAGES.noCalendar} />}
    </div>
  );
}
