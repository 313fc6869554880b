import { UPLOAD_BODY_LIMIT_BYTES } from './upload-values';

const KB = 1024;
const MB = 1024 * KB;

/**
 * The long-lived Server-Sent Events streams, as the services declare their routes: chat's live
 * events (D14) and a lesson room's (D23). The one rule of what a stream is: the gateway streams a
 * path (no timeout, no compression, no buffering, a pool of its own) exactly when it is one of these
 * as spelled here, and the services route strictly (service-kit's createRouter: case and trailing
 * slash count), so another spelling is a 404 and never a stream.
 */
export const EVENT_STREAM_ROUTES = { chat: '/api/events', room: '/api/lessons/:id/events' } as const;

// A route parameter is one path segment, as the services' routers match it.
const EVENT_STREAM_PATTERNS = Object.values(EVENT_STREAM_ROUTES).map(
  (route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`),
);

/** True when `path` (no query string) is an event stream (EVENT_STREAM_ROUTES), in its one spelling. */
export const isEventStreamPath = (path: string) => EVENT_STREAM_PATTERNS.some((pattern) => pattern.test(path));

/** Paths whose writes carry multipart/form-data (a file); every other write carries JSON or nothing. */
export const MULTIPART_PATHS: readonly string[] = ['/api/uploads', '/api/learning/files'];

/** Stripe's webhook endpoint (public: Stripe signs each event, ARCHITECTURE D24). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** Paths whose sender signs the body's bytes: services keep them as sent to check the signature. */
export const SIGNED_BODY_PATHS: readonly string[] = [STRIPE_WEBHOOK_PATH];

/**
 * The teacher's view of the BullMQ queues (bull-board), served by booking-proxy under its
 * /api/admin prefix; the gateway sends /admin/queues here.
 */
export const QUEUES_DASHBOARD_PATH = '/api/admin/queues';

type UpstreamEntry = {
  /** The gateway's environment key for the service's address; unset means "not deployed" (503). */
  urlEnvKey: string;
  /** API paths the service answers: each prefix itself and everything below it. */
  pathPrefixes: readonly string[];
  /** Largest request body the gateway lets through to the service (413 above). */
  bodyLimitBytes: number;
};

/**
 * The gateway's route table (ARCHITECTURE "Shape"). The gateway routes by it, and each service's
 * app refuses to start with a route outside its prefixes, so a route cannot be served by a service
 * and missed by the gateway. Keys are the services' folder names under `services/`.
 */
export const UPSTREAMS = {
  auth: {
    urlEnvKey: 'AUTH_URL',
    pathPrefixes: [
      '/api/me',
      '/api/login',
      '/api/register',
      '/api/logout',
      '/api/forgot-password',
      '/api/reset-password',
      '/api/verify-email',
      '/api/push',
    ],
    bodyLimitBytes: 100 * KB,
  },
  // Uploads carry files (the upload size and the multipart framing); every other call is a small JSON body.
  // /api/events is the chat's live stream (ARCHITECTURE D14).
  chat: {
    urlEnvKey: 'CHAT_URL',
    pathPrefixes: ['/api/conversations', '/api/uploads', '/api/files', '/api/events'],
    bodyLimitBytes: UPLOAD_BODY_LIMIT_BYTES,
  },
  'booking-proxy': {
    urlEnvKey: 'BOOKING_URL',
    pathPrefixes: [
      '/api/my-bookings',
      '/api/my-credits',
      '/api/packages',
      '/api/admin',
      '/api/lessons',
      '/api/payments',
      '/api/calendar',
      '/api/availability',
      '/api/lesson-requests',
      '/api/waitlist',
      '/api/lesson-series',
    ],
    bodyLimitBytes: MB,
  },
  unfurl: { urlEnvKey: 'UNFURL_URL', pathPrefixes: ['/api/unfurl'], bodyLimitBytes: 10 * KB },
  // The teacher's uploads (materials, homework attachments) carry files, as chat's; every other call
  // is JSON, which the service's own parser limits.
  learning: { urlEnvKey: 'LEARNING_URL', pathPrefixes: ['/api/learning'], bodyLimitBytes: UPLOAD_BODY_LIMIT_BYTES },
} as const satisfies Record<string, UpstreamEntry>;

export type UpstreamName = keyof typeof UPSTREAMS;
export const UPSTREAM_NAMES = Object.keys(UPSTREAMS) as UpstreamName[];

/** True for a service the gateway routes to (as opposed to a worker such as the mailer). */
export const isUpstreamName = (name: string): name is UpstreamName => name in UPSTREAMS;

/** True when `path` (no query string) is one of the upstream's prefixes or lies below one. */
export function isRoutedTo(upstream: UpstreamName, path: string): boolean {
  return UPSTREAMS[upstream].pathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The service that answers `path`, if any. */
export function findUpstream(path: string): UpstreamName | undefined {
  return UPSTREAM_NAMES.find((upstream) => isRoutedTo(upstream, path));
}
