import { superviseProcess } from './supervisor';

describe('a supervised process', () => {
  it('when it keeps exiting, then it is restarted a few times and then left down, with its last lines said', async () => {
    const said: string[] = [];
    const failing = superviseProcess(
      {
        name: 'flaky',
        command: process.execPath,
        args: ['-e', "console.error('cannot reach the database'); process.exit(3)"],
        cwd: __dirname,
        env: { PATH: process.env.PATH ?? '' },
      },
      (message) => said.push(message),
      { firstDelayMs: 10, maxDelayMs: 20, maxRestartsPerMinute: 2 },
    );
    failing.start();

    // What the launcher waits on at start, so a service that cannot start fails it at once.
    await failing.givenUp;

    expect(said.filter((message) => message.startsWith('flaky started'))).toHaveLength(3);
    expect(said.filter((message) => message.includes('restarting in'))).toHaveLength(2);
    const last = said.at(-1)!;
    expect(last).toContain('flaky keeps failing (exit 3; 2 restarts within a minute)');
    expect(last).toContain('cannot reach the database');
  });
});
