import { consumeLessonEvents, consumeUserEvents, openStores, type StartService } from '@lezioni/service-kit';
import { scheduleUploadSweep } from '@lezioni/service-kit/files';
import { createApp, createLearningDeps } from './app';
import { loadConfig } from './config';
import { LEARNING_SCHEMA, type Database } from './data/db';
import { migrations } from './data/migrations';
import { applyLessonEvent } from './domain/lessons';
import { applyUserEvent } from './domain/students';

/** Migrates the schema, connects, starts the file sweep and the user-events and lesson-events consumers: ready to serve. */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const stores = await openStores<Database>({ name: 'learning', config, schema: LEARNING_SCHEMA, migrations });
  const { logger, db, redis } = stores;
  const deps = { config, db, redis, logger };
  const learningDeps = createLearningDeps(deps);
  const sweep = scheduleUploadSweep(learningDeps, config.FILE_SWEEP_INTERVAL_MS);
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
      await Promise.all([sweep.stop(), ...consumers.map((consumer) => consumer.stop())]);
      await stores.close();
    },
  };
};
