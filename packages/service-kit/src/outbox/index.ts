export { addToOutbox, relayOldestOutboxRows, type OutboxRow, type OutboxTable, type RelayOutcome } from './outbox';
export { startOutboxRelay, type OutboxRelay } from './outbox-relay';
