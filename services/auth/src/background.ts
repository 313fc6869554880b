import type { Logger } from 'pino';

type BackgroundTask = (signal: AbortSignal) => Promise<void>;

/**
 * Work that runs after the answer is sent. Failures are logged; `settled` waits for what is running,
 * `stop` also aborts it (shutdown), so a process never exits in the middle of a task unawares.
 */
export function createBackgroundTasks(logger: Logger) {
  const running = new Set<Promise<void>>();
  const controller = new AbortController();
  const settled = async () => {
    await Promise.allSettled([...running]);
  };

  return {
    run(name: string, task: BackgroundTask): void {
      const done: Promise<void> = task(controller.signal)
        .catch((err: unknown) => logger.error({ err }, `${name} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    settled,
    async stop(): Promise<void> {
      controller.abort();
      await settled();
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
