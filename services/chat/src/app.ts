import {
  createFreshness,
  createRateLimiter,
  createServiceAppWithSessions,
  createPushQueue,
  createStreamSlots,
  createTransactionRunner,
} from '@lezioni/service-kit';
import type { Logger, Redis } from '@lezioni/service-kit';
import { createUploadLimits } from '@lezioni/service-kit/files';
import type { ChatConfig } from './config';
import { createChatData } from './data/chat-data';
import type { Db, SenderRole } from './data/db';
import { createEventsStore } from './data/events.store';
import type { ChatDeps, WriteLimits } from './domain/deps';
import { createLiveHub, type LiveHub } from './domain/live';
import { createConversationsRouter } from './routes/conversations.routes';
import { createEventsRouter } from './routes/events.routes';
import { createFilesRouter } from './routes/files.routes';
import { createOwnDataRouter } from './routes/own-data.routes';

type AppDeps = { config: ChatConfig; db: Db; redis: Redis; logger: Logger };

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

function createWriteLimits(
  { config, redis }: AppDeps,
  side: SenderRole,
  limits: { messagesPerMinute: number; conversationStartsPerHour: number; uploadMbPerDay: number; storedMb: number },
): WriteLimits {
  const prefix = config.REDIS_PREFIX;
  return {
    messagesPerMinute: createRateLimiter(redis, prefix, {
      name: `chat-messages-${side}`,
      limit: limits.messagesPerMinute,
      windowSeconds: MINUTE_S,
    }),
    conversationStartsPerHour: createRateLimiter(redis, prefix, {
      name: `chat-conversation-starts-${side}`,
      limit: limits.conversationStartsPerHour,
      windowSeconds: HOUR_S,
    }),
    ...createUploadLimits(redis, prefix, {
      name: `chat-upload-bytes-${side}`,
      uploadMbPerDay: limits.uploadMbPerDay,
      storedMb: limits.storedMb,
    }),
  };
}

/** Chat's use-case dependencies and the hub of the event streams open in this process. */

export function createChatDeps(deps: AppDeps): {
  chatDeps: ChatDeps;
  live: LiveHub;
  close: () => void;
} {
  const { config, db, redis, logger } = deps;
  const events = createEventsStore(redis, config.REDIS_PREFIX, logger);
  const chatDeps: ChatDeps = {
    ...createChatData(db),
    inTransaction: createTransactionRunner(db, createChatData),
    events,
    freshness: createFreshness(redis, config.REDIS_PREFIX, {
      logger,
      keptBytes: config.CHAT_KEPT_ANSWERS_MB * 1024 * 1024,
    }),
    logger,
    pushQueue: createPushQueue(redis, config.REDIS_PREFIX),
    limits: {
      student: createWriteLimits(deps, 'student', {
        messagesPerMinute: config.CHAT_MESSAGES_PER_MINUTE,
        conversationStartsPerHour: config.CHAT_CONVERSATION_STARTS_PER_HOUR,
        uploadMbPerDay: config.CHAT_UPLOAD_MB_PER_DAY,
        storedMb: config.CHAT_STORED_MB,
      }),
      admin: createWriteLimits(deps, 'admin', {
        messagesPerMinute: config.CHAT_MESSAGES_PER_MINUTE_TEACHER,
        conversationStartsPerHour: config.CHAT_CONVERSATION_STARTS_PER_HOUR_TEACHER,
        uploadMbPerDay: config.CHAT_UPLOAD_MB_PER_DAY_TEACHER,
        storedMb: config.CHAT_STORED_MB_TEACHER,
      }),
    },
  };
  const live = createLiveHub(events);
  return {
    chatDeps,
    live,
    close() {
      live.endAll();
      events.close();
    },
  };
}

export function createApp(deps: AppDeps, chatDeps: ChatDeps, live: LiveHub) {
  return createServiceAppWithSessions('chat', deps, [
    createConversationsRouter(chatDeps),
    createOwnDataRouter(chatDeps),
    createFilesRouter(chatDeps),
    createEventsRouter(live, {
      heartbeatMs: deps.config.EVENTS_HEARTBEAT_MS,
      slots: createStreamSlots(deps.redis, deps.config.REDIS_PREFIX, { name: 'chat-events', config: deps.config }),
    }),
  ]);
}
