import { createECDH } from 'node:crypto';

/**
 * A Web Push application server key pair (VAPID, RFC 8292) as web-push's generateVAPIDKeys writes
 * it: the P-256 public key uncompressed (65 bytes) and the private scalar (32 bytes), unpadded
 * base64url. `npm start`, compose:up's .env and the tests make theirs with it.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A scalar with a leading zero byte comes back short: pad it to the 32 bytes VAPID expects.
  const privateKey = Buffer.alloc(32);
  ecdh.getPrivateKey().copy(privateKey, 32 - ecdh.getPrivateKey().length);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}
