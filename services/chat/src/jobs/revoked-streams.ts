import type { FindRevokedSessions, Logger } from '@lezioni/service-kit';
import type { LiveHub } from '../domain/live';

const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * Every `intervalMs`, ends the event streams open in this process whose session was revoked
 * (logout, password reset, any revocation auth publishes): each replica checks its own streams, so
 * a revoked session stops receiving within about `intervalMs` wherever its streams are held. While
 * the revocations cannot be read (Redis away, or restarted empty until auth republishes them) the
 * check is skipped, and logged now and then.
 */
export function endRevokedStreams(options: {
  live: LiveHub;
  findRevoked: FindRevokedSessions;
  intervalMs: number;
  logger: Logger;
}): { stop: () => Promise<void> } {
  const { live, findRevoked, intervalMs, logger } = options;
  let running: Promise<void> | undefined;
  let lastLoggedAt = 0;
  const check = () => {
    if (running) return;
    running = live
      .endRevoked(findRevoked)
      .catch((err: unknown) => {
        if (Date.now() - lastLoggedAt < ERROR_LOG_INTERVAL_MS) return;
        lastLoggedAt = Date.now();
        logger.warn({ err: (err as Error).message }, 'event streams: session revocations not readable');
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
