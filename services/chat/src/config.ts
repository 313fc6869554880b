import { z } from 'zod';
import { EVENTS_HEARTBEAT_MS } from '@lezioni/contracts';
import {
  LIVE_STREAMS_ENV,
  SESSION_ENV,
  STORES_ENV,
  UPLOAD_SWEEP_ENV,
  parseEnv,
  portEnv,
  positiveIntEnv,
} from '@lezioni/service-kit';

export const ChatEnv = z.object({
  ...STORES_ENV,
  ...SESSION_ENV,
  ...UPLOAD_SWEEP_ENV,
  ...LIVE_STREAMS_ENV,
  PORT: portEnv(4002),
  /** How often an open event stream gets a `: ping` comment line (tests shorten it). */
  EVENTS_HEARTBEAT_MS: positiveIntEnv(EVENTS_HEARTBEAT_MS),
  // Per-user limits on what users write (past them 429, nothing stored). A student's fit a 1:1
  // tutoring chat with room to spare; the teacher's (`_TEACHER`) are higher, as she writes to every student.
  CHAT_MESSAGES_PER_MINUTE: positiveIntEnv(20),
  CHAT_MESSAGES_PER_MINUTE_TEACHER: positiveIntEnv(60),
  /** Megabytes uploaded per user in 24 hours (from the first upload of the window). */
  CHAT_UPLOAD_MB_PER_DAY: positiveIntEnv(50),
  CHAT_UPLOAD_MB_PER_DAY_TEACHER: positiveIntEnv(500),
  /** Megabytes of a user's uploads stored at once (sent or not yet swept). */
  CHAT_STORED_MB: positiveIntEnv(500),
  CHAT_STORED_MB_TEACHER: positiveIntEnv(10_000),
  /** POST /api/conversations per user and hour (a student opens theirs; the teacher one with a student). */
  CHAT_CONVERSATION_STARTS_PER_HOUR: positiveIntEnv(10),
  CHAT_CONVERSATION_STARTS_PER_HOUR_TEACHER: positiveIntEnv(60),
  /**
   * Megabytes of lists this process keeps as it sent them, per version (D20): a page load or a new
   * tab while nothing changed gets one without PostgreSQL. A list is a few KB, a page of messages up
   * to ~60 KB. 0 keeps none (every full answer is loaded: how bench:api measures one after a change).
   */
  CHAT_KEPT_ANSWERS_MB: z.coerce.number().int().min(0).default(32),
});
export type ChatConfig = z.infer<typeof ChatEnv>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<ChatConfig> => parseEnv(ChatEnv, env);
