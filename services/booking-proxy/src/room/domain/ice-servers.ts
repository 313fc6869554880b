import { createHmac } from 'node:crypto';
import type { IceServer } from '@lezioni/contracts';

/** What the room hands out to browsers: STUN as is, TURN with a credential signed here. */
export type IceConfig = { stunUrls: string[]; turnUrls: string[]; turnSecret: string | undefined };

/** A credential outlives the room's close by this much, so a call running to the end is not cut by a refresh. */
const TURN_CREDENTIAL_MARGIN_MS = 15 * 60_000;

/** The TURN REST scheme coturn checks with `use-auth-secret`: base64(HMAC-SHA1(secret, username)). */
export const signTurnCredential = (secret: string, username: string) =>
  createHmac('sha1', secret).update(username).digest('base64');

/** True when browsers get only host candidates: the room then works on a LAN or loopback only. */
export const isLanOnly = (config: IceConfig) =>
  config.stunUrls.length === 0 && (config.turnUrls.length === 0 || !config.turnSecret);

/**
 * The ICE servers of one user in one room: the TURN credential (`<unix expiry>:<userId>`) expires
 * a little after the room closes, and names the user so coturn's logs say whose relay it is.
 */
export function iceServersFor(config: IceConfig, userId: string, roomClosesAt: Date): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0 && config.turnSecret) {
    const expiry = Math.ceil((roomClosesAt.getTime() + TURN_CREDENTIAL_MARGIN_MS) / 1000);
    const username = `${expiry}:${userId}`;
    servers.push({ urls: config.turnUrls, username, credential: signTurnCredential(config.turnSecret, username) });
  }
  return servers;
}
