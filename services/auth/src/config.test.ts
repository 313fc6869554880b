import { generateVapidKeys } from '@lezioni/service-kit';
import { testKeys, testMailLinkKeys, testVapidKeys } from '@lezioni/service-kit/testing';
import { loadConfig } from './config';

const base = () => ({
  JWT_PUBLIC_KEY: testKeys().publicKey,
  JWT_PRIVATE_KEY: testKeys().privateKey,
  MAIL_LINK_PUBLIC_KEY: testMailLinkKeys().publicKey,
  VAPID_PUBLIC_KEY: testVapidKeys().publicKey,
  VAPID_PRIVATE_KEY: testVapidKeys().privateKey,
  ADMIN_EMAIL: 'Chiara@Lezioni.example',
  ADMIN_PASSWORD: 'a-Strong-password-2026',
  ADMIN_NAME: 'Chiara Lombardi',
});

describe("auth's Web Push settings", () => {
  it('when no subject is set, then pushes name the teacher’s address as their contact', () => {
    expect(loadConfig(base()).VAPID_SUBJECT).toBe('mailto:chiara@lezioni.example');
  });

  it('when the VAPID keys are missing, or are not one pair, then auth refuses to start naming them', () => {
    const { VAPID_PUBLIC_KEY: _public, VAPID_PRIVATE_KEY: _private, ...withoutKeys } = base();

    expect(() => loadConfig(withoutKeys)).toThrow(/VAPID_PUBLIC_KEY[\s\S]*VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...base(), VAPID_PUBLIC_KEY: generateVapidKeys().publicKey })).toThrow(
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    );
  });

  it('when a loopback push service is admitted for tests, then production refuses to start with it', () => {
    expect([...loadConfig({ ...base(), PUSH_TEST_HOSTS: '127.0.0.1:4100' }).PUSH_TEST_HOSTS]).toEqual([
      '127.0.0.1:4100',
    ]);
    expect(() => loadConfig({ ...base(), NODE_ENV: 'production', PUSH_TEST_HOSTS: '127.0.0.1:4100' })).toThrow(
      'PUSH_TEST_HOSTS is for tests only',
    );
    expect(() => loadConfig({ ...base(), PUSH_TEST_HOSTS: 'localhost' })).toThrow('is not host:port');
  });
});
