import path from 'node:path';
import { z } from 'zod';
import { ServiceEnv, parseEnv } from '@lezioni/service-kit';

const optionalUrl = z.url().optional();
const REPO_ROOT = path.resolve(__dirname, '../..');

// The gateway has no database; the rest of the service keys mean the same here.
export const GatewayEnv = ServiceEnv.omit({ DATABASE_URL: true }).extend({
  PORT: z.coerce.number().int().default(8080),
  APP_URL: z.url().default('http://localhost:8080'),
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
  /** Upstreams: one left unset answers 503 until that service is deployed. */
  AUTH_URL: optionalUrl,
  CHAT_URL: optionalUrl,
  BOOKING_URL: optionalUrl,
  UNFURL_URL: optionalUrl,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Where the built shell (`shell/dist`) and remotes (`mfe-<name>/dist`) are. */
  WEB_ROOT: z.string().default(REPO_ROOT),
  TEACHER_NAME: z.string().optional(),
  ADMIN_NAME: z.string().default('Chiara Lombardi'),
  TEACHER_AVATAR_URL: z.string().default(''),
  VIDEO_ID: z.string().default('M7lc1UVf-VE'),
  TIDYCAL_BOOKING_URL: z.string().default(''),
  TIDYCAL_DASHBOARD_URL: z.string().default('https://tidycal.com/dashboard'),
  PRODUCTION_HOST: z.string().default('lezioni.example'),
  REMOTE_MARKETING_URL: z.string().default('/mfe/marketing/remoteEntry.js'),
  REMOTE_STUDENT_URL: z.string().default('/mfe/student/remoteEntry.js'),
  REMOTE_ADMIN_URL: z.string().default('/mfe/admin/remoteEntry.js'),
  REMOTE_CHAT_URL: z.string().default('/mfe/chat/remoteEntry.js'),
});
export type GatewayConfig = z.infer<typeof GatewayEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<GatewayConfig> => parseEnv(GatewayEnv, env);
