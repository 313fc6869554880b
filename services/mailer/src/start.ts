import { closeRedis, createLogger, createRedis, type StartService } from '@lezioni/service-kit';
import { createMailer } from './app';
import { loadConfig } from './config';
import { createSmtpTransport } from './data/smtp-transport';

/** The mail worker with its health and metrics face. */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const logger = createLogger('mailer', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, logger);
  const transport = createSmtpTransport(config.SMTP_URL);
  const mailer = createMailer({ config, redis, transport, logger });
  return {
    app: mailer.app,
    port: config.PORT,
    host: config.HOST,
    logger,
    async close() {
      await mailer.close();
      transport.close();
      await closeRedis(redis);
    },
  };
};
