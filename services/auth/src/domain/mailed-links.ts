import { createHash, randomBytes } from 'node:crypto';
import type { LinkMail, SignedInUser } from '@lezioni/contracts';
import { sealLink } from '@lezioni/service-kit';
import type { AuthDeps } from './deps';

const TOKEN_BYTES = 32;

/** Tokens are kept and rate-limited by their SHA-256 only: neither the database nor Redis holds a usable link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use link to `page` for `user`: its token's hash (to store) and its mail, in the user's
 * language, the link sealed for the mailer (ARCHITECTURE "Mail without live links"). Auth itself keeps no copy of the
 * token: the database holds its hash, the outbox and the queue only the sealed link.
 */
export function newMailedLink(
  deps: Pick<AuthDeps, 'appUrl' | 'mailLinkPublicKey'>,
  kind: LinkMail['kind'],
  page: `/${string}`,
  user: Pick<SignedInUser, 'email' | 'name' | 'language'>,
): { tokenHash: string; mail: LinkMail } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  // In the fragment: browsers never send it to a server, so no proxy or access log can keep it.
  const link = `${deps.appUrl.replace(/\/+$/, '')}${page}#token=${token}`;
  const sealedLink = sealLink(deps.mailLinkPublicKey, link, { kind, to: user.email });
  return {
    tokenHash: hashToken(token),
    mail: { kind, to: user.email, name: user.name, sealedLink, language: user.language },
  };
}
