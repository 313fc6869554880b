import type { Logger } from '../logger';
import { runEvery, type Periodic } from '../periodic';

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
): Periodic {
  const { files, logger } = deps;
  return runEvery(
    intervalMs,
    async () => {
      const count = await files.deleteUnusedBefore(new Date(Date.now() - UNUSED_UPLOAD_TTL_MS));
      if (count > 0) logger.info({ count }, 'unused uploads deleted');
    },
    (err) => logger.error({ err }, 'upload sweep failed'),
  );
}
