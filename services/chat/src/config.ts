import { z } from 'zod';
import { EVENTS_HEARTBEAT_MS } from '@lezioni/contracts';
import { BASE_ENV, DATABASE_ENV, REDIS_ENV, SESSION_ENV, parseEnv } from '@lezioni/service-kit';

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const ChatEnv = z.object({
  ...BASE_ENV,
  ...DATABASE_ENV,
  ...REDIS_ENV,
  ...SESSION_ENV,
  PORT: z.coerce.number().int().default(4002),
  /** How often an open event stream gets a `: ping` comment line (tests shorten it). */
  EVENTS_HEARTBEAT_MS: milliseconds(EVENTS_HEARTBEAT_MS),
  /** How often uploads never attached to a message are looked for and deleted. */
  FILE_SWEEP_INTERVAL_MS: milliseconds(10 * 60_000),
});
export type ChatConfig = z.infer<typeof ChatEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<ChatConfig> => parseEnv(ChatEnv, env);
