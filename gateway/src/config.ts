import path from 'node:path';
import { z } from 'zod';
import { parseEnv } from '@lezioni/service-kit';

const optionalUrl = z.url().optional();
const REPO_ROOT = path.resolve(__dirname, '../..');

export const GatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().default(8080),
  APP_URL: z.url().default('http://localhost:8080'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  JWT_PUBLIC_KEY: z
    .string({ error: 'JWT_PUBLIC_KEY is required (a PEM key; `npm start` generates one for local runs)' })
    .transform((value) => value.replace(/\\n/g, '\n')),
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
