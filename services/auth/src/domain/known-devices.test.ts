import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { testKeys } from '@lezioni/service-kit/testing';
import { issueKnownDevice, knownDeviceOf } from './known-devices';

const { privateKey } = testKeys();
const DAY_MS = 24 * 60 * 60_000;
const unchanged = (token: string) => token;

describe('known-device tokens', () => {
  it('when a token was issued for the account, then it names the device, again after a renewal', () => {
    const userId = randomUUID();
    const first = issueKnownDevice(privateKey, userId);
    const device = knownDeviceOf(privateKey, first.token, userId);

    const renewed = issueKnownDevice(privateKey, userId, device!.id);

    expect(device).toEqual({ id: expect.any(String) });
    expect(knownDeviceOf(privateKey, renewed.token, userId)).toEqual(device);
    expect(first.maxAgeMs).toBe(180 * DAY_MS);
    expect(first.token).not.toContain(userId);
  });

  it.each([
    ['for another account', unchanged, 'another'],
    ['for an unknown email', unchanged, 'none'],
    ['with another device id', (token: string) => `${randomUUID()}${token.slice(36)}`, 'same'],
    [
      'with a later expiry',
      (token: string) => token.replace(/\.(\d+)\./, (_, ms: string) => `.${Number(ms) + 1}.`),
      'same',
    ],
    ['without its signature', (token: string) => token.replace(/\.[^.]+$/, '.'), 'same'],
    ['with an extra part', (token: string) => `${token}.x`, 'same'],
  ] as const)('when the token is checked %s, then it names no device', (_case, change, account) => {
    const userId = randomUUID();
    const { token } = issueKnownDevice(privateKey, userId);
    const checkedFor = { same: userId, another: randomUUID(), none: undefined }[account];

    expect(knownDeviceOf(privateKey, change(token), checkedFor)).toBeUndefined();
  });

  it('when the token was signed with another key, then it names no device', () => {
    const userId = randomUUID();
    const otherKey = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey;

    expect(knownDeviceOf(privateKey, issueKnownDevice(otherKey, userId).token, userId)).toBeUndefined();
  });

  it('when the token has expired, then it names no device', () => {
    const userId = randomUUID();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() - 181 * DAY_MS);
    const { token } = issueKnownDevice(privateKey, userId);
    clock.mockRestore();

    expect(knownDeviceOf(privateKey, token, userId)).toBeUndefined();
  });
});
