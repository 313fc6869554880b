import {
  DEFAULT_LANGUAGE,
  SERVER_MESSAGES,
  tooManyLoginAttemptsMessage,
  type Language,
  type LoginRequestSchema,
  type RegisterRequestSchema,
  canonicalTimeZone,
  type SignedInUser,
  type TimeZoneResponse,
} from '@lezioni/contracts';
import { AppError, notSignedIn, orUnavailable, type SessionUser } from '@lezioni/service-kit';
import type { z } from 'zod';
import type { NewUser } from '../data/users.repository';
import { networkOf } from './client-network';
import type { AuthDeps } from './deps';
import { queueVerificationMail } from './email-verification';
import { issueKnownDevice, knownDeviceOf, type IssuedDevice } from './known-devices';
import { hashPassword, verifyPassword } from './passwords';
import { issueSession, revokeSession, type IssuedSession } from './sessions';
import { userUpserted } from './user-events';

type SignedIn = { user: SignedInUser; session: IssuedSession };

const tooManyLogins = (waitMs: number) => new AppError('rate_limited', tooManyLoginAttemptsMessage(waitMs));

/** A new student, signed in; the account speaks `language`, the one of the visit that made it. */
export async function register(
  deps: AuthDeps,
  input: z.output<typeof RegisterRequestSchema>,
  clientIp: string,
  language: Language,
): Promise<SignedIn> {
  if (await deps.limits.registerPerIp.hit(clientIp)) {
    throw new AppError('rate_limited', SERVER_MESSAGES.tooManyAttempts);
  }
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(deps, {
    name: input.name,
    email: input.email,
    passwordHash,
    role: 'student',
    emailVerified: false,
    language,
  });
  if (!user) throw new AppError('email_taken', SERVER_MESSAGES.emailTaken);
  deps.logger.info({ userId: user.id }, 'student registered');
  return { user, session: issueSession(deps.keys, user, false) };
}

/**
 * Unknown email and wrong password get the same answer in the same time. Every attempt is counted
 * before the password is checked (per address, and per account and network, or known device); a
 * success gives the attempt back and makes this browser a known device of the account
 * (`deviceToken` is the one it sent, if any).
 */
export async function login(
  deps: AuthDeps,
  input: z.output<typeof LoginRequestSchema>,
  clientIp: string,
  deviceToken?: string,
): Promise<SignedIn & { device: IssuedDevice }> {
  const ipWaitMs = await deps.limits.loginPerIp.hitOrWait(clientIp);
  if (ipWaitMs > 0) throw tooManyLogins(ipWaitMs);
  const found = await deps.users.findByEmailWithHash(input.email);
  const device = knownDeviceOf(deps.keys.privateKey, deviceToken, found?.id);
  const attempt = {
    account: input.email,
    client: device ? `device:${device.id}` : networkOf(clientIp),
    isKnownDevice: device !== undefined,
  };
  const waitMs = await deps.loginAttempts.begin(attempt);
  if (waitMs > 0) throw tooManyLogins(waitMs);

  const isRight = await verifyPassword(found?.passwordHash, input.password);
  const signedIn = found && isRight ? await signInUnlessPasswordChanged(deps, found, input.rememberMe) : undefined;
  if (!signedIn) {
    await deps.loginAttempts.failed(attempt);
    throw new AppError('invalid_credentials', SERVER_MESSAGES.invalidCredentials);
  }
  await deps.loginAttempts.succeeded(attempt);
  return { ...signedIn, device: issueKnownDevice(deps.keys.privateKey, signedIn.user.id, device?.id) };
}

/**
 * Issues the session only while the password just checked is still the account's, holding the
 * account's row: a password reset that came meanwhile is seen, and one that comes now waits for this
 * commit, so the revocation it writes next covers this session.
 */
async function signInUnlessPasswordChanged(
  deps: AuthDeps,
  account: SignedInUser & { passwordHash: string },
  rememberMe: boolean,
): Promise<SignedIn | undefined> {
  const { passwordHash, ...user } = account;
  return deps.inTransaction(async (data) =>
    (await data.users.hasPasswordHash(user.id, passwordHash))
      ? { user, session: issueSession(deps.keys, user, rememberMe) }
      : undefined,
  );
}

/**
 * The signed-in user. `timeZone` is the zone of this visit (the pages' cookie, checked): kept when
 * it changed and the user chose none, so mails say times as the user last read them (issue 27).
 */
export async function currentUser(
  deps: AuthDeps,
  session: SessionUser | undefined,
  timeZone?: string,
): Promise<SignedInUser> {
  if (!session) throw notSignedIn();
  const found = await deps.users.findById(session.id);
  // A deleted account's cookie is as good as no cookie.
  if (!found) throw notSignedIn();
  if (!timeZone || found.timeZoneChosen || timeZone === found.timeZone) return found;
  return deps.inTransaction(async (data) => {
    // A choice made meanwhile wins: the update then changes nothing.
    const user = await data.users.setVisitTimeZone(found.id, timeZone);
    if (!user) return (await data.users.findById(found.id)) ?? found;
    await data.outbox.add(userUpserted(user, { timeZone }));
    return user;
  });
}

/**
 * Keeps the zone the signed-in user chose (one Intl knows) as theirs, for their pages on every
 * device and their mails; null follows their visits again, from the next one. The event tells the
 * services that mail them (booking-proxy) when the zone changed.
 */
export async function chooseTimeZone(
  deps: AuthDeps,
  session: SessionUser | undefined,
  timeZone: string | null,
): Promise<TimeZoneResponse> {
  if (!session) throw notSignedIn();
  const zone = timeZone === null ? null : canonicalTimeZone(timeZone);
  const user = await deps.inTransaction(async (data) => {
    const before = await data.users.findForUpdate(session.id);
    // A deleted account's cookie is as good as no cookie.
    if (!before) return undefined;
    const after = await data.users.chooseTimeZone(session.id, zone, new Date());
    if (after.timeZone && after.timeZone !== before.timeZone) {
      await data.outbox.add(userUpserted(after, { timeZone: after.timeZone }));
    }
    return after;
  });
  if (!user) throw notSignedIn();
  return { timeZone: user.timeZone, timeZoneChosen: user.timeZoneChosen };
}

/**
 * Keeps the signed-in user's language for their pages on every device and their mails; the event
 * tells the services that mail them (booking-proxy) when it changed.
 */
export async function setLanguage(
  deps: AuthDeps,
  session: SessionUser | undefined,
  language: Language,
): Promise<Language> {
  if (!session) throw notSignedIn();
  // A deleted account's cookie is as good as no cookie.
  if (!(await deps.users.findById(session.id))) throw notSignedIn();
  await deps.inTransaction(async (data) => {
    const user = await data.users.changeLanguage(session.id, language, new Date());
    if (user) await data.outbox.add(userUpserted(user, { language }));
  });
  return language;
}

export async function logout(deps: AuthDeps, session: SessionUser | undefined): Promise<void> {
  if (!session) return;
  await orUnavailable(() => revokeSession(deps.revocations, session));
  // This device signed out: it is told nothing more (D33).
  await deps.push.deleteOfSession(session.sessionId);
}

/**
 * Creates the teacher's account on first start; later starts leave it (and its password) alone,
 * and say so when ADMIN_PASSWORD is no longer the account's password (rotating it changes nothing).
 */
export async function seedAdmin(
  deps: AuthDeps,
  admin: { email: string; password: string; name: string },
): Promise<void> {
  const existing = await deps.users.findByEmailWithHash(admin.email);
  if (existing) {
    if (existing.role !== 'admin') {
      throw new Error(`ADMIN_EMAIL ${admin.email} belongs to a student account; choose another address`);
    }
    if (!(await verifyPassword(existing.passwordHash, admin.password))) {
      deps.logger.warn(
        { email: admin.email },
        "ADMIN_PASSWORD is not the teacher's password: it only sets the password when the account is created; change it with 'Forgot password' on the sign-in page",
      );
    }
    return;
  }
  const passwordHash = await hashPassword(admin.password);
  // The teacher's address is the operator's own setting: it needs no mailed proof.
  await insertUser(deps, {
    name: admin.name,
    email: admin.email,
    passwordHash,
    role: 'admin',
    emailVerified: true,
    language: DEFAULT_LANGUAGE,
  });
  deps.logger.info({ email: admin.email }, 'teacher account created');
}

/**
 * Creates the account and, in the same transaction, the event that tells other services (with its
 * language) and, for an address not proven yet, its confirmation mail; undefined when the email is taken.
 */
async function insertUser(deps: AuthDeps, account: NewUser): Promise<SignedInUser | undefined> {
  return deps.inTransaction(async (data) => {
    const user = await data.users.insert(account);
    if (!user) return undefined;
    await data.outbox.add(userUpserted(user, { language: user.language }));
    if (!user.emailVerified) await queueVerificationMail(deps, data, user);
    return user;
  });
}
