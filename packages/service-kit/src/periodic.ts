/** A task run now and then by `runEvery`; `stop` waits for a run in progress. */
export type Periodic = { stop: () => Promise<void> };

/**
 * Runs `task` now and every `intervalMs`, never twice at once in this process: a run still going
 * when the next is due skips it. A run's failure goes to `onError` and the next run comes as
 * planned. `stop` ends the timer and waits for a run in progress, so a service closes its stores
 * after. Replicas run their own: a task must be safe on several at once.
 */
export function runEvery(intervalMs: number, task: () => Promise<void>, onError: (err: unknown) => void): Periodic {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
