import { generateKeyPairSync } from 'node:crypto';
import { Redis } from 'ioredis';
import { createSessionVerifier, signSessionToken } from './session';
import { sessionPrefix, testRedisUrl } from './testing';

const newKeyPair = () =>
  generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

describe('session keys rotation', () => {
  const previous = newKeyPair();
  const next = newKeyPair();
  const student = { id: 'u-1', role: 'student' as const, name: 'Anna' };
  let redis: Redis;
  let prefix: string;

  beforeAll(async () => {
    redis = new Redis(testRedisUrl());
    prefix = await sessionPrefix();
  });
  afterAll(() => redis.quit());

  const verifierFor = (publicKey: string) =>
    createSessionVerifier({ publicKey, redis, prefix, appUrl: 'http://localhost:8080' });

  it('when JWT_PUBLIC_KEY holds the new key then the previous one, then sessions signed with either are valid', async () => {
    const verify = verifierFor(`${next.publicKey}\n${previous.publicKey}`);

    const signedBefore = await verify(signSessionToken(previous.privateKey, student, 60_000));
    const signedAfter = await verify(signSessionToken(next.privateKey, student, 60_000));

    expect(signedBefore?.id).toBe('u-1');
    expect(signedAfter?.id).toBe('u-1');
  });

  it('when the previous key is dropped, then sessions it signed are refused and new ones still pass', async () => {
    const verify = verifierFor(next.publicKey);

    expect(await verify(signSessionToken(previous.privateKey, student, 60_000))).toBeNull();
    expect((await verify(signSessionToken(next.privateKey, student, 60_000)))?.id).toBe('u-1');
  });

  it('when a token is signed by a key not listed, then it is refused whatever the order of the keys', async () => {
    const stranger = newKeyPair();
    const verify = verifierFor(`${previous.publicKey}${next.publicKey}`);

    expect(await verify(signSessionToken(stranger.privateKey, student, 60_000))).toBeNull();
    expect((await verify(signSessionToken(next.privateKey, student, 60_000)))?.id).toBe('u-1');
  });
});
