import webPush from 'web-push';
import { PUSH_TTL_SECONDS } from '@lezioni/contracts';

const SEND_TIMEOUT_MS = 10_000;

export type PushTarget = { endpoint: string; p256dh: string; authSecret: string };
export type VapidKeys = { subject: string; publicKey: string; privateKey: string };

/** Sends one encrypted push; resolves with the push service's status (a network failure rejects). */
export type PushSender = (
  target: PushTarget,
  payload: string,
  options: { urgency: 'normal' | 'high' },
) => Promise<number>;

/**
 * The Web Push protocol: web-push encrypts the payload for the device (RFC 8291, aes128gcm) and signs
 * the VAPID header (RFC 8292); the request itself is ours, so it follows no redirect and is bounded
 * in time. The caller checked the endpoint against the allow-list.
 */
export function createPushSender(vapid: VapidKeys): PushSender {
  return async (target, payload, options) => {
    const request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.authSecret } },
      payload,
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: options.urgency },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  };
}
