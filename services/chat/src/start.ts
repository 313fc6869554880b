import {
  consumeUserEvents,
  createRevocationCheck,
  endRevokedStreams,
  openStores,
  type StartService,
} from '@lezioni/service-kit';
import { scheduleUploadSweep } from '@lezioni/service-kit/files';
import { createApp, createChatDeps } from './app';
import { loadConfig } from './config';
import { CHAT_SCHEMA, type Database } from './data/db';
import { migrations } from './data/migrations';
import { applyUserEvent } from './domain/students';

/**
 * Migrates the schema, connects, starts the file sweep, the user-events consumer and the check that
 * ends revoked sessions' streams: the chat service, ready to serve.
 */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const stores = await openStores<Database>({ name: 'chat', config, schema: CHAT_SCHEMA, migrations });
  const { logger, db, redis } = stores;
  const deps = { config, db, redis, logger };
  const { chatDeps, live, close: closeLive } = createChatDeps(deps);
  const sweep = scheduleUploadSweep(chatDeps, config.FILE_SWEEP_INTERVAL_MS);
  const revokedStreams = endRevokedStreams({
    streams: live,
    findRevoked: createRevocationCheck(redis, config.REDIS_PREFIX),
    intervalMs: config.EVENTS_SESSION_CHECK_MS,
    logger,
  });
  const userEvents = consumeUserEvents({
    redis,
    prefix: config.REDIS_PREFIX,
    group: 'chat',
    logger,
    apply: (event) => applyUserEvent(chatDeps, event),
  });
  return {
    app: createApp(deps, chatDeps, live),
    port: config.PORT,
    host: config.HOST,
    logger,
    // Open event streams end as the server stops accepting: their clients reconnect to a replica.
    drain: closeLive,
    async close() {
      await Promise.all([sweep.stop(), userEvents.stop(), revokedStreams.stop()]);
      await chatDeps.pushQueue.close();
      await stores.close();
    },
  };
};
