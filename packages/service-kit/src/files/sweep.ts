import type { Logger } from '../logger';

/** Uploads nothing uses (no chat message, no material, no note) this long after upload are deleted. */
export const UNUSED_UPLOAD_TTL_MS = 60 * 60_000;

/**
 * Deletes the service's unused uploads older than UNUSED_UPLOAD_TTL_MS now and every `intervalMs`,
 * never two sweeps at once in this process; `stop` waits for a running one. `files` is the
 * service's repository (each keeps its files and knows what uses them): its `deleteUnusedBefore`
 * must be safe on several replicas at once.
 */
export function scheduleUploadSweep(
  deps: { files: { deleteUnusedBefore: (cutoff: Date) => Promise<number> }; logger: Logger },
  intervalMs: number,
): { stop: () => Promise<void> } {
  const { files, logger } = deps;
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = files
      .deleteUnusedBefore(new Date(Date.now() - UNUSED_UPLOAD_TTL_MS))
      .then((count) => {
        if (count > 0) logger.info({ count }, 'unused uploads deleted');
      })
      .catch((err: unknown) => logger.error({ err }, 'upload sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  sweep();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
