import { createLogger, createRedis, runService } from '@lezioni/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';

void runService('gateway', async () => {
  const config = loadConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, logger);
  return { app: createApp({ config, redis, logger }), port: config.PORT, logger, close: [() => redis.quit()] };
});
