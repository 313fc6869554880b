import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { allowHostKeyOf } from '@lezioni/safe-fetch';
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

const splitList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** A VAPID key as web-push's generateVAPIDKeys writes it: unpadded base64url of `bytes` bytes. */
const vapidKeyEnv = (name: string, bytes: number) =>
  z
    .string({ error: `${name} is required (\`npm start\` generates it into .data/keys)` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${name} must be base64url` })
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, {
      error: `${name} must be ${bytes} bytes of base64url (web-push generate-vapid-keys)`,
    });

/** True when `publicKey` is the P-256 public key of `privateKey` (both base64url). */
function isVapidPair(privateKey: string, publicKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

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
    /** Web Push's application server keys (RFC 8292, D33): the page subscribes with the public one, pushes are signed with the private one. */
    VAPID_PUBLIC_KEY: vapidKeyEnv('VAPID_PUBLIC_KEY', 65),
    VAPID_PRIVATE_KEY: vapidKeyEnv('VAPID_PRIVATE_KEY', 32),
    /** Whom a push service may write to about our pushes; mailto:ADMIN_EMAIL when unset. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, { error: 'VAPID_SUBJECT must be a mailto: or https: address' })
      .optional(),
    /**
     * Tests only (refused in production): comma-separated `host:port` of a loopback push service
     * (packages/push-fake) accepted as subscription endpoints beside the real push services.
     */
    PUSH_TEST_HOSTS: z
      .string()
      .default('')
      .superRefine((value, ctx) => {
        for (const entry of splitList(value))
          if (!allowHostKeyOf(entry)) ctx.addIssue({ code: 'custom', message: `"${entry}" is not host:port` });
      })
      .transform((value): ReadonlySet<string> => new Set(splitList(value).map((entry) => allowHostKeyOf(entry)!))),
    /** Pushes sent at once by one process. */
    PUSH_CONCURRENCY: positiveIntEnv(4),
  })
  .superRefine((env, context) => {
    const problem = env.NODE_ENV === 'production' ? weakAdminPasswordProblem(env.ADMIN_PASSWORD) : undefined;
    if (problem) context.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem });
    if (env.NODE_ENV === 'production' && env.PUSH_TEST_HOSTS.size > 0)
      context.addIssue({ code: 'custom', path: ['PUSH_TEST_HOSTS'], message: 'PUSH_TEST_HOSTS is for tests only' });
    if (!isVapidPair(env.VAPID_PRIVATE_KEY, env.VAPID_PUBLIC_KEY))
      context.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
      });
  })
  .transform(({ VAPID_SUBJECT, ...env }) => ({ ...env, VAPID_SUBJECT: VAPID_SUBJECT ?? `mailto:${env.ADMIN_EMAIL}` }));
export type AuthConfig = z.infer<typeof AuthEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<AuthConfig> => parseEnv(AuthEnv, env);
