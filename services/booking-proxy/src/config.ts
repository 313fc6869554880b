import { z } from 'zod';
import { BASE_ENV, CALENDAR_ENV, DATABASE_ENV, REDIS_ENV, SESSION_ENV, parseEnv } from '@lezioni/service-kit';

const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const BookingEnv = z.object({
  ...BASE_ENV,
  ...DATABASE_ENV,
  ...REDIS_ENV,
  ...SESSION_ENV,
  ...CALENDAR_ENV,
  PORT: z.coerce.number().int().default(4003),
  TIDYCAL_API_URL: z.url().default('https://tidycal.com/api'),
  /** The teacher's personal access token; unset means no calendar is connected (nothing is synced). */
  TIDYCAL_API_TOKEN: z.string().min(1).optional(),
  TIDYCAL_SYNC_INTERVAL_S: positive(60),
  /**
   * Whether this process works the sync schedule. `false` on the API replicas where a worker of its
   * own does it (the `booking-sync` Deployment in Kubernetes); a run goes to one worker either way.
   */
  TIDYCAL_SYNC_WORKER: z.stringbool().default(true),
  /** Per request to TidyCal; a sync run makes a few tries of each before it gives up. */
  TIDYCAL_TIMEOUT_MS: positive(10_000),
  /** Wait before retrying a failed TidyCal call (5xx, network); doubles with each of the 4 tries. */
  TIDYCAL_RETRY_BASE_MS: positive(1_000),
  /** The synced window: lessons starting this many months back... */
  TIDYCAL_SYNC_MONTHS_BACK: positive(12),
  /** ...to this many ahead (students book at most 3 months ahead, spec §9). */
  TIDYCAL_SYNC_MONTHS_AHEAD: positive(4),
});
export type BookingConfig = z.infer<typeof BookingEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<BookingConfig> => parseEnv(BookingEnv, env);
