import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { REMEMBER_ME_DAYS, type User } from '@lezioni/contracts';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, revocationKeys, type SessionUser } from '@lezioni/service-kit';
import type { Revocation, RevocationsRepository } from '../data/revocations.repository';

const DAY_MS = 24 * 60 * 60_000;

export type IssuedSession = {
  token: string;
  /** Set for "remember me" only: otherwise the cookie lives as long as the browser session. */
  cookieMaxAgeMs?: number;
};

export function issueSession(
  keys: { privateKey: string; sessionTtlHours: number },
  user: Pick<User, 'id' | 'role'>,
  rememberMe: boolean,
): IssuedSession {
  const lifetimeMs = rememberMe ? REMEMBER_ME_DAYS * DAY_MS : keys.sessionTtlHours * 60 * 60_000;
  const token = jwt.sign({ role: user.role, iatMs: Date.now() }, keys.privateKey, {
    algorithm: JWT_ALGORITHM,
    subject: user.id,
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
    jwtid: randomUUID(),
    expiresIn: Math.floor(lifetimeMs / 1000),
  });
  return { token, cookieMaxAgeMs: rememberMe ? lifetimeMs : undefined };
}

type RevocationStores = { redis: Redis; revocations: RevocationsRepository };

/** Written to PostgreSQL first, then to Redis, where every verifier reads it. */
async function saveRevocation(stores: RevocationStores, revocation: Revocation): Promise<void> {
  await stores.revocations.save(revocation);
  await stores.redis.set(revocation.redisKey, revocation.value, 'PXAT', revocation.expiresAt.getTime());
}

/** Revokes one session until it would have expired anyway. */
export async function revokeSession(stores: RevocationStores, session: SessionUser): Promise<void> {
  await saveRevocation(stores, {
    redisKey: revocationKeys.session(session.sessionId),
    value: '1',
    expiresAt: session.expiresAt,
  });
}

/** Revokes every session of a user issued up to now (password reset). */
export async function revokeAllSessions(stores: RevocationStores, userId: string): Promise<void> {
  const now = Date.now();
  await saveRevocation(stores, {
    redisKey: revocationKeys.userBefore(userId),
    value: String(now),
    // No session outlives the longest one ("remember me").
    expiresAt: new Date(now + REMEMBER_ME_DAYS * DAY_MS),
  });
}

/**
 * Puts every revocation in force back into Redis: run whenever the connection becomes ready, so a
 * Redis that restarted empty doesn't bring logged-out cookies back to life.
 */
export async function republishRevocations(stores: RevocationStores): Promise<number> {
  const live = await stores.revocations.listLive(new Date());
  if (live.length === 0) return 0;
  const pipeline = stores.redis.pipeline();
  for (const revocation of live)
    pipeline.set(revocation.redisKey, revocation.value, 'PXAT', revocation.expiresAt.getTime());
  await pipeline.exec();
  return live.length;
}

/** Republishes on every (re)connection; a failure is logged and retried at the next one. */
export function keepRevocationsPublished(stores: RevocationStores, logger: Logger): void {
  stores.redis.on('ready', () => {
    republishRevocations(stores).then(
      (count) => logger.info({ count }, 'session revocations published to redis'),
      (err: unknown) => logger.error({ err }, 'could not publish session revocations'),
    );
  });
}
