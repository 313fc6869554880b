import { closeRedis, createLogger, createRedis, whenRedisConnected, type StartService } from '@lezioni/service-kit';
import { createApp, createUnfurlDeps } from './app';
import { loadConfig } from './config';

/** Connects to Redis: the link-preview service, ready to serve. */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const logger = createLogger('unfurl', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, logger);
  await whenRedisConnected(redis);
  const deps = { config, redis, logger };
  return {
    app: createApp(deps, createUnfurlDeps(deps)),
    port: config.PORT,
    host: config.HOST,
    logger,
    async close() {
      await closeRedis(redis);
    },
  };
};
