import type { RateLimiter, TransactionRunner } from '@lezioni/service-kit';
import type { Role } from '@lezioni/contracts';
import type { LearningData } from '../data/learning-data';

/** What learning's use cases are given: its repositories, bound to the pool, and its limits. */
export type LearningDeps = LearningData & {
  inTransaction: TransactionRunner<LearningData>;
  /** Writes per user and minute, by role (config.ts). */
  writesPerMinute: Record<Role, RateLimiter>;
};
