import { runEvery } from './periodic';

/** A task whose runs end when the test says, counted. */
function gatedTask() {
  const state = { runs: 0, finish: () => undefined as void };
  const task = () => {
    state.runs += 1;
    return new Promise<void>((resolve) => {
      state.finish = resolve;
    });
  };
  return { state, task };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a task run every interval', () => {
  it('when a run is still going at the next interval, then that interval is skipped; once it ends the next one runs', async () => {
    const { state, task } = gatedTask();
    const periodic = runEvery(1_000, task, () => undefined);
    expect(state.runs).toBe(1);

    await jest.advanceTimersByTimeAsync(3_000);
    expect(state.runs).toBe(1);

    state.finish();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(state.runs).toBe(2);
    state.finish();
    await periodic.stop();
  });

  it('when stopped during a run, then stop waits for the run and no run follows', async () => {
    const { state, task } = gatedTask();
    const periodic = runEvery(1_000, task, () => undefined);
    let isStopped = false;
    const stopping = periodic.stop().then(() => (isStopped = true));

    await jest.advanceTimersByTimeAsync(0);
    expect(isStopped).toBe(false);
    state.finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(state.runs).toBe(1);
  });

  it('when a run fails, then its error is handed over and the next run comes', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const periodic = runEvery(
      1_000,
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      (err) => errors.push(err),
    );

    await jest.advanceTimersByTimeAsync(1_000);
    await periodic.stop();

    expect(errors).toEqual([new Error('database away')]);
    expect(runs).toBe(2);
  });
});
