import { DEMO_ADMIN_PASSWORD } from '@lezioni/service-kit';

/**
 * What `npm start` (infra/local) runs with, which whatever starts it relies on too: the browser
 * tests, the container walk and the benchmarks.
 */

/**
 * Demo values for local runs only (`npm start`, browser tests). Production deployments set every
 * one of these through the environment; the services themselves have no default for secrets.
 */
export const LOCAL_DEFAULTS = {
  PORT: '8080',
  REDIS_URL: 'redis://127.0.0.1:6379',
  ADMIN_EMAIL: 'teacher@lezioni.example',
  ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD,
  ADMIN_NAME: 'Chiara Lombardi',
} as const;

/** How the launcher restarts a service that exits on its own. */
export type RestartPolicy = {
  /** The wait before the first restart; each further restart within a minute doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Restarts within a minute past which the service is left down and the launcher says why. */
  maxRestartsPerMinute: number;
};

export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 500, maxDelayMs: 8_000, maxRestartsPerMinute: 5 };
