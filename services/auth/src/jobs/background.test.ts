import { silentLogger } from '@lezioni/service-kit/testing';
import { createBackgroundTasks } from './background';

describe('background tasks', () => {
  it('when as many tasks as allowed are running, then the next is refused with a 503 until one ends', async () => {
    const background = createBackgroundTasks(silentLogger(), 2);
    const finishers: (() => void)[] = [];
    const task = () => new Promise<void>((resolve) => finishers.push(resolve));
    background.run('first', task);
    background.run('second', task);

    expect(() => background.run('third', task)).toThrow(expect.objectContaining({ status: 503 }));

    finishers[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(() => background.run('third', task)).not.toThrow();
    finishers.forEach((finish) => finish());
    await background.settled();
  });
});
