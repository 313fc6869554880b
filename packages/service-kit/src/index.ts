export {
  parseEnv,
  pemEnv,
  BASE_ENV,
  REQUEST_TIMEOUTS_ENV,
  DATABASE_ENV,
  REDIS_ENV,
  SESSION_ENV,
  ADMIN_ENV,
  TEACHER_ENV,
  PAGE_ENV,
  CALENDAR_ENV,
  STORES_ENV,
  UPLOAD_SWEEP_ENV,
  portEnv,
  positiveIntEnv,
  DEMO_ADMIN_PASSWORD,
  teacherNameOf,
  pageConfigOf,
  weakAdminPasswordProblem,
  type RequestTimeoutsConfig,
} from './config';
export {
  AppError,
  badInput,
  parseInput,
  notSignedIn,
  forbidden,
  notFound,
  tooManyRequests,
  unavailable,
  orUnavailable,
} from './errors';
export { cookieValue, languageOfVisit, timeZoneOfCookies } from './cookies';
export { createLogger, type Logger } from './logger';
export {
  createBaseApp,
  createServiceApp,
  createServiceAppWithSessions,
  finishApp,
  type PlainHandler,
  type ReadinessCheck,
} from './app';
export { createRouter } from './router';
export {
  LIVE_STREAMS_ENV,
  createSessionStreams,
  createStreamSlots,
  endRevokedStreams,
  serveLiveStream,
  type EndableStream,
  type ServedStream,
  type SessionStreams,
  type StreamSlots,
} from './live-streams';
export { type Metrics } from './metrics';
export { compiledOnce, createDb, createTransactionRunner, migrateToLatest, pingDb, type TransactionRunner } from './db';
export { upsertById, upsertNewerVersion } from './upsert';
export { createUserCopy, type CopiedAccount, type UserCopyTable } from './user-copy';
export { openStores, type Stores } from './stores';
export { runEvery, type Periodic } from './periodic';
export { idParam, isUuid } from './path-ids';
export { withoutNul } from './stored-text';
export { NO_STORE } from './caching';
export { createFanOut, type FanOut } from './fan-out';
export { createRedis, closeRedis, pingRedis, redisRetryDelayMs, whenRedisConnected, type Redis } from './redis';
export {
  SESSION_COOKIE,
  sessionCookieName,
  revocationKeys,
  signSessionToken,
  createSessionVerifier,
  createRevocationCheck,
  authenticate,
  requireUser,
  requireRole,
  type SessionUser,
  type SessionVerifier,
  type FindRevokedSessions,
} from './session';
export { createBudget, createRateLimiter, type Budget, type RateLimiter, type RateLimitRule } from './rate-limit';
export { REQUEST_ID_HEADER } from './request-id';
export {
  runService,
  serve,
  SHUTDOWN_GRACE_MS,
  type OwnSchema,
  type RunningService,
  type StartService,
  type ServedService,
} from './service';
export { withTimeout } from './timeout';
export { answerAndClose, hasBody, type BeforeApp } from './request-timeouts';
export { createMailQueue, type MailQueue } from './mail-queue';
export { createPushQueue, type PushQueue } from './push-queue';
export { generateVapidKeys } from './vapid-keys';
export { sealLink, openLink, type LinkRecipient } from './sealed-link';
export * from './event-streams';
export {
  addToOutbox,
  relayOldestOutboxRows,
  startOutboxRelay,
  type OutboxRelay,
  type OutboxRow,
  type OutboxTable,
  type RelayOutcome,
} from './outbox';
export { FRESHNESS_KEY_HEADER, answerFresh, createFreshness, etagOfVersion, type Freshness } from './freshness';
