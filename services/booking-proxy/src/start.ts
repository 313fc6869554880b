import {
  consumeUserEvents,
  createMailQueue,
  endRevokedStreams,
  openStores,
  startOutboxRelay,
  type StartService,
} from '@lezioni/service-kit';
import { createApp, createBookingDeps } from './app';
import { isLanOnly } from './domain/ice-servers';
import { createRoomHub } from './domain/room-live';
import { loadConfig } from './config';
import { BOOKING_SCHEMA, type Database } from './data/db';
import { migrations } from './data/migrations';
import { createOutboxPublisher } from './data/outbox-publisher';
import { applyUserEvent } from './domain/students';
import { reconcileCardPayments } from './domain/payments';
import { runSync } from './domain/sync';
import { createQueuesDashboard } from './jobs/queues-dashboard';
import { startStripeReconcileWorker } from './jobs/stripe-reconcile.job';
import { startSyncWorker } from './jobs/sync.job';

/** Migrates, connects, follows auth's user events, schedules the TidyCal sync: booking-proxy, ready to serve. */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const stores = await openStores<Database>({ name: 'booking-proxy', config, schema: BOOKING_SCHEMA, migrations });
  const { logger, db, redis } = stores;
  const deps = { config, db, redis, logger };

  const stopping = new AbortController();
  const mailQueue = createMailQueue(redis, config.REDIS_PREFIX);
  const bookingDeps = createBookingDeps(deps, mailQueue, stopping.signal);
  const relay = startOutboxRelay({
    outbox: bookingDeps.outbox,
    send: createOutboxPublisher(redis, config.REDIS_PREFIX).send,
    logger,
  });
  const userEvents = consumeUserEvents({
    redis,
    prefix: config.REDIS_PREFIX,
    group: 'booking-proxy',
    logger,
    apply: (event) => applyUserEvent(bookingDeps, event),
  });
  const syncWorker = config.TIDYCAL_SYNC_WORKER
    ? startSyncWorker({
        redisUrl: config.REDIS_URL,
        prefix: config.REDIS_PREFIX,
        intervalMs: config.TIDYCAL_SYNC_INTERVAL_S * 1000,
        logger,
        sync: () => runSync(bookingDeps),
      })
    : undefined;
  // Beside the sync worker: where a worker of its own syncs (Kubernetes), it reconciles too.
  const reconcileWorker =
    config.TIDYCAL_SYNC_WORKER && bookingDeps.cardPayments.stripe
      ? startStripeReconcileWorker({
          redisUrl: config.REDIS_URL,
          prefix: config.REDIS_PREFIX,
          intervalMs: config.STRIPE_RECONCILE_INTERVAL_S * 1000,
          logger,
          reconcile: () => reconcileCardPayments(bookingDeps, new Date()),
        })
      : undefined;
  if (!bookingDeps.cardPayments.stripe)
    logger.info('card payment is off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take cards with Stripe');
  const queuesDashboard = createQueuesDashboard(redis, config.REDIS_PREFIX, logger);
  if (isLanOnly(bookingDeps.room.ice))
    logger.info(
      'no STUN or TURN server: the lesson room connects on a LAN or loopback only (set STUN_URLS, TURN_URLS, TURN_SECRET)',
    );
  if (!bookingDeps.tidycal) logger.warn('no calendar connected: set TIDYCAL_API_TOKEN to sync bookings from TidyCal');

  const roomHub = createRoomHub(bookingDeps.room.events);
  const revokedStreams = endRevokedStreams({
    streams: roomHub,
    findRevoked: bookingDeps.room.findRevoked,
    intervalMs: config.EVENTS_SESSION_CHECK_MS,
    logger,
  });

  return {
    app: createApp(deps, bookingDeps, queuesDashboard, roomHub),
    port: config.PORT,
    host: config.HOST,
    logger,
    // Open room streams would hold the shutdown; their browsers reconnect to another replica.
    drain: () => roomHub.endAll(),
    // Lesson events written so far are relayed, or waiting for Redis.
    settled: () => relay.flush(),
    async close() {
      // A run waiting on TidyCal ends now (it records a failure) instead of holding up the shutdown.
      stopping.abort();
      await syncWorker?.close();
      await reconcileWorker?.close();
      await userEvents.stop();
      await revokedStreams.stop();
      await relay.stop();
      await mailQueue.close();
      await queuesDashboard.close();
      bookingDeps.room.events.close();
      await stores.close();
    },
  };
};
