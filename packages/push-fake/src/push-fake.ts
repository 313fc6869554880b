import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';

/** A push as the fake received it: decrypted, with what its headers said. */
export type ReceivedPush = {
  subscriptionId: string;
  /** The payload's text, decrypted with the subscription's keys. */
  text: string;
  /** The payload as JSON, when it is JSON. */
  json: unknown;
  ttl: number;
  urgency: string | undefined;
  /** The application server's key the VAPID header named (checked: it signed the token). */
  vapidPublicKey: string;
  /** The VAPID token's subject (mailto: or https:). */
  vapidSubject: string;
};

/** The browser's side of a subscription: `toJSON()` of a PushSubscription. */
export type FakeSubscription = {
  id: string;
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

type Device = { ecdh: ECDH; authSecret: Buffer; gone: boolean; nextAnswers: number[] };

const MAX_BODY_BYTES = 8 * 1024;
const ONE_DAY_S = 24 * 60 * 60;

/** RFC 8291 §3.4 and RFC 8188: the key and nonce of an aes128gcm body, and its one record's plaintext. */
function decryptAes128gcm(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || ciphertext.length > recordSize) throw new Error('not one aes128gcm record');
  const sharedSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * RFC 8292: `vapid t=<JWT>, k=<public key>`; the token ES256-signed by that key, for this push
 * service's origin, not expired and at most a day ahead, with a subject. Returns the key and subject.
 */
function checkVapid(authorization: string | undefined, origin: string, nowS: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) throw new Error('not a JWT');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('bad signature');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (head.alg !== 'ES256') throw new Error('not ES256');
  if (body.aud !== origin) throw new Error(`aud ${body.aud} is not ${origin}`);
  if (!body.exp || body.exp <= nowS || body.exp > nowS + ONE_DAY_S) throw new Error('exp out of range');
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) throw new Error('no subject');
  return { vapidPublicKey: key, vapidSubject: body.sub };
}

/**
 * A push service on loopback. `subscribe()` makes a subscription as a browser would (its own P-256
 * pair and 16-byte secret) and gives its JSON; `POST /push/<id>` takes a push for it (201), checked
 * and decrypted, and records it in `received`; `expire(id)` makes it gone (410 from then on);
 * `answerNext(id, status)` answers its next push with another status.
 * Anything malformed is 400 (and recorded in `refused`), an unknown id 404.
 */
export async function startPushFake() {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const events = new EventEmitter();
  let origin = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      const id = /^\/push\/([^/]+)$/.exec(req.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      if (req.method !== 'POST' || !id || !device) return void res.writeHead(404).end();
      if (device.gone) return void res.writeHead(410).end();
      const told = device.nextAnswers.shift();
      if (told !== undefined) return void res.writeHead(told).end();
      try {
        if (size > MAX_BODY_BYTES) throw new Error('payload too large');
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
        const vapid = checkVapid(req.headers.authorization, origin, Math.floor(Date.now() / 1000));
        const text = decryptAes128gcm(Buffer.concat(chunks), device);
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        const push: ReceivedPush = {
          subscriptionId: id,
          text,
          json,
          ttl,
          urgency: req.headers.urgency as string | undefined,
          ...vapid,
        };
        received.push(push);
        events.emit('push', push);
        res.writeHead(201).end();
      } catch (err) {
        refused.push((err as Error).message);
        res.writeHead(400, { 'content-type': 'text/plain' }).end((err as Error).message);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    /** `127.0.0.1:<port>`: what PUSH_TEST_HOSTS names. */
    host: `127.0.0.1:${port}`,
    origin,
    received,
    refused,
    /** A new subscription, as `pushManager.subscribe()` would give it. */
    subscribe(): FakeSubscription {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      devices.set(id, { ecdh, authSecret, gone: false, nextAnswers: [] });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      };
    },
    /** The subscription is gone (unsubscribed, expired): its pushes are answered 410. */
    expire(id: string) {
      const device = devices.get(id);
      if (device) device.gone = true;
    },
    /** The subscription's next push is answered `status` (503: the service is away; 429: too many), unread. */
    answerNext(id: string, status: number) {
      devices.get(id)?.nextAnswers.push(status);
    },
    /** The pushes a subscription received so far. */
    pushesTo(id: string): ReceivedPush[] {
      return received.filter((push) => push.subscriptionId === id);
    },
    /** Resolves with the first push (already here or to come) for which `matches` holds. */
    async nextPush(matches: (push: ReceivedPush) => boolean): Promise<ReceivedPush> {
      const found = received.find(matches);
      if (found) return found;
      return new Promise((resolve) => {
        const listener = (push: ReceivedPush) => {
          if (!matches(push)) return;
          events.off('push', listener);
          resolve(push);
        };
        events.on('push', listener);
      });
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
export type PushFake = Awaited<ReturnType<typeof startPushFake>>;
