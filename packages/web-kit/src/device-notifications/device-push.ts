import { SERVICE_WORKER_PATH } from '@lezioni/contracts/values';

/** Whether this browser can receive pushes here (an iPhone's Safari only once the site is on the Home Screen). */
export const canPushHere = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This device's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * A new subscription from the browser's push service, for the server's VAPID key: through the
 * service worker, registered here if the shell has not yet (it waits for an idle moment).
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) });
}

/** A base64url key (RFC 8292's format) as bytes. */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}
