import type { Freshness, Logger, TransactionRunner } from '@lezioni/service-kit';
import type { ChatData } from '../data/chat-data';
import type { EventsStore } from '../data/events.store';

/** What chat's use cases are given: its repositories, bound to the pool, and the rest of its stores. */
export type ChatDeps = ChatData & {
  inTransaction: TransactionRunner<ChatData>;
  /** Publishes live events to every replica's streams. */
  events: EventsStore;
  /** Versions of the polled answers (domain/freshness.ts). */
  freshness: Freshness;
  logger: Logger;
};
