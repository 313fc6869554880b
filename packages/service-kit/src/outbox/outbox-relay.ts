import type { Logger } from '../logger';
import type { RelayOutcome } from './outbox';

/** How often the outbox is looked at: new rows wait at most this long while Redis is up. */
const POLL_INTERVAL_MS = 500;
const BATCH_SIZE = 20;
const MAX_RETRY_DELAY_MS = 2_000;
const retryDelayMs = (failures: number) => Math.min(POLL_INTERVAL_MS * 2 ** (failures - 1), MAX_RETRY_DELAY_MS);

type RelayDeps<Message> = {
  /** The service's outbox: claims its oldest rows, hands them to `send`, deletes those sent (relayOldestOutboxRows). */
  outbox: { relayOldest(limit: number, send: (message: Message) => Promise<void>): Promise<RelayOutcome> };
  send: (message: Message) => Promise<void>;
  logger: Logger;
};

/**
 * Moves outbox rows to Redis (ARCHITECTURE D13), oldest first, until the outbox is empty; then
 * looks again every POLL_INTERVAL_MS. While Redis is away the rows stay and it tries again, less
 * often, by itself. Several replicas may run one each: a row is claimed by one relay at a time.
 */
export function startOutboxRelay<Message>(deps: RelayDeps<Message>) {
  let isStopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;

  async function drain(): Promise<void> {
    for (;;) {
      const { claimed, error } = await deps.outbox.relayOldest(BATCH_SIZE, deps.send);
      if (error) throw error;
      if (claimed < BATCH_SIZE || isStopped) return;
    }
  }

  function runPass(): Promise<void> {
    pass ??= drain()
      .then(
        () => {
          if (failures > 0) deps.logger.info('outbox relayed again');
          failures = 0;
        },
        (err: unknown) => {
          failures += 1;
          // One line per outage; the rows wait, nothing is lost.
          if (failures === 1) deps.logger.warn({ err: (err as Error).message }, 'outbox not relayed yet; retrying');
        },
      )
      .finally(() => {
        pass = undefined;
      });
    return pass;
  }

  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => void runPass().then(schedule), failures > 0 ? retryDelayMs(failures) : POLL_INTERVAL_MS);
  }
  schedule();

  return {
    /** Relays what the outbox holds now; resolves when that is done, or when Redis refused it (the rows wait). */
    async flush(): Promise<void> {
      await pass;
      await runPass();
    },
    async stop(): Promise<void> {
      isStopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
export type OutboxRelay = ReturnType<typeof startOutboxRelay>;
