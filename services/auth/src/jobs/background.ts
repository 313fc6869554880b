import { unavailable, type Logger } from '@lezioni/service-kit';
import type { BackgroundTasks } from '../domain/deps';

/** Tasks one process runs at once: past this, new work is refused (503) instead of piling up. */
const MAX_RUNNING = 100;

/**
 * Work that runs after the answer is sent. Failures are logged; `settled` waits for what is running,
 * so a process never exits in the middle of a task unawares. `run` throws a 503 when the process
 * already has MAX_RUNNING tasks in flight (a slow database under a flood of requests).
 */
export function createBackgroundTasks(logger: Logger, maxRunning = MAX_RUNNING): BackgroundTasks {
  const running = new Set<Promise<void>>();

  return {
    run(name, task) {
      if (running.size >= maxRunning) throw unavailable(new Error(`${maxRunning} background tasks already running`));
      const done: Promise<void> = task()
        .catch((err: unknown) => logger.error({ err }, `${name} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      await Promise.allSettled([...running]);
    },
  };
}
