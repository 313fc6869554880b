import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRevocationCheck, createSessionVerifier, revocationKeys, signSessionToken } from './session';
import { sessionPrefix, testKeys, testRedisUrl } from './testing';

describe('session verification of a token polled again and again', () => {
  let redis: Redis;
  let prefix: string;
  let verify: ReturnType<typeof createSessionVerifier>;
  const student = () => ({ id: randomUUID(), role: 'student' as const, name: 'Giulia' });

  beforeAll(async () => {
    redis = new Redis(testRedisUrl());
    prefix = await sessionPrefix();
    verify = createSessionVerifier({ publicKey: testKeys().publicKey, redis, prefix, appUrl: 'http://localhost' });
  });
  afterAll(() => redis.quit());

  it('when the session is logged out after its token was verified, then the next poll is refused', async () => {
    const token = signSessionToken(testKeys().privateKey, student(), 60_000);
    const user = await verify(token);
    expect(user).toMatchObject({ role: 'student', name: 'Giulia' });

    await redis.set(revocationKeys(prefix).session(user!.sessionId), '1', 'EX', 60);
    expect(await verify(token)).toBeNull();
  });

  it('when every session of the user is revoked (a password reset), then a verified token is refused', async () => {
    const owner = student();
    const token = signSessionToken(testKeys().privateKey, owner, 60_000);
    expect(await verify(token)).not.toBeNull();

    await redis.set(revocationKeys(prefix).userBefore(owner.id), String(Date.now()), 'EX', 60);
    expect(await verify(token)).toBeNull();
  });

  it('when a verified token expires while its tab keeps polling, then it is refused from then on', async () => {
    const token = signSessionToken(testKeys().privateKey, student(), 1_000);
    expect(await verify(token)).not.toBeNull();

    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    // The clock past the expiry, rather than a wait for it.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(exp * 1000 + 50);
    try {
      expect(await verify(token)).toBeNull();
    } finally {
      clock.mockRestore();
    }
  });

  it('when one session logged out and another user reset their password, then exactly their sessions are found', async () => {
    const signIn = async (id: string) =>
      (await verify(signSessionToken(testKeys().privateKey, { id, role: 'student', name: 'Anna' }, 60_000)))!;
    const [one, two, three] = [randomUUID(), randomUUID(), randomUUID()];
    const sessions = await Promise.all([signIn(one), signIn(one), signIn(two), signIn(two), signIn(three)]);
    const [loggedOut, , resetA, resetB] = sessions;
    await redis.set(revocationKeys(prefix).session(loggedOut!.sessionId), '1', 'EX', 60);
    await redis.set(revocationKeys(prefix).userBefore(two), String(Date.now()), 'EX', 60);
    const findRevoked = createRevocationCheck(redis, prefix);

    const revoked = await findRevoked(sessions);

    expect(revoked).toEqual(new Set([loggedOut!.sessionId, resetA!.sessionId, resetB!.sessionId]));
  });

  it('when Redis does not hold the revocations yet, then the check refuses with a 503 instead of finding none', async () => {
    const session = {
      id: 'u-1',
      role: 'student' as const,
      sessionId: randomUUID(),
      issuedAtMs: Date.now(),
      expiresAt: new Date(),
    };

    await expect(createRevocationCheck(redis, `${prefix}-unpublished`)([session])).rejects.toMatchObject({
      status: 503,
    });
  });

  it('when one character of a verified token is changed, then the changed token is refused', async () => {
    const token = signSessionToken(testKeys().privateKey, student(), 60_000);
    expect(await verify(token)).not.toBeNull();

    const signatureStart = token.lastIndexOf('.') + 1;
    const flipped = `${token.slice(0, signatureStart)}${token[signatureStart] === 'A' ? 'B' : 'A'}${token.slice(signatureStart + 1)}`;
    expect(await verify(flipped)).toBeNull();
  });
});

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
