import { SERVER_MESSAGES, type SignedInUser } from '@lezioni/contracts';
import { AppError, notSignedIn, type SessionUser } from '@lezioni/service-kit';
import type { AuthData } from '../data/auth-data';
import type { AuthDeps } from './deps';
import { hashToken, newMailedLink } from './mailed-links';
import { userUpserted } from './user-events';

const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60_000;

const tooManyAttempts = () => new AppError('rate_limited', SERVER_MESSAGES.tooManyAttempts);
const invalidToken = () => new AppError('verify_token_invalid', SERVER_MESSAGES.verifyTokenInvalid);
const expiredToken = () => new AppError('verify_token_expired', SERVER_MESSAGES.verifyTokenExpired);

/**
 * Writes a new confirmation token and its mail with `data`, which must be a transaction (the one
 * creating the account, or a resend's): both commit or neither. Earlier links of the account stop
 * working. The token's hash is the job's id: a row relayed twice still makes one mail.
 */
export async function queueVerificationMail(
  deps: Pick<AuthDeps, 'appUrl' | 'mailLinkPublicKey'>,
  data: AuthData,
  user: SignedInUser,
): Promise<void> {
  const { tokenHash, mail } = newMailedLink(deps, 'email-verification', '/verify-email', user);
  await data.verificationTokens.replaceForUser(user.id, tokenHash, new Date(Date.now() + VERIFY_TOKEN_TTL_MS));
  await data.outbox.add({ topic: 'mail', jobId: tokenHash, job: mail });
}

/** "Send the link again": a new link for the signed-in account, a few times per window; the sentence to show. */
export async function resendVerificationMail(deps: AuthDeps, session: SessionUser | undefined): Promise<string> {
  if (!session) throw notSignedIn();
  if (await deps.limits.resendVerificationPerAccount.hit(session.id)) throw tooManyAttempts();
  const user = await deps.users.findById(session.id);
  if (!user) throw notSignedIn();
  if (user.emailVerified) return SERVER_MESSAGES.emailAlreadyVerified;
  await deps.inTransaction((data) => queueVerificationMail(deps, data, user));
  deps.logger.info({ userId: user.id }, 'confirmation mail queued again');
  return SERVER_MESSAGES.verificationEmailSent;
}

/**
 * Proves the address with a live link, signed in or not (the link may be opened on another device):
 * the link is spent, the account marked, and the event that lets booking-proxy link the address's
 * bookings written, in one transaction.
 */
export async function verifyEmail(deps: AuthDeps, token: string, clientIp: string): Promise<void> {
  if (await deps.limits.verifyEmailPerIp.hit(clientIp)) throw tooManyAttempts();
  const tokenHash = hashToken(token);
  const found = await deps.verificationTokens.findByHash(tokenHash);
  if (!found || found.usedAt) throw invalidToken();
  const now = new Date();
  if (found.expiresAt <= now) throw expiredToken();

  const user = await deps.inTransaction(async (data) => {
    const userId = await data.verificationTokens.spend(tokenHash, now);
    if (!userId) return undefined;
    const account = await data.users.markEmailVerified(userId, now);
    await data.outbox.add(userUpserted(account));
    return account;
  });
  // Spent by a concurrent request with the same link since the look-up above.
  if (!user) throw invalidToken();
  deps.logger.info({ userId: user.id }, 'email address confirmed');
}
