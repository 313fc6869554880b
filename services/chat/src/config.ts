import { z } from 'zod';
import { EVENTS_HEARTBEAT_MS } from '@lezioni/contracts';
import { SESSION_ENV, STORES_ENV, parseEnv, portEnv, positiveIntEnv } from '@lezioni/service-kit';

export const ChatEnv = z.object({
  ...STORES_ENV,
  ...SESSION_ENV,
  PORT: portEnv(4002),
  /** How often an open event stream gets a `: ping` comment line (tests shorten it). */
  EVENTS_HEARTBEAT_MS: positiveIntEnv(EVENTS_HEARTBEAT_MS),
  /** How often uploads never attached to a message are looked for and deleted. */
  FILE_SWEEP_INTERVAL_MS: positiveIntEnv(10 * 60_000),
});
export type ChatConfig = z.infer<typeof ChatEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<ChatConfig> => parseEnv(ChatEnv, env);
