import {
  createRateLimiter,
  createServiceAppWithSessions,
  createTransactionRunner,
  sessionCookieName,
} from '@lezioni/service-kit';
import type { Logger, Redis } from '@lezioni/service-kit';
import { RATE_LIMIT_WINDOW_MINUTES } from '@lezioni/contracts';
import type { AuthConfig } from './config';
import { createAuthData } from './data/auth-data';
import { createLoginAttemptStore } from './data/login-attempts.store';
import type { Db } from './data/db';
import { createPushSender } from './data/push-sender';
import type { AuthDeps } from './domain/deps';
import { createBackgroundTasks } from './jobs/background';
import { createAuthRouter } from './routes/auth.routes';
import { createOwnDataRouter } from './routes/own-data.routes';
import { createPushRouter } from './routes/push.routes';

type AppDeps = { config: AuthConfig; db: Db; redis: Redis; logger: Logger };

const WINDOW_SECONDS = RATE_LIMIT_WINDOW_MINUTES * 60;

export function createAuthDeps({ config, db, redis, logger }: AppDeps): AuthDeps {
  const createLimiter = (name: string, limit: number) =>
    createRateLimiter(redis, config.REDIS_PREFIX, { name, limit, windowSeconds: WINDOW_SECONDS });
  return {
    ...createAuthData(db, redis, config.REDIS_PREFIX),
    inTransaction: createTransactionRunner(db, (trx) => createAuthData(trx, redis, config.REDIS_PREFIX)),
    background: createBackgroundTasks(logger),
    logger,
    appUrl: config.APP_URL,
    mailLinkPublicKey: config.MAIL_LINK_PUBLIC_KEY,
    keys: { privateKey: config.JWT_PRIVATE_KEY, sessionTtlHours: config.SESSION_TTL_HOURS },
    pushSettings: {
      publicKey: config.VAPID_PUBLIC_KEY,
      testHosts: config.PUSH_TEST_HOSTS,
      send: createPushSender({
        subject: config.VAPID_SUBJECT,
        publicKey: config.VAPID_PUBLIC_KEY,
        privateKey: config.VAPID_PRIVATE_KEY,
      }),
    },
    loginAttempts: createLoginAttemptStore(redis, config.REDIS_PREFIX, {
      perClient: config.LOGIN_FAILURES_PER_NETWORK,
      beforeDelay: config.LOGIN_FAILURES_BEFORE_DELAY,
      firstDelayMs: config.LOGIN_DELAY_MS,
      windowSeconds: WINDOW_SECONDS,
    }),
    limits: {
      loginPerIp: createLimiter('login-ip', config.LOGIN_RATE_LIMIT_PER_IP),
      registerPerIp: createLimiter('register-ip', config.REGISTER_RATE_LIMIT_PER_IP),
      forgotPasswordPerIp: createLimiter('forgot-password-ip', config.FORGOT_PASSWORD_RATE_LIMIT_PER_IP),
      forgotPasswordPerEmail: createLimiter('forgot-password-email', config.FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL),
      resetPasswordPerIp: createLimiter('reset-password-ip', config.RESET_PASSWORD_RATE_LIMIT_PER_IP),
      resetPasswordPerToken: createLimiter('reset-password-token', config.RESET_PASSWORD_RATE_LIMIT_PER_TOKEN),
      verifyEmailPerIp: createLimiter('verify-email-ip', config.VERIFY_EMAIL_RATE_LIMIT_PER_IP),
      resendVerificationPerAccount: createLimiter(
        'verify-email-resend-account',
        config.VERIFY_EMAIL_RESEND_RATE_LIMIT_PER_ACCOUNT,
      ),
    },
  };
}

export function createApp(deps: AppDeps, authDeps: AuthDeps) {
  const { APP_URL } = deps.config;
  const isSecure = new URL(APP_URL).protocol === 'https:';
  const cookies = { cookieName: sessionCookieName(APP_URL), isSecure };
  return createServiceAppWithSessions('auth', deps, [
    createAuthRouter(authDeps, cookies),
    createOwnDataRouter(authDeps, cookies),
    createPushRouter(authDeps),
  ]);
}
