import {
  DEFAULT_PUSH_PREFERENCES,
  PUSH_DEVICES_PER_USER,
  PUSH_PREFERENCE_KINDS,
  PUSH_SERVICE_HOSTS,
  PUSH_TEXTS,
  type PushDevice,
  type PushPreferences,
  type PushSubscriptionExport,
  type PushSubscriptionRequest,
} from '@lezioni/contracts';
import { AppError, type SessionUser } from '@lezioni/service-kit';
import type { AuthDeps } from './deps';

/**
 * True when a subscription's endpoint is a known push service's (https, the host one of
 * PUSH_SERVICE_HOSTS or below it, the default port, no credentials), or a test's loopback push
 * service named in PUSH_TEST_HOSTS (`host:port`). Pushes go to no other address: a user cannot
 * make the server post to one of its choosing (SSRF).
 */
export function isAllowedPushEndpoint(endpoint: string, testHosts: ReadonlySet<string>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (testHosts.size > 0 && (url.protocol === 'http:' || url.protocol === 'https:')) {
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    if (testHosts.has(`${url.hostname}:${port}`)) return true;
  }
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

const endpointNotAllowed = () =>
  new AppError('push_endpoint_not_allowed', PUSH_TEXTS.endpointNotAllowed, [
    { field: 'endpoint', message: PUSH_TEXTS.endpointNotAllowed },
  ]);

const hostOf = (endpoint: string) => new URL(endpoint).hostname;

/**
 * Keeps this device's subscription for the signed-in user, tied to this session: its logout deletes
 * it. The same endpoint again renews it (new keys, the session now signed in there); past
 * PUSH_DEVICES_PER_USER the account's least recently renewed device is let go.
 */
export async function subscribe(deps: AuthDeps, session: SessionUser, input: PushSubscriptionRequest): Promise<void> {
  if (!isAllowedPushEndpoint(input.endpoint, deps.pushSettings.testHosts)) throw endpointNotAllowed();
  await deps.push.upsert(
    {
      userId: session.id,
      sessionId: session.sessionId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      authSecret: input.keys.auth,
      deviceLabel: input.deviceLabel || null,
    },
    PUSH_DEVICES_PER_USER,
    new Date(),
  );
}

/** Forgets one of the user's own devices; another's endpoint, or one already gone, changes nothing. */
export async function unsubscribe(deps: AuthDeps, session: SessionUser, endpoint: string): Promise<void> {
  await deps.push.deleteOwn(session.id, endpoint);
}

/** The user's devices for the settings card, this session's marked; never their keys. */
export async function listDevices(deps: AuthDeps, session: SessionUser): Promise<PushDevice[]> {
  const subscriptions = await deps.push.listOf(session.id);
  return subscriptions.map((subscription) => ({
    endpoint: subscription.endpoint,
    endpointHost: hostOf(subscription.endpoint),
    deviceLabel: subscription.deviceLabel,
    isThisSession: subscription.sessionId === session.sessionId,
    createdAt: subscription.createdAt.toISOString(),
  }));
}

/** The account's choices: every kind on and no previews until changed. */
export async function preferencesOf(deps: Pick<AuthDeps, 'push'>, userId: string): Promise<PushPreferences> {
  const stored = await deps.push.preferencesOf(userId);
  if (!stored) return DEFAULT_PUSH_PREFERENCES;
  const kinds = Object.fromEntries(
    PUSH_PREFERENCE_KINDS.map((kind) => [kind, !stored.disabledKinds.includes(kind)]),
  ) as PushPreferences['kinds'];
  return { kinds, showPreviews: stored.showPreviews };
}

export async function savePreferences(
  deps: AuthDeps,
  session: SessionUser,
  preferences: PushPreferences,
): Promise<PushPreferences> {
  const disabled = PUSH_PREFERENCE_KINDS.filter((kind) => !preferences.kinds[kind]);
  await deps.push.savePreferences(session.id, disabled, preferences.showPreviews, new Date());
  return preferencesOf(deps, session.id);
}

/** A student's devices in "Download my data": the push service's host and since when, never an endpoint's secret path nor keys. */
export async function exportSubscriptions(deps: AuthDeps, userId: string): Promise<PushSubscriptionExport[]> {
  const subscriptions = await deps.push.listOf(userId);
  return subscriptions.map((subscription) => ({
    endpointHost: hostOf(subscription.endpoint),
    deviceLabel: subscription.deviceLabel,
    createdAt: subscription.createdAt.toISOString(),
  }));
}
