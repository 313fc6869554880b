import path from 'node:path';
import { z } from 'zod';
import {
  REMOTES,
  REMOTE_NAMES,
  UPSTREAMS,
  UPSTREAM_NAMES,
  defaultRemoteUrl,
  type RemoteName,
  type RuntimeConfig,
  type UpstreamName,
} from '@lezioni/contracts';
import {
  BASE_ENV,
  CALENDAR_ENV,
  PAGE_ENV,
  REDIS_ENV,
  SESSION_ENV,
  pageConfigOf,
  parseEnv,
  portEnv,
  positiveIntEnv,
} from '@lezioni/service-kit';

const REPO_ROOT = path.resolve(__dirname, '../..');

type UpstreamUrlKey = (typeof UPSTREAMS)[UpstreamName]['urlEnvKey'];
type RemoteUrlKey = (typeof REMOTES)[RemoteName]['urlEnvKey'];

/**
 * Upstreams: one address per replica, comma-separated (calls are spread over them); one left unset
 * answers 503 until that service is deployed.
 */
const replicaUrls = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()).min(1))
  .optional();
const UPSTREAM_URLS_ENV = Object.fromEntries(
  UPSTREAM_NAMES.map((name) => [UPSTREAMS[name].urlEnvKey, replicaUrls]),
) as Record<UpstreamUrlKey, typeof replicaUrls>;

/** Where each remote's remoteEntry.js is deployed: by default, served by this gateway. */
const REMOTE_URLS_ENV = Object.fromEntries(
  REMOTE_NAMES.map((name) => [REMOTES[name].urlEnvKey, z.string().default(defaultRemoteUrl(name))]),
) as Record<RemoteUrlKey, z.ZodDefault<z.ZodString>>;

export const GatewayEnv = z.object({
  ...BASE_ENV,
  ...REDIS_ENV,
  ...SESSION_ENV,
  ...PAGE_ENV,
  ...CALENDAR_ENV,
  ...UPSTREAM_URLS_ENV,
  ...REMOTE_URLS_ENV,
  PORT: portEnv(8080),
  /** At the edge only a local proxy (if any) is believed about the client's address. */
  TRUST_PROXY: z.string().default('loopback'),
  /** Comma-separated origins allowed to call the API with credentials (besides the gateway's own). */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  UPSTREAM_TIMEOUT_MS: positiveIntEnv(10_000),
  /**
   * The page renderer (services/pages), one address per replica: signed-in visitors' pages arrive
   * rendered with their data. Unset, or past PAGES_TIMEOUT_MS, the browser renders them.
   */
  PAGES_URL: replicaUrls,
  PAGES_TIMEOUT_MS: positiveIntEnv(1_500),
  /** Where the built shell (`shell/dist`) and remotes (`mfe-<name>/dist`) are. */
  WEB_ROOT: z.string().default(REPO_ROOT),
  TIDYCAL_BOOKING_URL: z.string().default(''),
  BOOKING_CALENDAR: z.enum(['builtin', 'tidycal']).optional(),
  TIDYCAL_DASHBOARD_URL: z.string().default('https://tidycal.com/dashboard'),
});
export type GatewayConfig = z.infer<typeof GatewayEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<GatewayConfig> => parseEnv(GatewayEnv, env);

/** The addresses of each upstream's replicas, or undefined where it is not deployed. */
export const upstreamUrlsOf = (config: GatewayConfig) =>
  Object.fromEntries(UPSTREAM_NAMES.map((name) => [name, config[UPSTREAMS[name].urlEnvKey]])) as Record<
    UpstreamName,
    string[] | undefined
  >;

/** Where each remote's remoteEntry.js is. */
export const remoteUrlsOf = (config: GatewayConfig) =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, config[REMOTES[name].urlEnvKey]])) as Record<RemoteName, string>;

/**
 * What the pages are told of the deployment (`GET /api/config`, D8); the visitor pages are rendered
 * with its page-visible part (D26).
 */
export const runtimeConfigOf = (config: GatewayConfig): RuntimeConfig => ({
  ...pageConfigOf(config),
  bookingPageUrl: config.TIDYCAL_BOOKING_URL,
  bookingDashboardUrl: config.TIDYCAL_DASHBOARD_URL,
  isDemoCalendar: config.TIDYCAL_DEMO,
  bookingCalendar: config.BOOKING_CALENDAR ?? (config.TIDYCAL_BOOKING_URL ? 'tidycal' : 'builtin'),
  remotes: remoteUrlsOf(config),
});
