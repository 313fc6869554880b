import type { Kysely } from 'kysely';
import {
  createRateLimiter,
  createServiceApp,
  createSessionVerifier,
  pingDb,
  pingRedis,
  type Logger,
  type Redis,
} from '@lezioni/service-kit';
import { RATE_LIMIT_WINDOW_MINUTES } from '@lezioni/contracts';
import type { AuthConfig } from './config';
import type { Database } from './data/db';
import { createBackgroundTasks } from './background';
import { createMailQueue } from './data/mail.queue';
import { createResetTokensRepository } from './data/reset-tokens.repository';
import { createRevocationsRepository } from './data/revocations.repository';
import { createUsersRepository } from './data/users.repository';
import type { AuthDeps } from './domain/auth';
import { createAuthRouter } from './routes/auth.routes';

export type AppDeps = { config: AuthConfig; db: Kysely<Database>; redis: Redis; logger: Logger };

const WINDOW_SECONDS = RATE_LIMIT_WINDOW_MINUTES * 60;

export function createAuthDeps({ config, db, redis, logger }: AppDeps): AuthDeps {
  const limiter = (name: string, limit: number) =>
    createRateLimiter(redis, logger, { name, limit, windowSeconds: WINDOW_SECONDS });
  return {
    users: createUsersRepository(db),
    resetTokens: createResetTokensRepository(db),
    revocations: createRevocationsRepository(db),
    mailQueue: createMailQueue(redis, config.BULLMQ_PREFIX),
    background: createBackgroundTasks(logger),
    redis,
    logger,
    appUrl: config.APP_URL,
    keys: { privateKey: config.JWT_PRIVATE_KEY, sessionTtlHours: config.SESSION_TTL_HOURS },
    limits: {
      loginPerIp: limiter('login-ip', config.LOGIN_RATE_LIMIT_PER_IP),
      loginFailuresPerAccount: limiter('login-account', config.LOGIN_FAILURES_PER_ACCOUNT),
      registerPerIp: limiter('register-ip', config.REGISTER_RATE_LIMIT_PER_IP),
      forgotPasswordPerIp: limiter('forgot-password-ip', config.FORGOT_PASSWORD_RATE_LIMIT_PER_IP),
      forgotPasswordPerEmail: limiter('forgot-password-email', config.FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL),
      resetPasswordPerIp: limiter('reset-password-ip', config.RESET_PASSWORD_RATE_LIMIT_PER_IP),
      resetPasswordPerToken: limiter('reset-password-token', config.RESET_PASSWORD_RATE_LIMIT_PER_TOKEN),
    },
  };
}

/** `authDeps` is passed by whoever must reach them later, e.g. to wait for background work at shutdown. */
export function createApp(deps: AppDeps, authDeps: AuthDeps = createAuthDeps(deps)) {
  const verifySession = createSessionVerifier({ publicKey: deps.config.JWT_PUBLIC_KEY, redis: deps.redis });
  const secureCookies = new URL(deps.config.APP_URL).protocol === 'https:';
  return createServiceApp({
    name: 'auth',
    logger: deps.logger,
    trustProxy: deps.config.TRUST_PROXY,
    readiness: { database: () => pingDb(deps.db), redis: () => pingRedis(deps.redis) },
    routes: (app) => {
      app.use(createAuthRouter(authDeps, { verifySession, secureCookies }));
    },
  });
}
