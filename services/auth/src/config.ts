import { z } from 'zod';
import {
  ADMIN_ENV,
  SESSION_ENV,
  STORES_ENV,
  parseEnv,
  pemEnv,
  portEnv,
  positiveIntEnv,
  weakAdminPasswordProblem,
} from '@lezioni/service-kit';

export const AuthEnv = z
  .object({
    ...STORES_ENV,
    ...SESSION_ENV,
    ...ADMIN_ENV,
    PORT: portEnv(4001),
    JWT_PRIVATE_KEY: pemEnv('JWT_PRIVATE_KEY'),
    /** Lifetime of a session without "remember me" (the cookie itself ends with the browser session). */
    SESSION_TTL_HOURS: positiveIntEnv(12),
    /**
     * Per 15 minutes: login attempts from one address; failed logins on one account from one client
     * network (its IPv4 address or IPv6 /64) or one known device; failed logins on one account from
     * all of them, past which its attempts are spaced by doubling delays, the first LOGIN_DELAY_MS
     * long, at most 60 times that (1 s up to a minute); the account's known devices skip them.
     */
    LOGIN_RATE_LIMIT_PER_IP: positiveIntEnv(30),
    LOGIN_FAILURES_PER_NETWORK: positiveIntEnv(5),
    LOGIN_FAILURES_BEFORE_DELAY: positiveIntEnv(20),
    LOGIN_DELAY_MS: positiveIntEnv(1_000),
    REGISTER_RATE_LIMIT_PER_IP: positiveIntEnv(10),
    /** Per 15 minutes: reset-link requests from one address and for one email; resets from one address and with one link. */
    FORGOT_PASSWORD_RATE_LIMIT_PER_IP: positiveIntEnv(20),
    FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL: positiveIntEnv(5),
    RESET_PASSWORD_RATE_LIMIT_PER_IP: positiveIntEnv(10),
    RESET_PASSWORD_RATE_LIMIT_PER_TOKEN: positiveIntEnv(5),
    /** The mailer's public key: reset and confirmation links are sealed with it before they are queued. */
    MAIL_LINK_PUBLIC_KEY: pemEnv('MAIL_LINK_PUBLIC_KEY'),
    /** Per 15 minutes: address confirmations tried from one address; "Send the link again" per account. */
    VERIFY_EMAIL_RATE_LIMIT_PER_IP: positiveIntEnv(10),
    VERIFY_EMAIL_RESEND_RATE_LIMIT_PER_ACCOUNT: positiveIntEnv(3),
  })
  .superRefine((env, context) => {
    const problem = env.NODE_ENV === 'production' ? weakAdminPasswordProblem(env.ADMIN_PASSWORD) : undefined;
    if (problem) context.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem });
  });
export type AuthConfig = z.infer<typeof AuthEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<AuthConfig> => parseEnv(AuthEnv, env);
