import type { Logger, RateLimiter, TransactionRunner } from '@lezioni/service-kit';
import type { AuthData } from '../data/auth-data';
import type { LoginAttemptStore } from '../data/login-attempts.store';
import type { PushSender } from '../data/push-sender';

/**
 * Work a use case starts after its answer (jobs/background.ts): `run` refuses (`unavailable`) when too
 * much is running; `settled` waits for what is.
 */
export type BackgroundTasks = {
  run(name: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
};

export type AuthDeps = AuthData & {
  inTransaction: TransactionRunner<AuthData>;
  background: BackgroundTasks;
  logger: Logger;
  /** Where the pages are: links in mails point there. */
  appUrl: string;
  /** The mailer's public key (MAIL_LINK_PUBLIC_KEY): mailed links are sealed with it, and only the mailer opens them. */
  mailLinkPublicKey: string;
  keys: { privateKey: string; sessionTtlHours: number };
  /** Web Push (D33): the VAPID public key pages subscribe with, the loopback hosts tests add to the allow-list, the sender. */
  pushSettings: { publicKey: string; testHosts: ReadonlySet<string>; send: PushSender };
  loginAttempts: LoginAttemptStore;
  limits: {
    loginPerIp: RateLimiter;
    registerPerIp: RateLimiter;
    forgotPasswordPerIp: RateLimiter;
    forgotPasswordPerEmail: RateLimiter;
    resetPasswordPerIp: RateLimiter;
    resetPasswordPerToken: RateLimiter;
    verifyEmailPerIp: RateLimiter;
    resendVerificationPerAccount: RateLimiter;
  };
};
