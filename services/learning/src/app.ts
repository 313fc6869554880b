import { createRateLimiter, createServiceAppWithSessions, createTransactionRunner } from '@lezioni/service-kit';
import type { Logger, Redis } from '@lezioni/service-kit';
import type { LearningConfig } from './config';
import type { Db } from './data/db';
import { createLearningData } from './data/learning-data';
import type { LearningDeps } from './domain/deps';
import { createMaterialsRouter } from './routes/materials.routes';
import { createMeRouter } from './routes/me.routes';
import { createNotesRouter } from './routes/notes.routes';
import { createOwnDataRouter } from './routes/own-data.routes';
import { createStudentsRouter } from './routes/students.routes';

type AppDeps = { config: LearningConfig; db: Db; redis: Redis; logger: Logger };

const MINUTE_S = 60;

/** Learning's use-case dependencies. */
export function createLearningDeps({ config, db, redis }: AppDeps): LearningDeps {
  const writesPerMinute = (name: string, limit: number) =>
    createRateLimiter(redis, config.REDIS_PREFIX, { name, limit, windowSeconds: MINUTE_S });
  return {
    ...createLearningData(db),
    inTransaction: createTransactionRunner(db, createLearningData),
    writesPerMinute: {
      student: writesPerMinute('learning-writes-student', config.LEARNING_WRITES_PER_MINUTE),
      admin: writesPerMinute('learning-writes-admin', config.LEARNING_WRITES_PER_MINUTE_TEACHER),
    },
  };
}

export function createApp(deps: AppDeps, learningDeps: LearningDeps) {
  return createServiceAppWithSessions('learning', deps, [
    createNotesRouter(learningDeps),
    createStudentsRouter(learningDeps),
    createMaterialsRouter(learningDeps),
    createMeRouter(learningDeps),
    createOwnDataRouter(learningDeps),
  ]);
}
