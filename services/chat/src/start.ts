import {
  closeRedis,
  createDb,
  createLogger,
  createRedis,
  migrateToLatest,
  type Redis,
  type StartService,
} from '@lezioni/service-kit';
import { createApp, createChatDeps } from './app';
import { loadConfig } from './config';
import { CHAT_SCHEMA, type Database } from './data/db';
import { migrations } from './data/migrations';
import { scheduleFileSweep } from './domain/files';

/**
 * Sessions are checked against Redis, which fails fast while not connected: waiting briefly for the
 * first connection keeps the first requests from being 503s. Past the wait, chat starts anyway and
 * serves what it can until Redis is there (ARCHITECTURE D2).
 */
const REDIS_START_WAIT_MS = 2_000;

function whenConnected(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

/** Migrates the schema, connects, starts the file sweep: the chat service, ready to serve. */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const logger = createLogger('chat', config.LOG_LEVEL);
  const db = createDb<Database>({ url: config.DATABASE_URL, schema: CHAT_SCHEMA });
  await migrateToLatest(db, CHAT_SCHEMA, migrations);
  const redis = createRedis(config.REDIS_URL, logger);
  await whenConnected(redis, REDIS_START_WAIT_MS);
  const deps = { config, db, redis, logger };
  const { chatDeps, live, close: closeLive } = createChatDeps(deps);
  const sweep = scheduleFileSweep(chatDeps, config.FILE_SWEEP_INTERVAL_MS);
  return {
    app: createApp(deps, chatDeps, live),
    port: config.PORT,
    logger,
    // Open event streams end as the server stops accepting: their clients reconnect to a replica.
    drain: closeLive,
    async close() {
      await sweep.stop();
      await Promise.all([db.destroy(), closeRedis(redis)]);
    },
  };
};
