import { SERVER_MESSAGES, type ResetPasswordRequestSchema } from '@lezioni/contracts';
import { AppError, unavailable } from '@lezioni/service-kit';
import type { z } from 'zod';
import type { AuthDeps } from './deps';
import { hashToken, newMailedLink } from './mailed-links';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

const RESET_TOKEN_TTL_MS = 60 * 60_000;

const tooManyAttempts = () => new AppError('rate_limited', SERVER_MESSAGES.tooManyAttempts);
const invalidToken = () => new AppError('reset_token_invalid', SERVER_MESSAGES.resetTokenInvalid);
const expiredToken = () => new AppError('reset_token_expired', SERVER_MESSAGES.resetTokenExpired);

/**
 * Counts the request against both limits, then answers. Whether the address has an account is looked
 * up after the answer, so known and unknown addresses get the same answer in the same time, and the
 * limits count both alike. Even while Redis is away the answer stays the same: the mail of a known
 * address waits in the outbox until Redis is back (refusing it as `unavailable` would tell who exists).
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, clientIp: string): Promise<void> {
  const [isIpLimited, isEmailLimited] = await Promise.all([
    deps.limits.forgotPasswordPerIp.hit(clientIp),
    deps.limits.forgotPasswordPerEmail.hit(email),
  ]);
  if (isIpLimited || isEmailLimited) throw tooManyAttempts();
  deps.background.run('password reset mail', () => sendResetLink(deps, email));
}

/**
 * The new token and its mail (the link sealed for the mailer) commit together; the outbox relay
 * hands the mail to the mailer's queue and deletes the row as soon as it has.
 */
async function sendResetLink(deps: AuthDeps, email: string): Promise<void> {
  const user = await deps.users.findByEmailWithHash(email);
  if (!user) return;
  const { tokenHash, mail } = newMailedLink(deps, 'password-reset', '/reset-password', user);
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  await deps.inTransaction(async (data) => {
    await data.resetTokens.replaceForUser(user.id, tokenHash, expiresAt);
    // The token's hash is the job's id: a row relayed twice still makes one mail.
    await data.outbox.add({ topic: 'mail', jobId: tokenHash, job: mail });
  });
  deps.logger.info({ userId: user.id }, 'password reset mail queued');
}

/**
 * Sets a new password with a live link: the link is spent, every session of the account is revoked
 * and its failed-login count cleared. Spending and revoking commit together or not at all.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: z.output<typeof ResetPasswordRequestSchema>,
  clientIp: string,
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const [isIpLimited, isTokenLimited] = await Promise.all([
    deps.limits.resetPasswordPerIp.hit(clientIp),
    deps.limits.resetPasswordPerToken.hit(tokenHash),
  ]);
  if (isIpLimited || isTokenLimited) throw tooManyAttempts();

  const found = await deps.resetTokens.findByHash(tokenHash);
  if (!found || found.usedAt) throw invalidToken();
  const now = new Date();
  if (found.expiresAt <= now) throw expiredToken();

  const passwordHash = await hashPassword(input.newPassword);
  const user = await deps.inTransaction(async (data) => {
    const userId = await data.resetTokens.spend(tokenHash, now);
    if (!userId) return undefined;
    const account = await data.users.setPasswordHash(userId, passwordHash, now);
    // Every device is signed out: none is pushed to until it signs in and opts in again.
    await data.push.deleteForUser(userId);
    try {
      // Timed after the write, which waited for any sign-in still issuing a session with the old
      // password (auth.ts): this revocation covers that session too.
      await revokeAllSessions(data.revocations, userId, new Date());
    } catch (err) {
      // Without the revocation a stolen cookie would outlive the new password: refuse, keep the link.
      throw unavailable(err);
    }
    return account;
  });
  // Spent by a concurrent request with the same link since the look-up above.
  if (!user) throw invalidToken();
  await deps.loginAttempts.clear(user.email);
  deps.logger.info({ userId: user.id }, 'password reset');
}
