import { Checkbox, KIT_TEXTS, useTexts } from '@lezioni/web-kit';

/**
 * The switch of this device's notifications: disabled and saying so while the device is being
 * checked (as the page first shows it, before the card's code is there) or while it changes.
 */
export function DeviceSwitch({
  isOn = false,
  status = 'checking',
  onToggle,
}: {
  isOn?: boolean;
  status?: 'checking' | 'busy' | 'off' | 'on';
  onToggle?: () => void;
}) {
  const { t } = useTexts(KIT_TEXTS);
  return (
    <>
      <Checkbox
        role="switch"
        checked={isOn}
        disabled={!onToggle || status === 'checking' || status === 'busy'}
        onChange={onToggle}
      >
        {t('deviceNotifications.switch')}
      </Checkbox>
      {status === 'checking' && (
        <p className="lz-ui-push__note" role="status">
          {t('deviceNotifications.checking')}
        </p>
      )}
    </>
  );
}
