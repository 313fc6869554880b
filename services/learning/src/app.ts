import {
  createFreshness,
  createPushQueue,
  createRateLimiter,
  createServiceAppWithSessions,
  createTransactionRunner,
} from '@lezioni/service-kit';
import type { Logger, Redis } from '@lezioni/service-kit';
import { createUploadLimits } from '@lezioni/service-kit/files';
import type { LearningConfig } from './config';
import type { Db } from './data/db';
import { createLearningData } from './data/learning-data';
import type { LearningDeps } from './domain/deps';
import { createFilesRouter } from './routes/files.routes';
import { createMaterialsRouter } from './routes/materials.routes';
import { createMeRouter } from './routes/me.routes';
import { createNotesRouter } from './routes/notes.routes';
import { createOwnDataRouter } from './routes/own-data.routes';
import { createReviewRouter } from './routes/review.routes';
import { createStudentsRouter } from './routes/students.routes';

type AppDeps = { config: LearningConfig; db: Db; redis: Redis; logger: Logger };

const MINUTE_S = 60;
// Students poll their materials every minute (MY_MATERIALS_POLL_MS): with the kit's 60–120 s most
// polls would find the version expired. 10–20 min instead, as every change renews it; a renewal
// lost with Redis shows old materials that long at most.
const MY_MATERIALS_VERSION_LIFE_S = 600;

/** Learning's use-case dependencies. */
export function createLearningDeps({ config, db, redis, logger }: AppDeps): LearningDeps {
  const writesPerMinute = (name: string, limit: number) =>
    createRateLimiter(redis, config.REDIS_PREFIX, { name, limit, windowSeconds: MINUTE_S });
  return {
    ...createLearningData(db),
    inTransaction: createTransactionRunner(db, createLearningData),
    writesPerMinute: {
      student: writesPerMinute('learning-writes-student', config.LEARNING_WRITES_PER_MINUTE),
      admin: writesPerMinute('learning-writes-admin', config.LEARNING_WRITES_PER_MINUTE_TEACHER),
    },
    reviewsPerMinute: writesPerMinute('learning-reviews-student', config.LEARNING_REVIEWS_PER_MINUTE),
    uploadLimits: createUploadLimits(redis, config.REDIS_PREFIX, {
      name: 'learning-upload-bytes-admin',
      uploadMbPerDay: config.LEARNING_UPLOAD_MB_PER_DAY_TEACHER,
      storedMb: config.LEARNING_STORED_MB_TEACHER,
    }),
    freshness: createFreshness(redis, config.REDIS_PREFIX, { logger, lifeSeconds: MY_MATERIALS_VERSION_LIFE_S }),
    pushQueue: createPushQueue(redis, config.REDIS_PREFIX),
    logger,
  };
}

export function createApp(deps: AppDeps, learningDeps: LearningDeps) {
  return createServiceAppWithSessions(
    'learning',
    deps,
    [
      createNotesRouter(learningDeps),
      createStudentsRouter(learningDeps),
      createMaterialsRouter(learningDeps),
      createMeRouter(learningDeps),
      createFilesRouter(learningDeps),
      createOwnDataRouter(learningDeps),
      createReviewRouter(learningDeps),
    ],
    // The longest note the rules allow (two 20,000-character texts, 200 words with examples) is
    // about 640 KB of JSON in accented letters: past the kit's 100 KB.
    { bodyLimit: '1mb' },
  );
}
