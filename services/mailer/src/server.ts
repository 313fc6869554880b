import { createLogger, createRedis, runService } from '@lezioni/service-kit';
import { createMailer } from './app';
import { loadConfig } from './config';
import { createSmtpTransport } from './data/smtp-transport';

void runService('mailer', async () => {
  const config = loadConfig();
  const logger = createLogger('mailer', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, logger);
  const transport = createSmtpTransport(config.SMTP_URL);
  const mailer = createMailer({ config, redis, transport, logger });
  return {
    app: mailer.app,
    port: config.PORT,
    logger,
    close: [
      async () => {
        await mailer.close();
        transport.close();
        await redis.quit();
      },
    ],
  };
});
