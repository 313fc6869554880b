import type { Freshness, Logger, PushQueue, RateLimiter, TransactionRunner } from '@lezioni/service-kit';
import type { UploadLimits } from '@lezioni/service-kit/files';
import type { Role } from '@lezioni/contracts';
import type { LearningData } from '../data/learning-data';

/** What learning's use cases are given: its repositories, bound to the pool, and its limits. */
export type LearningDeps = LearningData & {
  inTransaction: TransactionRunner<LearningData>;
  /** Writes per user and minute, by role (config.ts). */
  writesPerMinute: Record<Role, RateLimiter>;
  /** A student's ratings of review cards per minute (config.ts). */
  reviewsPerMinute: RateLimiter;
  /** The teacher's uploads (config.ts); students upload nothing here. */
  uploadLimits: UploadLimits;
  /** The version of each student's polled materials answer (domain/freshness.ts). */
  freshness: Freshness;
  /** Web Push (D33): the words due for review, which auth's worker delivers. */
  pushQueue: PushQueue;
  logger: Logger;
};
