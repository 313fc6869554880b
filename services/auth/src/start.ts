import { openStores, startOutboxRelay, whenRedisConnected, type StartService } from '@lezioni/service-kit';
import { createApp, createAuthDeps } from './app';
import { loadConfig } from './config';
import { AUTH_SCHEMA, type Database } from './data/db';
import { migrations } from './data/migrations';
import { createOutboxPublisher } from './data/outbox-publisher';
import { seedAdmin } from './domain/auth';
import { startPushWorker } from './jobs/push-worker';

/** Migrates the schema, connects, seeds the teacher, starts the outbox relay: the auth service, ready to serve. */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  // Redis's first connection is awaited below, once the revocations listen for it.
  const isRedisAwaited = false;
  const stores = await openStores<Database>({ name: 'auth', config, schema: AUTH_SCHEMA, migrations, isRedisAwaited });
  const { logger, db, redis } = stores;
  const deps = { config, db, redis, logger };
  const authDeps = createAuthDeps(deps);
  // Listening before the first connection, so that one republishes the revocations too.
  const stopPublishing = authDeps.revocations.keepPublished(logger);
  await whenRedisConnected(redis);
  await seedAdmin(authDeps, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, name: config.ADMIN_NAME });
  const publisher = createOutboxPublisher(redis, config.REDIS_PREFIX);
  const relay = startOutboxRelay({ outbox: authDeps.outbox, send: publisher.send, logger });
  const pushWorker = startPushWorker({ config, authDeps, logger });
  return {
    app: createApp(deps, authDeps),
    port: config.PORT,
    host: config.HOST,
    logger,
    // Reset mails are written after the answer, then relayed: both are done, or waiting for Redis.
    async settled() {
      await authDeps.background.settled();
      await relay.flush();
    },
    // Background work and the relay still need the pools, so they end first.
    async close() {
      await pushWorker.close();
      await authDeps.background.settled();
      stopPublishing();
      await relay.stop();
      await publisher.close();
      await stores.close();
    },
  };
};
