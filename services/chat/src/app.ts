import { createFreshness, createServiceAppWithSessions, createTransactionRunner } from '@lezioni/service-kit';
import type { Logger, Redis } from '@lezioni/service-kit';
import type { ChatConfig } from './config';
import { createChatData } from './data/chat-data';
import type { Db } from './data/db';
import { createEventsStore } from './data/events.store';
import type { ChatDeps } from './domain/deps';
import { createLiveHub, type LiveHub } from './domain/live';
import { createConversationsRouter } from './routes/conversations.routes';
import { createEventsRouter } from './routes/events.routes';
import { createFilesRouter } from './routes/files.routes';
import { createOwnDataRouter } from './routes/own-data.routes';

type AppDeps = { config: ChatConfig; db: Db; redis: Redis; logger: Logger };

/** Chat's use-case dependencies and the hub of the event streams open in this process. */
export function createChatDeps({ config, db, redis, logger }: AppDeps): {
  chatDeps: ChatDeps;
  live: LiveHub;
  close: () => void;
} {
  const events = createEventsStore(redis, config.REDIS_PREFIX, logger);
  const chatDeps: ChatDeps = {
    ...createChatData(db),
    inTransaction: createTransactionRunner(db, createChatData),
    events,
    freshness: createFreshness(redis, config.REDIS_PREFIX),
    logger,
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
    createEventsRouter(live, { heartbeatMs: deps.config.EVENTS_HEARTBEAT_MS }),
  ]);
}
