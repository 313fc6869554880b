import { generateKeyPairSync } from 'node:crypto';
import { openLink, sealLink } from './sealed-link';
import { testMailLinkKeys } from './testing';

const LINK = 'https://lezioni.example/reset-password#token=abcDEF123_-abcDEF123_-abcDEF123_-abcDEF1';
const TO = { kind: 'password-reset', to: 'anna@example.com' };

describe('sealed mail links', () => {
  it('when sealed, then the text holds neither the link nor its token, and the private key opens it', () => {
    const { publicKey, privateKey } = testMailLinkKeys();

    const sealed = sealLink(publicKey, LINK, TO);

    expect(sealed).not.toContain('token');
    expect(sealed).not.toContain('abcDEF123');
    expect(openLink(privateKey, sealed, TO)).toBe(LINK);
    expect(openLink(privateKey, sealed, { ...TO, to: 'ANNA@example.com' })).toBe(LINK);
  });

  it('when the same link is sealed twice, then the two texts differ', () => {
    const { publicKey } = testMailLinkKeys();

    expect(sealLink(publicKey, LINK, TO)).not.toBe(sealLink(publicKey, LINK, TO));
  });

  it.each([
    ['another address', { ...TO, to: 'mallory@example.com' }],
    ['another kind of mail', { ...TO, kind: 'email-verification' }],
  ])('when it is put in a mail to %s, then it does not open', (_case, recipient) => {
    const { publicKey, privateKey } = testMailLinkKeys();
    const sealed = sealLink(publicKey, LINK, TO);

    expect(() => openLink(privateKey, sealed, recipient)).toThrow();
  });

  it('when another private key, a changed byte or a cut tag meets it, then it does not open', () => {
    const { publicKey, privateKey } = testMailLinkKeys();
    const other = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const sealed = sealLink(publicKey, LINK, TO);
    const parts = sealed.split('.');
    const flipped = [...parts];
    flipped[3] = `${flipped[3]!.slice(0, -2)}${flipped[3]!.endsWith('AA') ? 'BB' : 'AA'}`;
    const cut = [...parts];
    cut[4] = cut[4]!.slice(0, 8);

    expect(() => openLink(other.privateKey, sealed, TO)).toThrow();
    expect(() => openLink(privateKey, flipped.join('.'), TO)).toThrow();
    expect(() => openLink(privateKey, cut.join('.'), TO)).toThrow();
    expect(() => openLink(privateKey, LINK, TO)).toThrow(/not a sealed link/);
  });
});
