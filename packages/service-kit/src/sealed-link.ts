import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/** What a sealed link is bound to: it opens only for a mail of this kind to this address. */
export type LinkRecipient = { kind: string; to: string };

const FORMAT = 'v1';
const TAG_BYTES = 16;
const KEY_INFO = 'lezioni sealed mail link v1';

const boundTo = (recipient: LinkRecipient) => Buffer.from(`${recipient.kind}\n${recipient.to.toLowerCase()}`);
/** One AES-256 key per link: HKDF of the ECDH secret, salted with the link's own ephemeral public key. */
const linkKey = (shared: Buffer, ephemeralPublic: Buffer) =>
  Buffer.from(hkdfSync('sha256', shared, ephemeralPublic, KEY_INFO, 32));

/**
 * Seals a link that grants something (a reset, a confirmation) for the mailer (ECIES: an ephemeral
 * P-256 key agreed with `publicKeyPem`, AES-256-GCM). Producers hold only the public key, so the
 * queue in Redis, the outbox row and the queue dashboard carry ciphertext that nobody but the
 * mailer can open; the recipient is authenticated data, so a sealed link moved into a job for
 * another address does not open.
 */
export function sealLink(publicKeyPem: string, link: string, recipient: LinkRecipient): string {
  const ephemeral = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ephemeralPublic = ephemeral.publicKey.export({ type: 'spki', format: 'der' });
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: createPublicKey(publicKeyPem) });
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', linkKey(shared, ephemeralPublic), iv);
  cipher.setAAD(boundTo(recipient));
  const sealed = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
  const parts = [ephemeralPublic, iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [FORMAT, ...parts].join('.');
}

/** The link `sealLink` sealed for `recipient`; throws when the key, the recipient or a byte differs. */
export function openLink(privateKeyPem: string, sealed: string, recipient: LinkRecipient): string {
  const [format, ...parts] = sealed.split('.');
  if (format !== FORMAT || parts.length !== 4) throw new Error('not a sealed link');
  const [ephemeralPublic, iv, ciphertext, tag] = parts.map((part) => Buffer.from(part, 'base64url')) as [
    Buffer,
    Buffer,
    Buffer,
    Buffer,
  ];
  const shared = diffieHellman({
    privateKey: createPrivateKey(privateKeyPem),
    publicKey: createPublicKey({ key: ephemeralPublic, format: 'der', type: 'spki' }),
  });
  // A fixed tag length: GCM would otherwise accept a truncated tag, which is easier to forge.
  const decipher = createDecipheriv('aes-256-gcm', linkKey(shared, ephemeralPublic), iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(boundTo(recipient));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
