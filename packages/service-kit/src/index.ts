export { parseEnv, ConfigError, ServiceEnv, privateKeyEnv } from './config';
export {
  AppError,
  badInput,
  parseInput,
  notSignedIn,
  forbidden,
  notFound,
  unavailable,
  createErrorHandler,
  notFoundHandler,
} from './errors';
export { createLogger, type Logger } from './logger';
export { createServiceApp, type ServiceAppOptions, type ReadinessCheck } from './app';
export { createHttpLogger } from './http-logger';
export { createMetrics, type Metrics } from './metrics';
export { createDb, migrateToLatest, pingDb } from './db';
export { createRedis, pingRedis, type Redis } from './redis';
export {
  SESSION_COOKIE,
  JWT_ISSUER,
  JWT_AUDIENCE,
  JWT_ALGORITHM,
  revocationKeys,
  createSessionVerifier,
  authenticate,
  requireUser,
  requireRole,
  type SessionUser,
  type SessionVerifier,
} from './session';
export { createRateLimiter, type RateLimiter, type RateLimitRule } from './rate-limit';
export { REQUEST_ID_HEADER, requestIdOf } from './request-id';
export { runService } from './server';
export { withTimeout } from './timeout';
