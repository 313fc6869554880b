import { createLogger, type StartService } from '@lezioni/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';
import { createPageRendererFile } from './data/page-renderer';

/** The page renderer of signed-in pages (ARCHITECTURE D29): no store of its own, ready at once. */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const logger = createLogger('pages', config.LOG_LEVEL);
  const renderer = createPageRendererFile(config.WEB_ROOT, config.API_URL);
  return {
    app: createApp({ config, logger, renderer }),
    port: config.PORT,
    host: config.HOST,
    logger,
    async close() {},
  };
};
