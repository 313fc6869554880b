import { consumeLessonEvents, consumeUserEvents, openStores, runEvery, type StartService } from '@lezioni/service-kit';
import { scheduleUploadSweep } from '@lezioni/service-kit/files';
import { createApp, createLearningDeps } from './app';
import { loadConfig } from './config';
import { LEARNING_SCHEMA, type Database } from './data/db';
import { migrations } from './data/migrations';
import { applyLessonEvent } from './domain/lessons';
import { pushDueWords } from './domain/review-pushes';
import { applyUserEvent } from './domain/students';

/**
 * Migrates the schema, connects, starts the file sweep, the pushes about words due and the
 * user-events and lesson-events consumers: ready to serve.
 */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const stores = await openStores<Database>({ name: 'learning', config, schema: LEARNING_SCHEMA, migrations });
  const { logger, db, redis } = stores;
  const deps = { config, db, redis, logger };
  const learningDeps = createLearningDeps(deps);
  const sweep = scheduleUploadSweep(learningDeps, config.FILE_SWEEP_INTERVAL_MS);
  const reviewPushes = runEvery(
    config.REVIEW_PUSH_INTERVAL_MS,
    async () => {
      const count = await pushDueWords(learningDeps, new Date());
      if (count > 0) logger.info({ count }, 'students pushed about their words due');
    },
    (err) => logger.error({ err }, 'words due not pushed: the next run tries again'),
  );
  const consumers = [
    consumeUserEvents({
      redis,
      prefix: config.REDIS_PREFIX,
      group: 'learning',
      logger,
      apply: (event) => applyUserEvent(learningDeps, event),
    }),
    consumeLessonEvents({
      redis,
      prefix: config.REDIS_PREFIX,
      group: 'learning',
      logger,
      apply: (event) => applyLessonEvent(learningDeps, event),
    }),
  ];
  return {
    app: createApp(deps, learningDeps),
    port: config.PORT,
    host: config.HOST,
    logger,
    async close() {
      await Promise.all([sweep.stop(), reviewPushes.stop(), ...consumers.map((consumer) => consumer.stop())]);
      await learningDeps.pushQueue.close();
      await stores.close();
    },
  };
};
