import { z } from 'zod';
import { CALENDAR_ENV, SESSION_ENV, STORES_ENV, parseEnv, portEnv, positiveIntEnv } from '@lezioni/service-kit';

export const BookingEnv = z.object({
  ...STORES_ENV,
  ...SESSION_ENV,
  ...CALENDAR_ENV,
  PORT: portEnv(4003),
  TIDYCAL_API_URL: z.url().default('https://tidycal.com/api'),
  /** The teacher's personal access token; unset means no calendar is connected (nothing is synced). */
  TIDYCAL_API_TOKEN: z.string().min(1).optional(),
  TIDYCAL_SYNC_INTERVAL_S: positiveIntEnv(60),
  /**
   * Whether this process works the sync schedule. `false` on the API replicas where a worker of its
   * own does it (the `booking-sync` Deployment in Kubernetes); a run goes to one worker either way.
   */
  TIDYCAL_SYNC_WORKER: z.stringbool().default(true),
  /** Per request to TidyCal; a sync run makes a few tries of each before it gives up. */
  TIDYCAL_TIMEOUT_MS: positiveIntEnv(10_000),
  /** Wait before retrying a failed TidyCal call (5xx, network); doubles with each of the 4 tries. */
  TIDYCAL_RETRY_BASE_MS: positiveIntEnv(1_000),
  /** The synced window: lessons starting this many months back... */
  TIDYCAL_SYNC_MONTHS_BACK: positiveIntEnv(12),
  /** ...to this many ahead (students book at most 3 months ahead, spec §9). */
  TIDYCAL_SYNC_MONTHS_AHEAD: positiveIntEnv(4),
});
export type BookingConfig = z.infer<typeof BookingEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<BookingConfig> => parseEnv(BookingEnv, env);
