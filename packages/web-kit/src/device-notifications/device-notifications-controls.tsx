import { useEffect, useId, useState } from 'react';
import { PUSH_PREFERENCE_KINDS_OF, type PushPreferenceKind } from '@lezioni/contracts/values';
import type { PushPreferences, Role } from '@lezioni/contracts';
// By package name: this subpath is bundled by each app, the kit's singletons (texts too) are the shell's.
import {
  Alert,
  Button,
  Checkbox,
  KIT_TEXTS,
  describeRequestFailure,
  isRequestError,
  toast,
  useInstallPrompt,
  useTexts,
} from '@lezioni/web-kit';
import {
  useGetPushDevicesQuery,
  useGetPushPreferencesQuery,
  useLazyGetPushPublicKeyQuery,
  useRemoveDeviceSubscriptionMutation,
  useSaveDeviceSubscriptionMutation,
  useSavePushPreferencesMutation,
} from './api';
import { canPushHere, currentSubscription, subscribeThisDevice } from './device-push';
import { DeviceSwitch } from './device-switch';

/**
 * Where this device stands: being checked (with the subscription the browser holds, until the server
 * says whether it is this account's), unable, off, on (with its subscription) or changing. `problem`
 * is what the user reads after a failed step (a text key or a server's message).
 */
type DeviceState =
  | { status: 'checking'; held?: PushSubscription }
  | { status: 'unsupported' | 'busy' }
  | { status: 'off'; problem?: string }
  | { status: 'on'; subscription: PushSubscription; problem?: string };

/**
 * The working part of "Notifications on this device" (issue 46): the install hint when the browser
 * offers to install the app, the switch that asks the browser's permission only when pressed and
 * subscribes this device to pushes (ARCHITECTURE D33), the kinds of pushes the account receives and
 * whether a message's text may show.
 */
export function DeviceNotificationsControls({ role }: { role: Role }) {
  const { t } = useTexts(KIT_TEXTS);
  const [known, setDevice] = useState<DeviceState>({ status: 'checking' });
  const [getPublicKey] = useLazyGetPushPublicKeyQuery();
  const [saveSubscription] = useSaveDeviceSubscriptionMutation();
  const [removeSubscription] = useRemoveDeviceSubscriptionMutation();
  const held = known.status === 'checking' ? known.held : undefined;
  const devices = useGetPushDevicesQuery(undefined, { skip: !held, refetchOnMountOrArgChange: true });
  // On only if the server keeps the browser's subscription for this account: one made before a
  // logout here (which deleted it, D33) must not opt in whoever signs in next.
  const isHeldKept = devices.data?.devices.some(({ endpoint }) => endpoint === held?.endpoint);
  const device: DeviceState =
    held && !devices.isFetching && (devices.data || devices.error)
      ? isHeldKept
        ? { status: 'on', subscription: held }
        : { status: 'off' }
      : known;
  const isOn = device.status === 'on';

  useEffect(() => {
    let isCurrent = true;
    void readDevice().then((state) => isCurrent && setDevice(state));
    return () => {
      isCurrent = false;
    };
  }, []);

  const problemText = (failure: unknown) =>
    isRequestError(failure) ? describeRequestFailure(failure) : t('deviceNotifications.subscribeFailed');

  const turnOn = async () => {
    setDevice({ status: 'busy' });
    const permission = await Notification.requestPermission();
    if (permission !== 'granted')
      return setDevice({ status: 'off', problem: permission === 'denied' ? 'denied' : 'notAllowed' });
    let subscribed: PushSubscription | undefined;
    try {
      const { publicKey } = await getPublicKey().unwrap();
      subscribed = await subscribeThisDevice(publicKey);
      await saveSubscription(requestOf(subscribed)).unwrap();
      setDevice({ status: 'on', subscription: subscribed });
    } catch (failure) {
      // The server did not keep it: the browser must not keep it either, or the switch would lie.
      await subscribed?.unsubscribe().catch(() => false);
      setDevice({ status: 'off', problem: problemText(failure) });
    }
  };

  const turnOff = async (subscribed: PushSubscription) => {
    setDevice({ status: 'busy' });
    try {
      await removeSubscription({ endpoint: subscribed.endpoint }).unwrap();
      await subscribed.unsubscribe();
      setDevice({ status: 'off' });
    } catch (failure) {
      setDevice({ status: 'on', subscription: subscribed, problem: problemText(failure) });
    }
  };

  const problem = device.status === 'off' || device.status === 'on' ? device.problem : undefined;
  const isPermissionProblem = problem === 'denied' || problem === 'notAllowed';
  return (
    <>
      <InstallAppHint />
      {device.status === 'unsupported' ? (
        <Alert type="info" title={t('deviceNotifications.unsupported')} />
      ) : (
        <DeviceSwitch
          isOn={isOn}
          status={device.status}
          onToggle={() => void (device.status === 'on' ? turnOff(device.subscription) : turnOn())}
        />
      )}
      {problem && <Alert type="error" title={isPermissionProblem ? t(`deviceNotifications.${problem}`) : problem} />}
      {isOn && <PushPreferencesFields role={role} />}
    </>
  );
}

/** The account's choices (every device of it): a switch per kind this side receives, and previews. */
function PushPreferencesFields({ role }: { role: Role }) {
  const { t } = useTexts(KIT_TEXTS);
  const { data: preferences, error } = useGetPushPreferencesQuery();
  const [save] = useSavePushPreferencesMutation();
  const noteId = useId();
  if (error) return <Alert type="error" title={describeRequestFailure(error)} />;
  if (!preferences) return null;

  const change = (next: PushPreferences) =>
    save(next)
      .unwrap()
      .catch((failure: unknown) => toast({ title: describeRequestFailure(failure), variant: 'destructive' }));
  const setKind = (kind: PushPreferenceKind, isWanted: boolean) =>
    change({ ...preferences, kinds: { ...preferences.kinds, [kind]: isWanted } });
  return (
    <fieldset className="lz-ui-push__kinds">
      <legend>{t('deviceNotifications.kindsTitle')}</legend>
      {PUSH_PREFERENCE_KINDS_OF[role === 'admin' ? 'admin' : 'student'].map((kind) => (
        <Checkbox
          key={kind}
          role="switch"
          checked={preferences.kinds[kind]}
          onChange={(event) => void setKind(kind, event.currentTarget.checked)}
        >
          {t(`deviceNotifications.kinds.${kind}`)}
        </Checkbox>
      ))}
      <Checkbox
        role="switch"
        checked={preferences.showPreviews}
        aria-describedby={noteId}
        onChange={(event) => void change({ ...preferences, showPreviews: event.currentTarget.checked })}
      >
        {t('deviceNotifications.previews')}
      </Checkbox>
      <p id={noteId} className="lz-ui-push__note">
        <small>{t('deviceNotifications.previewsNote')}</small>
      </p>
    </fieldset>
  );
}

/** "Install the app", where the browser offers it and until the user says "Not now" on this device. */
function InstallAppHint() {
  const { t } = useTexts(KIT_TEXTS);
  const { canInstall, install, dismiss } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <div className="lz-ui-push__install">
      <p>{t('installHint.text')}</p>
      <div className="lz-ui-push__actions">
        <Button variant="primary" onClick={() => void install()}>
          {t('installHint.install')}
        </Button>
        <Button onClick={dismiss}>{t('installHint.notNow')}</Button>
      </div>
    </div>
  );
}

/** What the browser says of this device: unable to push, subscribed (to be checked with the server) or not. */
async function readDevice(): Promise<DeviceState> {
  if (!canPushHere()) return { status: 'unsupported' };
  try {
    const held = await currentSubscription();
    if (held) return { status: 'checking', held };
  } catch {
    // No worker to ask (it failed to register): the switch registers it again.
  }
  return { status: 'off', problem: Notification.permission === 'denied' ? 'denied' : undefined };
}

/** The subscription as auth takes it (`toJSON()`: the endpoint and the device's keys). */
function requestOf(subscription: PushSubscription) {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  return { endpoint: endpoint!, expirationTime, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } };
}
