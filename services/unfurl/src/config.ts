import { z } from 'zod';
import { allowHostKeyOf } from '@lezioni/safe-fetch';
import { BASE_ENV, REDIS_ENV, SESSION_ENV, parseEnv, portEnv, positiveIntEnv } from '@lezioni/service-kit';

/** The spec's ceiling for both timeouts: a preview that takes longer is not worth waiting for. */
const MAX_TIMEOUT_MS = 5_000;

const timeoutMs = (fallback: number) => z.coerce.number().int().positive().max(MAX_TIMEOUT_MS).default(fallback);

const splitList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export const UnfurlEnv = z.object({
  ...BASE_ENV,
  ...REDIS_ENV,
  ...SESSION_ENV,
  PORT: portEnv(4004),
  /**
   * Comma-separated `host:port` targets the address guard lets through although they are private
   * (tests and local runs reach their own fixture on loopback). Nothing else bypasses the guard.
   */
  UNFURL_ALLOW_HOSTS: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      for (const entry of splitList(value)) {
        if (!allowHostKeyOf(entry)) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not host:port` });
        }
      }
    })
    .transform((value): ReadonlySet<string> => new Set(splitList(value).map((entry) => allowHostKeyOf(entry)!))),
  /** Until the TCP connection to a target is up. */
  UNFURL_CONNECT_TIMEOUT_MS: timeoutMs(3_000),
  /** For a whole preview: DNS, every redirect, the body. */
  UNFURL_TOTAL_TIMEOUT_MS: timeoutMs(MAX_TIMEOUT_MS),
  /**
   * Pages fetched per user and minute (past it 429); previews found in the cache do not count. The
   * teacher's is higher: she opens every student's conversation.
   */
  UNFURL_PREVIEWS_PER_MINUTE: positiveIntEnv(30),
  UNFURL_PREVIEWS_PER_MINUTE_TEACHER: positiveIntEnv(120),
});
export type UnfurlConfig = z.infer<typeof UnfurlEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<UnfurlConfig> => parseEnv(UnfurlEnv, env);
