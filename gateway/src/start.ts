import { closeRedis, createLogger, createRedis, whenRedisConnected, type StartService } from '@lezioni/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';

/** The gateway: the pages, the route table in front of the services, the platform's own calls. */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, logger);
  await whenRedisConnected(redis);
  const { visitorPages, ...app } = createApp({ config, redis, logger });
  // Rendered with this config while the server starts listening (ARCHITECTURE D26).
  visitorPages.start();
  return {
    ...app,
    port: config.PORT,
    host: config.HOST,
    logger,
    async close() {
      await visitorPages.close();
      await closeRedis(redis);
    },
  };
};
