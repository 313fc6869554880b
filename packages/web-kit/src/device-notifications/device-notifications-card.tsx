import { lazy, Suspense } from 'react';
import type { Role } from '@lezioni/contracts';
// By package name: this subpath is bundled by each app, the kit's singletons (texts too) are the shell's.
import { Card, KIT_TEXTS, useIsIdle, useTexts } from '@lezioni/web-kit';
import { DeviceNotificationsStyles } from './device-notifications-styles';
import { DeviceSwitch } from './device-switch';

// The switch's workings (the browser's push manager, auth's push API, the kinds) are a chunk of
// their own, fetched once the browser is idle: a dashboard's first load neither fetches nor renders them.
const DeviceNotificationsControls = lazy(() =>
  import('./device-notifications-controls').then(({ DeviceNotificationsControls }) => ({
    default: DeviceNotificationsControls,
  })),
);

/** A page that stays busy (polls, a long list) still gets a working switch, this long after it mounts. */
const CONTROLS_AT_LATEST_MS = 3_000;

/**
 * "Notifications on this device" (issue 46) on a dashboard: its title and what it is for at once,
 * with the switch shown disabled, "Checking…", until its workings arrive.
 */
export function DeviceNotificationsCard({ role, size = 'default' }: { role: Role; size?: 'small' | 'default' }) {
  const { t } = useTexts(KIT_TEXTS);
  const isIdle = useIsIdle({ timeoutMs: CONTROLS_AT_LATEST_MS });
  return (
    <Card size={size} title={<h2 className="lz-ui-card__title">{t('deviceNotifications.title')}</h2>}>
      <DeviceNotificationsStyles />
      <p>{t(role === 'admin' ? 'deviceNotifications.introTeacher' : 'deviceNotifications.introStudent')}</p>
      {isIdle ? (
        <Suspense fallback={<DeviceSwitch />}>
          <DeviceNotificationsControls role={role} />
        </Suspense>
      ) : (
        <DeviceSwitch />
      )}
    </Card>
  );
}
