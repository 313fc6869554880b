import { z } from 'zod';
import type { PageConfig } from '@lezioni/contracts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once at start. Throws a ConfigError that lists every bad or missing key,
 * so an operator fixes them all in one go.
 */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): Readonly<z.infer<S>> {
  // Blank values count as unset: `FOO=` in a .env file should fall back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(result.data);
}

/** A PEM key from the environment; `.env` files may carry it on one line with `\n` escapes. */
export const pemEnv = (key: string) =>
  z
    .string({ error: `${key} is required (a PEM key; \`npm start\` generates one for local runs)` })
    .transform((value) => value.replace(/\\n/g, '\n'))
    .refine((value) => value.includes('-----BEGIN'), { error: `${key} must be a PEM key` });

/** A whole number above zero (a count, milliseconds, seconds), `fallback` when unset. */
export const positiveIntEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The port a process listens on, `fallback` when unset. */
export const portEnv = (fallback: number) => z.coerce.number().int().default(fallback);

/**
 * How long a client may take to send a request (ARCHITECTURE "Slow requests"), in every process that
 * listens: its headers, a pause in its body (uploads included), and the whole request. Past any of
 * them the answer is 408 and the connection closes, so a client that sends a byte now and then
 * cannot hold a connection, nor the gateway's connection to a service.
 */
export const REQUEST_TIMEOUTS_ENV = {
  HEADERS_TIMEOUT_MS: positiveIntEnv(10_000),
  BODY_IDLE_TIMEOUT_MS: positiveIntEnv(15_000),
  /** The whole request, headers and body: a 10 MB upload needs about 0.7 Mbit/s to make it. */
  REQUEST_TIMEOUT_MS: positiveIntEnv(120_000),
};
export type RequestTimeoutsConfig = z.infer<z.ZodObject<typeof REQUEST_TIMEOUTS_ENV>>;

/**
 * Environment fragments: each process spreads the ones it uses into its own `z.object`, so a key
 * is declared once for the whole platform. Only values that are safe in development have defaults.
 */
export const BASE_ENV = {
  ...REQUEST_TIMEOUTS_ENV,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies' X-Forwarded-For to believe (Express "trust proxy"): per-address limits count the
   * address it yields. A service believes only the gateway: set the gateway's address where it is
   * known (`npm start` sets loopback); the default believes private networks, where gateways live.
   */
  TRUST_PROXY: z.string().default('loopback, linklocal, uniquelocal'),
  /** The address to listen on; unset, every interface. `npm start` keeps the services on 127.0.0.1. */
  HOST: z.string().min(1).optional(),
  /** Lets a scraper that sends `Authorization: Bearer <token>` read the gateway's /metrics and /readyz from afar. */
  METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN must have at least 16 characters' }).optional(),
};

export const DATABASE_ENV = {
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/lezioni'),
  /**
   * `false` where each release's migrations run once on their own (`node dist/server.js migrate`, the
   * Kubernetes Job), so replicas start without migrating; `npm start` and tests leave it on.
   */
  MIGRATE_AT_START: z.stringbool().default(true),
};

/**
 * REDIS_PREFIX starts every key, queue and stream of this platform in Redis, so two platforms can
 * share one Redis; every process of a platform must have the same. `npm start` derives it from the
 * database name.
 */
export const REDIS_ENV = {
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'REDIS_PREFIX may hold only letters, digits and . _ : -' })
    .default('lezioni'),
};

/** What every service with a schema opens at start (`openStores`): its logs, its database and its Redis. */
export const STORES_ENV = { ...BASE_ENV, ...DATABASE_ENV, ...REDIS_ENV };

/** Every service that stores uploads (chat, learning): how often the ones nothing uses are looked for and deleted. */
export const UPLOAD_SWEEP_ENV = {
  FILE_SWEEP_INTERVAL_MS: positiveIntEnv(10 * 60_000),
};

/**
 * Every process that reads the session cookie verifies it with the public key (ARCHITECTURE D3).
 * APP_URL is where the pages are: over https the cookie is `__Host-` prefixed, which browsers
 * accept only from that very host over https (no subdomain or plain-http page can plant one).
 */
export const SESSION_ENV = {
  /** One PEM public key, or during a key rotation the new one followed by the previous one (docs/runbook.md). */
  JWT_PUBLIC_KEY: pemEnv('JWT_PUBLIC_KEY'),
  APP_URL: z.url().default('http://localhost:8080'),
};

const adminName = z.string().min(2, { error: 'ADMIN_NAME must have at least 2 characters' });

/** The teacher's password of local runs (`npm start`, browser tests), printed where they start. */
export const DEMO_ADMIN_PASSWORD = 'Insegnante2025';

/**
 * Why `password` must not guard the teacher's account in production, or undefined when it may:
 * the demo password is public, and the account sees every student and payment.
 */
export function weakAdminPasswordProblem(password: string): string | undefined {
  if (password === DEMO_ADMIN_PASSWORD) return 'ADMIN_PASSWORD is the public demo password: choose your own';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (password.length < 12 || (classes < 3 && password.length < 20)) {
    return 'ADMIN_PASSWORD is too weak for production: at least 12 characters mixing three of lower case, upper case, digits and symbols (or 20 characters of any kind)';
  }
  return undefined;
}

/** The teacher's account, which auth seeds on its first start; no defaults, the password is a secret. */
export const ADMIN_ENV = {
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).transform((email) => email.toLowerCase()),
  ADMIN_PASSWORD: z.string().min(8, { error: 'ADMIN_PASSWORD must have at least 8 characters' }),
  ADMIN_NAME: adminName,
};

/** The teacher as the pages and mails name her: TEACHER_NAME, or else the seeded account's name. */
export const TEACHER_ENV = {
  TEACHER_NAME: z.string().min(1).optional(),
  ADMIN_NAME: adminName.default('Chiara Lombardi'),
};

export const teacherNameOf = (env: { TEACHER_NAME?: string; ADMIN_NAME: string }) => env.TEACHER_NAME ?? env.ADMIN_NAME;

/**
 * Set by `npm start` when it runs the local stand-in for TidyCal (no TIDYCAL_API_TOKEN): the gateway
 * tells the pages and booking-proxy tells the teacher's dashboard that the calendar is a demo.
 */
export const CALENDAR_ENV = {
  TIDYCAL_DEMO: z.stringbool().default(false),
};

/**
 * What the pages show of the deployment. The gateway tells the pages (`GET /api/config`) and
 * renders the visitor pages (the landing page, the sign-in screens) with these.
 */
export const PAGE_ENV = {
  ...TEACHER_ENV,
  TEACHER_AVATAR_URL: z.string().default(''),
  VIDEO_ID: z.string().default('M7lc1UVf-VE'),
  PRODUCTION_HOST: z.string().default('lezioni.example'),
};
export const pageConfigOf = (env: z.infer<z.ZodObject<typeof PAGE_ENV>>): PageConfig => ({
  teacherName: teacherNameOf(env),
  teacherAvatarUrl: env.TEACHER_AVATAR_URL,
  videoId: env.VIDEO_ID,
  productionHost: env.PRODUCTION_HOST,
});
