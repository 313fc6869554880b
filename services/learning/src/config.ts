import { z } from 'zod';
import { SESSION_ENV, STORES_ENV, UPLOAD_SWEEP_ENV, parseEnv, portEnv, positiveIntEnv } from '@lezioni/service-kit';

export const LearningEnv = z.object({
  ...STORES_ENV,
  ...SESSION_ENV,
  ...UPLOAD_SWEEP_ENV,
  PORT: portEnv(4006),
  // Per-user writes a minute (past them 429, nothing stored). The teacher's note autosaves as she
  // types, a save every second or two, so her limit (`_TEACHER`) is far higher than a student's.
  LEARNING_WRITES_PER_MINUTE: positiveIntEnv(30),
  LEARNING_WRITES_PER_MINUTE_TEACHER: positiveIntEnv(240),
  // A student's ratings of review cards a minute: a card every second or two, apart from their other writes.
  LEARNING_REVIEWS_PER_MINUTE: positiveIntEnv(120),
  // The teacher's uploads (materials, homework attachments; students upload nothing here): a budget
  // of learning's own, apart from chat's, in megabytes per 24 hours and stored at once.
  LEARNING_UPLOAD_MB_PER_DAY_TEACHER: positiveIntEnv(500),
  LEARNING_STORED_MB_TEACHER: positiveIntEnv(10_000),
  // How often each replica looks for students with words due to push about (once a day each at most).
  REVIEW_PUSH_INTERVAL_MS: positiveIntEnv(15 * 60_000),
});
export type LearningConfig = z.infer<typeof LearningEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<LearningConfig> =>
  parseEnv(LearningEnv, env);
