import {
  DELETED_STUDENT_NAME,
  MY_DATA_TEXTS,
  SERVER_MESSAGES,
  type DeleteAccountRequest,
  type ProfileExport,
} from '@lezioni/contracts';
import { AppError, forbidden, notSignedIn, unavailable, type SessionUser } from '@lezioni/service-kit';
import type { AuthDeps } from './deps';
import { verifyPassword } from './passwords';
import { exportSubscriptions } from './push-subscriptions';
import { revokeAllSessions } from './sessions';
import { userDeleted } from './user-events';

/** A student's rights over their data are the students'; the teacher's account is the business's. */
function studentOnly(session: SessionUser | undefined, refusal = forbidden()): SessionUser {
  if (!session) throw notSignedIn();
  if (session.role !== 'student') throw refusal;
  return session;
}

/** auth's part of "Download my data": the profile. */
export async function exportProfile(deps: AuthDeps, session: SessionUser | undefined): Promise<ProfileExport> {
  const { id } = studentOnly(session);
  const user = await deps.users.findLiveByIdWithHash(id);
  if (!user) throw notSignedIn();
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    pushSubscriptions: await exportSubscriptions(deps, id),
  };
}

/**
 * Deletes the student's account once their password is confirmed: the row is anonymised, every
 * session revoked (as a password reset does), pending reset and confirmation links and push subscriptions dropped, and `user.deleted`
 * written to the outbox, all in one transaction. A password check counts against the address's
 * sign-in budget, so a stolen cookie cannot be used to guess the password.
 */
export async function deleteAccount(
  deps: AuthDeps,
  session: SessionUser | undefined,
  input: DeleteAccountRequest,
  clientIp: string,
): Promise<void> {
  const { id } = studentOnly(session, new AppError('forbidden', MY_DATA_TEXTS.teacherCannotDelete));
  if (await deps.limits.loginPerIp.hit(clientIp)) {
    throw new AppError('rate_limited', SERVER_MESSAGES.tooManyAttempts);
  }
  const user = await deps.users.findLiveByIdWithHash(id);
  if (!user) throw notSignedIn();
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('invalid_credentials', MY_DATA_TEXTS.wrongPassword);
  }
  const now = new Date();
  await deps.inTransaction(async (data) => {
    await data.users.anonymise(id, DELETED_STUDENT_NAME, now);
    await data.resetTokens.deleteForUser(id);
    // A confirmation followed later would announce the anonymised account again after `user.deleted`.
    await data.verificationTokens.deleteForUser(id);
    // No device of a deleted account is told anything again.
    await data.push.deleteForUser(id);
    await data.push.deletePreferences(id);
    await data.outbox.add(userDeleted(id));
    try {
      await revokeAllSessions(data.revocations, id, now);
    } catch (err) {
      // Without the revocation the account's cookies would outlive it: refuse, change nothing.
      throw unavailable(err);
    }
  });
  await deps.loginAttempts.clear(user.email);
  deps.logger.info({ userId: id }, 'student account deleted');
}
