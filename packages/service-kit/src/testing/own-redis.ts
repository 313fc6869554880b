import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './index';

/** A Redis of the test's own, on a free port, that it may stop and start again without touching anyone else's. */
export async function startOwnRedis() {
  const port = await freePort();
  let server = await startServer(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => kill(server),
    async restart() {
      server = await startServer(port);
    },
    async close() {
      if (server.exitCode === null) await kill(server);
    },
  };
}

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let waited = 0; waited < 5_000; waited += 50) {
    const isUp = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 200);
    });
    if (isUp) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

async function kill(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}
export type OwnRedis = Awaited<ReturnType<typeof startOwnRedis>>;
