import {
  consumeUserEvents,
  createMailQueue,
  endRevokedStreams,
  openStores,
  startOutboxRelay,
  type StartService,
} from '@lezioni/service-kit';
import { createApp, createBookingDeps } from './app';
import { isLanOnly } from './room/domain/ice-servers';
import { createRoomHub } from './room/domain/room-live';
import { loadConfig } from './config';
import { BOOKING_SCHEMA, type Database } from './shared/data/db';
import { migrations } from './migrations';
import { createOutboxPublisher } from './shared/data/outbox-publisher';
import { applyUserEvent } from './students/domain/students';
import { reconcileCardPayments } from './payments/domain/payments';
import { runSync } from './calendar/domain/sync';
import { expireUnansweredRequests } from './requests/domain/lesson-requests';
import { offerDemoWeek } from './availability/domain/demo-week';
import { offerFreedTimes } from './requests/domain/waitlist-offers';
import { bookSeriesAhead } from './requests/domain/lesson-series';
import { createQueuesDashboard } from './jobs/queues-dashboard';
import { startStripeReconcileWorker } from './jobs/stripe-reconcile.job';
import { startSyncWorker } from './jobs/sync.job';
import { startBusyCalendarWorker } from './jobs/busy-calendar.job';
import { readBusyCalendar } from './availability/domain/busy-calendar';

/** Migrates, connects, follows auth's user events, schedules the TidyCal sync: booking-proxy, ready to serve. */
export const start: StartService = async (env) => {
  const config = loadConfig(env);
  const stores = await openStores<Database>({ name: 'booking-proxy', config, schema: BOOKING_SCHEMA, migrations });
  const { logger, db, redis } = stores;
  const deps = { config, db, redis, logger };

  const stopping = new AbortController();
  const mailQueue = createMailQueue(redis, config.REDIS_PREFIX);
  const bookingDeps = createBookingDeps(deps, mailQueue, stopping.signal);
  if (config.DEMO_WEEK && (await offerDemoWeek(bookingDeps, new Date())))
    logger.info("the teacher's week is a demo one until she sets hers (Schedule tab)");
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
        // The calendar's upkeep: the copy and what follows it, the requests left unanswered too long,
        // the waitlist's offers (lapsed ones pass on, times freed meanwhile are offered), and the
        // weekly series' lessons booked up to the horizon.
        sync: async () => {
          const outcome = await runSync(bookingDeps);
          await expireUnansweredRequests(bookingDeps, new Date()).catch((err: unknown) =>
            logger.error({ err }, 'lesson requests not expired: the next run tries again'),
          );
          await offerFreedTimes(bookingDeps, new Date()).catch((err: unknown) =>
            logger.error({ err }, 'waitlist offers not made: the next run tries again'),
          );
          await bookSeriesAhead(bookingDeps, new Date()).catch((err: unknown) =>
            logger.error({ err }, 'weekly series not booked ahead: the next run tries again'),
          );
          return outcome;
        },
      })
    : undefined;
  // Her own calendar's address is read where the sync runs too.
  const busyCalendarWorker = config.TIDYCAL_SYNC_WORKER
    ? startBusyCalendarWorker({
        redisUrl: config.REDIS_URL,
        prefix: config.REDIS_PREFIX,
        logger,
        read: () => readBusyCalendar(bookingDeps, new Date()),
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
  if (!bookingDeps.tidycal)
    logger.info("no TidyCal connected: students book on the platform's own calendar (TIDYCAL_API_TOKEN connects one)");

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
      await busyCalendarWorker?.close();
      await reconcileWorker?.close();
      await userEvents.stop();
      await revokedStreams.stop();
      await relay.stop();
      await mailQueue.close();
      await bookingDeps.pushQueue.close();
      await queuesDashboard.close();
      bookingDeps.room.events.close();
      await stores.close();
    },
  };
};
