import type { Logger } from 'pino';

type BackgroundTask = () => Promise<void>;

/**
 * Work that runs after the answer is sent. Failures are logged; `settled` waits for what is running,
 * so a process never exits in the middle of a task unawares.
 */
export function createBackgroundTasks(logger: Logger) {
  const running = new Set<Promise<void>>();

  return {
    run(name: string, task: BackgroundTask): void {
      const done: Promise<void> = task()
        .catch((err: unknown) => logger.error({ err }, `${name} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
