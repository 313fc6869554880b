import { QUEUES_DASHBOARD_PATH, lessonRoomPath } from '@lezioni/contracts';
import {
  createFreshness,
  createPushQueue,
  createRateLimiter,
  createRevocationCheck,
  createServiceAppWithSessions,
  createStreamSlots,
  createTransactionRunner,
  requireRole,
  type Freshness,
  type Logger,
  type MailQueue,
  teacherNameOf,
  type Redis,
  type TransactionRunner,
  createRouter,
} from '@lezioni/service-kit';
import { createSafeFetch, type Connect, type ResolveHost } from '@lezioni/safe-fetch';
import type { BookingConfig } from './config';
import {
  BUSY_CALENDAR_HEADERS,
  BUSY_CALENDAR_MAX_BYTES,
  BUSY_CALENDAR_MAX_REDIRECTS,
  createBusyCalendarReader,
} from './availability/data/busy-calendar.reader';
import { createBookingData } from './booking-data';
import { createRoomEventsStore } from './room/data/room-events.store';
import type { Db } from './shared/data/db';
import type { InTransaction } from './shared/domain/deps';
import { studentAnswersName } from './shared/domain/freshness';
import type { StudentsDeps } from './students/domain/deps';
import { createStripeClient } from './payments/data/stripe.client';
import { createTidyCalClient } from './calendar/data/tidycal.client';
import type { RoomHub } from './room/domain/room-live';
import type { QueuesDashboard } from './jobs/queues-dashboard';
import { createDashboardRouter } from './lessons/routes/dashboard.routes';
import { createBookingsRouter } from './lessons/routes/bookings.routes';
import { createCalendarRouter } from './lessons/routes/calendar.routes';
import { createCreditsRouter } from './credits/routes/credits.routes';
import { createAdminOrdersRouter, createOrdersRouter } from './payments/routes/orders.routes';
import { createOwnDataRouter } from './students/routes/own-data.routes';
import { createStudentsRouter } from './students/routes/students.routes';
import { createPaymentsRouter } from './payments/routes/payments.routes';
import { createRoomRouter } from './room/routes/room.routes';
import { createAvailabilityRouter } from './availability/routes/availability.routes';
import { createLessonRequestsRouter } from './requests/routes/lesson-requests.routes';
import { createWaitlistRouter } from './requests/routes/waitlist.routes';
import { createLessonSeriesRouter } from './requests/routes/lesson-series.routes';

/**
 * Versions of the students' answers live 10 to 20 minutes: they are polled every 60 s, and with the
 * kit's 60–120 s most polls would find theirs expired and reach PostgreSQL. The price: a renewal
 * lost with Redis right after a commit leaves that student's old answer up to this long.
 */
const STUDENT_ANSWERS_LIFE_S = 600;

type AppDeps = { config: BookingConfig; db: Db; redis: Redis; logger: Logger };

/**
 * What tests replace where booking-proxy reaches addresses others give (her calendar's): DNS
 * answers, socket opening, and the `host:port` fixtures let through although private. Nothing
 * else opens the address guard.
 */
export type NetworkEdges = { resolveHost?: ResolveHost; connect?: Connect; allowHosts?: ReadonlySet<string> };

/** Until the TCP connection to her calendar's host is up. */
const CALENDAR_CONNECT_TIMEOUT_MS = 5_000;

/** `runner`, renewing the answers of the students its work names once the transaction has committed. */
function renewingStudentAnswers<Data>(runner: TransactionRunner<Data>, freshness: Freshness): InTransaction<Data> {
  return async (work) => {
    const studentIds = new Set<string>();
    const result = await runner((data) =>
      work(data, (...ids) => {
        for (const id of ids) studentIds.add(id);
      }),
    );
    await freshness.changed(...[...studentIds].map(studentAnswersName));
    return result;
  };
}

/**
 * booking-proxy's use-case dependencies: every wing's at once, as the students wing (built on all
 * the others) is given them. `signal` aborts TidyCal calls in flight when the service stops.
 */
export function createBookingDeps(
  { config, db, redis, logger }: AppDeps,
  mailQueue: MailQueue,
  signal?: AbortSignal,
  network: NetworkEdges = {},
): StudentsDeps {
  const freshness = createFreshness(redis, config.REDIS_PREFIX, { logger, lifeSeconds: STUDENT_ANSWERS_LIFE_S });
  return {
    ...createBookingData(db, config.REDIS_PREFIX),
    inTransaction: renewingStudentAnswers(
      createTransactionRunner(db, (trx) => createBookingData(trx, config.REDIS_PREFIX)),
      freshness,
    ),
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
    pushQueue: createPushQueue(redis, config.REDIS_PREFIX),
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
      pageUpdatesPerMinute: createRateLimiter(redis, config.REDIS_PREFIX, {
        name: 'room-page-updates',
        limit: config.ROOM_PAGE_UPDATES_PER_MINUTE,
        windowSeconds: 60,
      }),
      streamSlots: createStreamSlots(redis, config.REDIS_PREFIX, { name: 'room-events', config }),
      findRevoked: createRevocationCheck(redis, config.REDIS_PREFIX),
    },
    pages: { urlOf: (path) => new URL(path, config.APP_URL).toString() },
    ownCalendar: {
      read: createBusyCalendarReader(
        createSafeFetch({
          connectTimeoutMs: CALENDAR_CONNECT_TIMEOUT_MS,
          maxBodyBytes: BUSY_CALENDAR_MAX_BYTES,
          maxRedirects: BUSY_CALENDAR_MAX_REDIRECTS,
          headers: BUSY_CALENDAR_HEADERS,
          allowHosts: network.allowHosts ?? new Set(),
          resolveHost: network.resolveHost,
          connect: network.connect,
        }),
      ),
      requireHttps: config.NODE_ENV === 'production',
    },
    calendar: {
      uidDomain: new URL(config.APP_URL).hostname,
      readsPerMinute: createRateLimiter(redis, config.REDIS_PREFIX, {
        name: 'calendar-reads',
        limit: config.CALENDAR_READS_PER_MINUTE,
        windowSeconds: 60,
      }),
    },
    freshness,
    logger,
  };
}

export function createApp(
  deps: AppDeps,
  bookingDeps: StudentsDeps,
  queuesDashboard: QueuesDashboard,
  roomHub: RoomHub,
  roomOptions?: { heartbeatMs: number },
) {
  return createServiceAppWithSessions('booking-proxy', deps, [
    createBookingsRouter(bookingDeps),
    createDashboardRouter(bookingDeps),
    createStudentsRouter(bookingDeps),
    createCreditsRouter(bookingDeps),
    createOrdersRouter(bookingDeps),
    createAdminOrdersRouter(bookingDeps),
    createPaymentsRouter(bookingDeps),
    createOwnDataRouter(bookingDeps),
    createRoomRouter(bookingDeps, roomHub, roomOptions),
    createCalendarRouter(bookingDeps),
    createAvailabilityRouter(bookingDeps),
    createLessonRequestsRouter(bookingDeps),
    createWaitlistRouter(bookingDeps),
    createLessonSeriesRouter(bookingDeps),
    createRouter().use(QUEUES_DASHBOARD_PATH, requireRole('admin'), queuesDashboard.router),
  ]);
}
