import { createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { RoleSchema, type Role } from '@lezioni/contracts';
import type { Redis } from 'ioredis';
import { forbidden, notSignedIn, orUnavailable, unavailable } from './errors';

/** The httpOnly cookie that carries the session token (ARCHITECTURE D3), as named over plain http. */
export const SESSION_COOKIE = 'lezioni_session';

/** The session cookie's name for pages at `appUrl`: `__Host-` prefixed over https. */
export const sessionCookieName = (appUrl: string) =>
  new URL(appUrl).protocol === 'https:' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
export const JWT_ISSUER = 'lezioni-auth';
export const JWT_AUDIENCE = 'lezioni';
export const JWT_ALGORITHM = 'ES256';

/**
 * Redis keys shared by the auth service (writer) and every verifier (readers), under the platform's
 * REDIS_PREFIX. `published` says auth has put every revocation in force into this Redis: a Redis
 * that restarted empty lacks it, and its silence must not read as "nothing revoked".
 */
export const revocationKeys = (prefix: string) => ({
  session: (sessionId: string) => `${prefix}:auth:revoked:session:${sessionId}`,
  userBefore: (userId: string) => `${prefix}:auth:revoked:user-before:${userId}`,
  published: `${prefix}:auth:revocations-published`,
});

const ClaimsSchema = z.object({
  sub: z.string(),
  role: RoleSchema,
  /** The user's name when the session began, for services that show it (chat); older tokens lack it. */
  name: z.string().optional(),
  jti: z.string(),
  /** Issue time in ms: `iat` has whole seconds, too coarse to order a login and a password reset. */
  iatMs: z.number(),
  exp: z.number(),
});

export type SessionUser = {
  id: string;
  role: Role;
  name?: string;
  sessionId: string;
  issuedAtMs: number;
  expiresAt: Date;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: SessionUser;
    }
  }
}

/**
 * Signs a session token (auth's job; tests sign theirs the same way): ES256, a fresh id, the issue
 * time in ms. The claims are what every verifier reads back.
 */
export function signSessionToken(
  privateKey: string,
  user: { id: string; role: Role; name: string },
  lifetimeMs: number,
): string {
  return jwt.sign({ role: user.role, name: user.name, iatMs: Date.now() }, privateKey, {
    algorithm: JWT_ALGORITHM,
    subject: user.id,
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
    jwtid: randomUUID(),
    expiresIn: Math.floor(lifetimeMs / 1000),
  });
}

type Claims = z.infer<typeof ClaimsSchema>;

/**
 * Where one session's revocations are read from, and the rule that reads them: the session itself
 * logged out, or every session of its user issued up to a moment (a password reset). The one rule
 * for the verifier and for what ends open streams (`createRevocationCheck`).
 */
function revocationOf(
  keys: ReturnType<typeof revocationKeys>,
  session: { userId: string; sessionId: string; issuedAtMs: number },
) {
  return {
    keys: [keys.session(session.sessionId), keys.userBefore(session.userId)],
    /** Given the values of `keys`, in order. */
    isRevoked: ([sessionRevoked, userRevokedBefore]: (string | null)[]) =>
      Boolean(sessionRevoked) || Boolean(userRevokedBefore && session.issuedAtMs <= Number(userRevokedBefore)),
  };
}

/** Tokens whose signature was checked, kept per verifier; the oldest go first past this many. */
const VERIFIED_TOKENS_KEPT = 10_000;

const PEM_BLOCK = /-----BEGIN [A-Z ]+-----[^-]+-----END [A-Z ]+-----/g;

/**
 * Checks a token against each PEM public key in `publicKeys` (JWT_PUBLIC_KEY may hold the new key
 * followed by the previous one while keys are rotated, so sessions signed before stay valid).
 */
function verifyWithAnyKey(token: string, keys: KeyObject[], options: jwt.VerifyOptions & { complete?: false }) {
  let failure: unknown;
  for (const key of keys) {
    try {
      return jwt.verify(token, key, options);
    } catch (err) {
      failure = err;
    }
  }
  throw failure;
}

/**
 * Verifies a session token: ES256 signature with the public key(s) only (no `none`, no HMAC), issuer,
 * audience, expiry, then the server-side revocations. Redis being away, or not yet holding the
 * revocations auth publishes, is a 503, not a pass: a revoked cookie must never work again.
 *
 * A browser sends the same token with every poll: its signature is checked once and its claims
 * kept, while the revocations are read from Redis on
 * every call, so a logout or a password reset still takes effect at once.
 */
export function createSessionVerifier(options: { publicKey: string; redis: Redis; prefix: string; appUrl: string }) {
  const keys = revocationKeys(options.prefix);
  // Parsed once, not per request.
  const publicKeys = (options.publicKey.match(PEM_BLOCK) ?? [options.publicKey]).map((pem) => createPublicKey(pem));
  const verified = new Map<string, Claims>();

  const claimsOf = (token: string): Claims | null => {
    const kept = verified.get(token);
    if (kept) {
      if (kept.exp * 1000 > Date.now()) return kept;
      verified.delete(token);
      return null;
    }
    try {
      const decoded = verifyWithAnyKey(token, publicKeys, {
        algorithms: [JWT_ALGORITHM],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
      const claims = ClaimsSchema.parse(decoded);
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  };

  /**
   * The session's user (or null) and the values of `alsoRead`, fetched in the same Redis round trip
   * as the revocations: the gateway reads an answer's freshness key with the session (freshness.ts).
   */
  const verifyReading = async (
    token: string | undefined,
    alsoRead: readonly string[],
  ): Promise<{ user: SessionUser | null; values: (string | null)[] }> => {
    const claims = token ? claimsOf(token) : null;
    if (!claims) return { user: null, values: [] };
    const revocation = revocationOf(keys, { userId: claims.sub, sessionId: claims.jti, issuedAtMs: claims.iatMs });
    const [isPublished, ...read] = await orUnavailable(() =>
      options.redis.mget(keys.published, ...revocation.keys, ...alsoRead),
    );
    if (!isPublished) throw unavailable(new Error('session revocations are not published in redis yet'));
    const values = read.slice(revocation.keys.length);
    if (revocation.isRevoked(read.slice(0, revocation.keys.length))) return { user: null, values };
    const user: SessionUser = {
      id: claims.sub,
      role: claims.role,
      name: claims.name,
      sessionId: claims.jti,
      issuedAtMs: claims.iatMs,
      expiresAt: new Date(claims.exp * 1000),
    };
    return { user, values };
  };
  const verifySession = async (token: string | undefined): Promise<SessionUser | null> =>
    (await verifyReading(token, [])).user;
  /** The cookie it reads, the only one: a plain `lezioni_session` planted beside `__Host-` is ignored. */
  return Object.assign(verifySession, { cookieName: sessionCookieName(options.appUrl), verifyReading });
}
export type SessionVerifier = ReturnType<typeof createSessionVerifier>;

/** Sessions read per Redis round trip by a revocation check: a few thousand keys at most per command. */
const SESSIONS_PER_READ = 1_000;

/**
 * Finds which of many sessions verified earlier have been revoked since (logout, password reset,
 * any revocation), with the verifier's rule, in one Redis read per thousand: what a process holding
 * long-lived answers (event streams) runs every so often to end those of revoked sessions. Rejects
 * with a 503 while Redis is away or does not hold the revocations yet, as the verifier does.
 */
export function createRevocationCheck(redis: Redis, prefix: string) {
  const keys = revocationKeys(prefix);
  return async function findRevoked(sessions: readonly SessionUser[]): Promise<Set<string>> {
    const revoked = new Set<string>();
    for (let start = 0; start < sessions.length; start += SESSIONS_PER_READ) {
      const batch = sessions
        .slice(start, start + SESSIONS_PER_READ)
        .map((session) => ({ session, revocation: revocationOf(keys, { ...session, userId: session.id }) }));
      const [isPublished, ...values] = await orUnavailable(() =>
        redis.mget(keys.published, ...batch.flatMap(({ revocation }) => revocation.keys)),
      );
      if (!isPublished) throw unavailable(new Error('session revocations are not published in redis yet'));
      let offset = 0;
      for (const { session, revocation } of batch) {
        const own = values.slice(offset, (offset += revocation.keys.length));
        if (revocation.isRevoked(own)) revoked.add(session.sessionId);
      }
    }
    return revoked;
  };
}
export type FindRevokedSessions = ReturnType<typeof createRevocationCheck>;

/** Sets `req.user` when the session cookie is valid; never rejects by itself. */
export function authenticate(verify: SessionVerifier): RequestHandler {
  return async (req, _res, next) => {
    const token: unknown = req.cookies?.[verify.cookieName];
    req.user = (await verify(typeof token === 'string' ? token : undefined)) ?? undefined;
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : notSignedIn());
};

export function requireRole(role: Role): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(notSignedIn());
    next(req.user.role === role ? undefined : forbidden());
  };
}
