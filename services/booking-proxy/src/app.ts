import { Router } from 'express';
import { QUEUES_DASHBOARD_PATH } from '@lezioni/contracts';
import {
  authenticate,
  createServiceApp,
  createSessionVerifier,
  createTransactionRunner,
  pingDb,
  pingRedis,
  type Logger,
  type MailQueue,
  type Redis,
  requireRole,
} from '@lezioni/service-kit';
import type { BookingConfig } from './config';
import { createBookingData } from './data/booking-data';
import type { Db } from './data/db';
import { createTidyCalClient } from './data/tidycal.client';
import type { BookingDeps } from './domain/deps';
import type { QueuesDashboard } from './jobs/queues-dashboard';
import { createAdminRouter } from './routes/admin.routes';
import { createBookingsRouter } from './routes/bookings.routes';
import { createCreditsRouter } from './routes/credits.routes';
import { createAdminOrdersRouter, createOrdersRouter } from './routes/orders.routes';

type AppDeps = { config: BookingConfig; db: Db; redis: Redis; logger: Logger };

/** booking-proxy's use-case dependencies; `signal` aborts TidyCal calls in flight when the service stops. */
export function createBookingDeps(
  { config, db, logger }: AppDeps,
  mailQueue: MailQueue,
  signal?: AbortSignal,
): BookingDeps {
  return {
    ...createBookingData(db),
    inTransaction: createTransactionRunner(db, createBookingData),
    tidycal: config.TIDYCAL_API_TOKEN
      ? createTidyCalClient({
          baseUrl: config.TIDYCAL_API_URL,
          token: config.TIDYCAL_API_TOKEN,
          timeoutMs: config.TIDYCAL_TIMEOUT_MS,
          retryBaseMs: config.TIDYCAL_RETRY_BASE_MS,
          signal,
        })
      : null,
    mailQueue,
    syncWindow: { monthsBack: config.TIDYCAL_SYNC_MONTHS_BACK, monthsAhead: config.TIDYCAL_SYNC_MONTHS_AHEAD },
    logger,
  };
}

export function createApp(deps: AppDeps, bookingDeps: BookingDeps, queuesDashboard: QueuesDashboard) {
  const verifySession = createSessionVerifier({
    publicKey: deps.config.JWT_PUBLIC_KEY,
    redis: deps.redis,
    prefix: deps.config.REDIS_PREFIX,
    appUrl: deps.config.APP_URL,
  });
  const router = Router();
  // Every route checks the session itself: the gateway's check is not the only line.
  router.use(authenticate(verifySession));
  router.use(createBookingsRouter(bookingDeps));
  router.use(createAdminRouter(bookingDeps));
  router.use(createCreditsRouter(bookingDeps));
  router.use(createOrdersRouter(bookingDeps));
  router.use(createAdminOrdersRouter(bookingDeps));
  router.use(QUEUES_DASHBOARD_PATH, requireRole('admin'), queuesDashboard.router);
  const { app } = createServiceApp({
    name: 'booking-proxy',
    upstream: 'booking-proxy',
    logger: deps.logger,
    trustProxy: deps.config.TRUST_PROXY,
    readiness: { database: () => pingDb(deps.db), redis: () => pingRedis(deps.redis) },
    router,
  });
  return app;
}
