import { z } from 'zod';
import { SESSION_ENV, STORES_ENV, parseEnv, portEnv, positiveIntEnv } from '@lezioni/service-kit';

export const LearningEnv = z.object({
  ...STORES_ENV,
  ...SESSION_ENV,
  PORT: portEnv(4006),
  // Per-user writes a minute (past them 429, nothing stored). The teacher's note autosaves as she
  // types, a save every second or two, so her limit (`_TEACHER`) is far higher than a student's.
  LEARNING_WRITES_PER_MINUTE: positiveIntEnv(30),
  LEARNING_WRITES_PER_MINUTE_TEACHER: positiveIntEnv(240),
});
export type LearningConfig = z.infer<typeof LearningEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<LearningConfig> =>
  parseEnv(LearningEnv, env);
