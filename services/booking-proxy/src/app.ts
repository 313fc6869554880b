import { QUEUES_DASHBOARD_PATH, lessonRoomPath } from '@lezioni/contracts';
import {
  createFreshness,
  createRateLimiter,
  createRevocationCheck,
  createServiceAppWithSessions,
  createStreamSlots,
  createTransactionRunner,
  requireRole,
  type Logger,
  type MailQueue,
  teacherNameOf,
  type Redis,
  createRouter,
} from '@lezioni/service-kit';
import type { BookingConfig } from './config';
import { createBookingData } from './data/booking-data';
import { createRoomEventsStore } from './data/room-events.store';
import type { Db } from './data/db';
import { createStripeClient } from './data/stripe.client';
import { createTidyCalClient } from './data/tidycal.client';
import type { BookingDeps } from './domain/deps';
import type { RoomHub } from './domain/room-live';
import type { QueuesDashboard } from './jobs/queues-dashboard';
import { createAdminRouter } from './routes/admin.routes';
import { createBookingsRouter } from './routes/bookings.routes';
import { createCalendarRouter } from './routes/calendar.routes';
import { createCreditsRouter } from './routes/credits.routes';
import { createAdminOrdersRouter, createOrdersRouter } from './routes/orders.routes';
import { createOwnDataRouter } from './routes/own-data.routes';
import { createPaymentsRouter } from './routes/payments.routes';
import { createRoomRouter } from './routes/room.routes';

/**
 * Versions of the students' answers live 10 to 20 minutes: they are polled every 60 s, and with the
 * kit's 60–120 s most polls would find theirs expired and reach PostgreSQL. The price: a renewal
 * lost with Redis right after a commit leaves that student's old answer up to this long.
 */
const STUDENT_ANSWERS_LIFE_S = 600;

type AppDeps = { config: BookingConfig; db: Db; redis: Redis; logger: Logger };

/** booking-proxy's use-case dependencies; `signal` aborts TidyCal calls in flight when the service stops. */
export function createBookingDeps(
  { config, db, redis, logger }: AppDeps,
  mailQueue: MailQueue,
  signal?: AbortSignal,
): BookingDeps {
  return {
    ...createBookingData(db, config.REDIS_PREFIX),
    inTransaction: createTransactionRunner(db, (trx) => createBookingData(trx, config.REDIS_PREFIX)),
    tidycal: config.TIDYCAL_API_TOKEN
      ? createTidyCalClient({
          baseUrl: config.TIDYCAL_API_URL,
          token: config.TIDYCAL_API_TOKEN,
          timeoutMs: config.TIDYCAL_TIMEOUT_MS,
          retryBaseMs: config.TIDYCAL_RETRY_BASE_MS,
          signal,
        })
      : null,
    isDemoCalendar: config.TIDYCAL_DEMO,
    cardPayments: {
      stripe:
        config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
          ? createStripeClient({
              secretKey: config.STRIPE_SECRET_KEY,
              webhookSecret: config.STRIPE_WEBHOOK_SECRET,
              apiUrl: config.STRIPE_API_URL,
              timeoutMs: config.STRIPE_TIMEOUT_MS,
            })
          : null,
      isDemo: config.STRIPE_DEMO,
      returnUrl: (outcome, orderId) => new URL(`/packages?${outcome}=${orderId}`, config.APP_URL).toString(),
      autoApproveRefundMaxCents: config.REFUND_AUTO_APPROVE_MAX_CENTS,
    },
    bankAccount:
      config.TRANSFER_ACCOUNT_HOLDER && config.TRANSFER_IBAN && config.TRANSFER_BIC
        ? { accountHolder: config.TRANSFER_ACCOUNT_HOLDER, iban: config.TRANSFER_IBAN, bic: config.TRANSFER_BIC }
        : null,
    receipts: {
      business: {
        name: config.RECEIPT_BUSINESS_NAME || teacherNameOf(config),
        address: config.RECEIPT_BUSINESS_ADDRESS,
        vatId: config.RECEIPT_VAT_ID,
      },
      vatRatePercent: config.RECEIPT_VAT_RATE_PERCENT,
      vatNote: config.RECEIPT_VAT_NOTE || undefined,
    },
    mailQueue,
    syncWindow: { monthsBack: config.TIDYCAL_SYNC_MONTHS_BACK, monthsAhead: config.TIDYCAL_SYNC_MONTHS_AHEAD },
    room: {
      pageUrlOf: (bookingId) => new URL(lessonRoomPath(bookingId), config.APP_URL).toString(),
      ice: { stunUrls: config.STUN_URLS, turnUrls: config.TURN_URLS, turnSecret: config.TURN_SECRET },
      teacherName: teacherNameOf(config),
      teacherEmail: config.ADMIN_EMAIL,
      events: createRoomEventsStore(redis, config.REDIS_PREFIX, logger),
      signalsPerMinute: createRateLimiter(redis, config.REDIS_PREFIX, {
        name: 'room-signals',
        limit: config.ROOM_SIGNALS_PER_MINUTE,
        windowSeconds: 60,
      }),
      streamSlots: createStreamSlots(redis, config.REDIS_PREFIX, { name: 'room-events', config }),
      findRevoked: createRevocationCheck(redis, config.REDIS_PREFIX),
    },
    calendar: {
      urlOf: (path) => new URL(path, config.APP_URL).toString(),
      uidDomain: new URL(config.APP_URL).hostname,
      readsPerMinute: createRateLimiter(redis, config.REDIS_PREFIX, {
        name: 'calendar-reads',
        limit: config.CALENDAR_READS_PER_MINUTE,
        windowSeconds: 60,
      }),
    },
    freshness: createFreshness(redis, config.REDIS_PREFIX, { logger, lifeSeconds: STUDENT_ANSWERS_LIFE_S }),
    logger,
  };
}

export function createApp(
  deps: AppDeps,
  bookingDeps: BookingDeps,
  queuesDashboard: QueuesDashboard,
  roomHub: RoomHub,
  roomOptions?: { heartbeatMs: number },
) {
  return createServiceAppWithSessions('booking-proxy', deps, [
    createBookingsRouter(bookingDeps),
    createAdminRouter(bookingDeps),
    createCreditsRouter(bookingDeps),
    createOrdersRouter(bookingDeps),
    createAdminOrdersRouter(bookingDeps),
    createPaymentsRouter(bookingDeps),
    createOwnDataRouter(bookingDeps),
    createRoomRouter(bookingDeps, roomHub, roomOptions),
    createCalendarRouter(bookingDeps),
    createRouter().use(QUEUES_DASHBOARD_PATH, requireRole('admin'), queuesDashboard.router),
  ]);
}
