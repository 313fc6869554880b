import type { Freshness, Logger, PushQueue, RateLimiter, TransactionRunner } from '@lezioni/service-kit';
import type { UploadLimits } from '@lezioni/service-kit/files';
import type { ChatData } from '../data/chat-data';
import type { SenderRole } from '../data/db';
import type { EventsStore } from '../data/events.store';

/** What one side may write before it is refused as `rate_limited` (config.ts). */
export type WriteLimits = UploadLimits & { messagesPerMinute: RateLimiter; conversationStartsPerHour: RateLimiter };

/** What chat's use cases are given: its repositories, bound to the pool, and the rest of its stores. */
export type ChatDeps = ChatData & {
  inTransaction: TransactionRunner<ChatData>;
  /** Publishes live events to every replica's streams. */
  events: EventsStore;
  /** Versions of the polled answers (domain/freshness.ts). */
  freshness: Freshness;
  logger: Logger;
  /** Where a new message's push to the other side waits for auth's push worker (D33). */
  pushQueue: PushQueue;
  /** Per user, by side. */
  limits: Record<SenderRole, WriteLimits>;
};
