import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const DAY_MS = 24 * 60 * 60_000;
/** How long a browser stays known after its last sign-in to the account. */
const KNOWN_DEVICE_DAYS = 180;

/** A browser that signed in to the account before: its sign-ins skip the account's delay (login-attempts.store.ts). */
export type KnownDevice = { id: string; userId: string };
export type IssuedDevice = { token: string; maxAgeMs: number };

const ClaimsSchema = z.object({ id: z.string(), userId: z.string(), expiresAtMs: z.number() });

/** The tokens' own key, derived from the session signing key: nothing else is signed with it. */
const deviceKeyOf = (privateKey: string) =>
  Buffer.from(hkdfSync('sha256', privateKey, 'lezioni', 'known-device token', 32));

const macOf = (privateKey: string, payload: string) =>
  createHmac('sha256', deviceKeyOf(privateKey)).update(payload).digest('base64url');

/** A token saying this browser signed in to `userId`; a device signing in again keeps its id. */
export function issueKnownDevice(privateKey: string, userId: string, deviceId: string = randomUUID()): IssuedDevice {
  const maxAgeMs = KNOWN_DEVICE_DAYS * DAY_MS;
  const claims = { id: deviceId, userId, expiresAtMs: Date.now() + maxAgeMs };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${payload}.${macOf(privateKey, payload)}`, maxAgeMs };
}

/** The device a token names, when auth signed it, for `userId`, and it has not expired; else undefined. */
export function knownDeviceOf(
  privateKey: string,
  token: string | undefined,
  userId: string | undefined,
): KnownDevice | undefined {
  const [payload, mac, ...rest] = token?.split('.') ?? [];
  if (!payload || !mac || rest.length > 0 || !userId) return undefined;
  const expected = Buffer.from(macOf(privateKey, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = ClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
  if (!claims.success || claims.data.userId !== userId || claims.data.expiresAtMs <= Date.now()) return undefined;
  return { id: claims.data.id, userId };
}
