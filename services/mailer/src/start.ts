import { closeRedis, createLogger, createRedis, type StartService } from '@lezioni/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';
import { createSmtpTransport } from './data/smtp-transport';
import { startMailWorker } from './jobs/mail-worker';

/** The mail worker with its health and metrics face. */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const logger = createLogger('mailer', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, logger);
  const transport = createSmtpTransport(config.SMTP_URL);
  const { app, metrics, close: closeApp } = createApp({ config, redis, logger });
  const worker = startMailWorker({ config, transport, logger, metrics });
  return {
    app,
    port: config.PORT,
    host: config.HOST,
    logger,
    async close() {
      // The jobs in hand finish first (graceful shutdown), then the rest lets go.
      await worker.close();
      await closeApp();
      transport.close();
      await closeRedis(redis);
    },
  };
};
