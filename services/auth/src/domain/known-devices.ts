import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';

const DAY_MS = 24 * 60 * 60_000;
/** How long a browser stays known after its last sign-in to the account. */
const KNOWN_DEVICE_DAYS = 180;

/** A browser that signed in to the account before: its sign-ins skip the account's delay (login-attempts.store.ts). */
export type KnownDevice = { id: string };
export type IssuedDevice = { token: string; maxAgeMs: number };

/** The tokens' own key, derived from the session signing key: nothing else is signed with it. */
const deviceKeyOf = (privateKey: string) =>
  Buffer.from(hkdfSync('sha256', privateKey, 'lezioni', 'known-device token', 32));

/** The account is in the signature, not in the token: a cookie tells nobody whose it is. */
const macOf = (privateKey: string, deviceId: string, userId: string, expiresAtMs: string) =>
  createHmac('sha256', deviceKeyOf(privateKey)).update(`${deviceId}.${userId}.${expiresAtMs}`).digest('base64url');

/** A token saying this browser signed in to `userId`: `<device id>.<expiry ms>.<signature>`; a device signing in again keeps its id. */
export function issueKnownDevice(privateKey: string, userId: string, deviceId: string = randomUUID()): IssuedDevice {
  const maxAgeMs = KNOWN_DEVICE_DAYS * DAY_MS;
  const expiresAtMs = String(Date.now() + maxAgeMs);
  return { token: `${deviceId}.${expiresAtMs}.${macOf(privateKey, deviceId, userId, expiresAtMs)}`, maxAgeMs };
}

/** The device a token names, when auth signed it for `userId` and it has not expired; else undefined. */
export function knownDeviceOf(
  privateKey: string,
  token: string | undefined,
  userId: string | undefined,
): KnownDevice | undefined {
  const [deviceId, expiresAtMs, mac, ...rest] = token?.split('.') ?? [];
  if (!deviceId || !expiresAtMs || !mac || rest.length > 0) return undefined;
  // Checked for unknown emails too, so the time of the answer does not tell which accounts exist.
  const expected = Buffer.from(macOf(privateKey, deviceId, userId ?? '', expiresAtMs));
  const given = Buffer.from(mac);
  const isSigned = given.length === expected.length && timingSafeEqual(given, expected);
  return isSigned && userId && Number(expiresAtMs) > Date.now() ? { id: deviceId } : undefined;
}
