import { REMEMBER_ME_DAYS, type User } from '@lezioni/contracts';
import { signSessionToken, type SessionUser } from '@lezioni/service-kit';
import type { RevocationStore } from '../data/revocations.store';

const DAY_MS = 24 * 60 * 60_000;

export type IssuedSession = {
  token: string;
  /** Set for "remember me" only: otherwise the cookie lives as long as the browser session. */
  cookieMaxAgeMs?: number;
};

export function issueSession(
  keys: { privateKey: string; sessionTtlHours: number },
  user: Pick<User, 'id' | 'role' | 'name'>,
  rememberMe: boolean,
): IssuedSession {
  const lifetimeMs = rememberMe ? REMEMBER_ME_DAYS * DAY_MS : keys.sessionTtlHours * 60 * 60_000;
  const token = signSessionToken(keys.privateKey, user, lifetimeMs);
  return { token, cookieMaxAgeMs: rememberMe ? lifetimeMs : undefined };
}

/** Revokes one session until it would have expired anyway. */
export async function revokeSession(revocations: RevocationStore, session: SessionUser): Promise<void> {
  await revocations.save({
    kind: 'session',
    subject: session.sessionId,
    revokedAt: new Date(),
    expiresAt: session.expiresAt,
  });
}

/** Revokes every session of a user issued up to `now` (password reset). */
export async function revokeAllSessions(revocations: RevocationStore, userId: string, now: Date): Promise<void> {
  await revocations.save({
    kind: 'user',
    subject: userId,
    revokedAt: now,
    // No session outlives the longest one ("remember me").
    expiresAt: new Date(now.getTime() + REMEMBER_ME_DAYS * DAY_MS),
  });
}
