import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createECDH } from 'node:crypto';
import { openLink, sealLink } from '@lezioni/service-kit';
import { mailLinkKeys, sessionKeys, vapidKeys } from './preflight';

const TO = { kind: 'email-verification', to: 'anna@example.com' };

describe("npm start's keys", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'preflight-test-'));
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when no mail link key is set, then a pair is made once under .data/keys, private to its owner, and links sealed with one half open with the other', () => {
    const first = mailLinkKeys(dataDir, {});
    const again = mailLinkKeys(dataDir, {});

    expect(again).toEqual(first);
    expect(first.MAIL_LINK_PRIVATE_KEY).not.toEqual(sessionKeys(dataDir, {}).JWT_PRIVATE_KEY);
    expect(statSync(path.join(dataDir, 'keys/mail-link-private.pem')).mode & 0o777).toBe(0o600);
    const sealed = sealLink(first.MAIL_LINK_PUBLIC_KEY, 'https://lezioni.example/verify-email#token=t', TO);
    expect(openLink(first.MAIL_LINK_PRIVATE_KEY, sealed, TO)).toBe('https://lezioni.example/verify-email#token=t');
  });

  it('when the environment sets a pair, then that pair is used and nothing is written', () => {
    const given = { MAIL_LINK_PRIVATE_KEY: 'private pem', MAIL_LINK_PUBLIC_KEY: 'public pem' };

    expect(mailLinkKeys(dataDir, given)).toEqual(given);
    expect(() => statSync(path.join(dataDir, 'keys'))).toThrow();
  });

  it("when no VAPID key is set, then a web push pair is made once, private to its owner, its public key the private one's", () => {
    const first = vapidKeys(dataDir, {});

    expect(vapidKeys(dataDir, {})).toEqual(first);
    expect(statSync(path.join(dataDir, 'keys/vapid.json')).mode & 0o777).toBe(0o600);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.VAPID_PRIVATE_KEY, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(first.VAPID_PUBLIC_KEY);
  });
});
