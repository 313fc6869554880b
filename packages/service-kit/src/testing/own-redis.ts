import { spawn, type ChildProcess } from 'node:child_process';
import { somePortToListenOn } from './ports';

const START_WAIT_MS = 5_000;

/** A Redis of the test's own, on a port of its own, that it may stop and start again without touching anyone else's. */
export async function startOwnRedis() {
  const started = await startOnSomeFreePort();
  const port = started.port;
  let server = started.server;
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => kill(server),
    async restart() {
      server = await startServer(port);
    },
    async close() {
      await kill(server);
    },
  };
}
export type OwnRedis = Awaited<ReturnType<typeof startOwnRedis>>;

async function startOnSomeFreePort(): Promise<{ port: number; server: ChildProcess }> {
  for (let attempt = 1; ; attempt++) {
    // Below the ephemeral range: a client reconnecting to a stopped Redis could connect to itself.
    const port = somePortToListenOn();
    try {
      return { port, server: await startServer(port) };
    } catch (err) {
      if (attempt === 5) throw err;
    }
  }
}

/**
 * Resolves once Redis says it accepts connections; otherwise kills it and rejects with its output.
 * Its own log line, not a probe: a probe's timer can lose the race on a busy machine and never answer.
 */
function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let settled = false;
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void kill(server).then(() => reject(new Error(`redis-server on port ${port} ${why}:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`did not start within ${START_WAIT_MS} ms`), START_WAIT_MS);
    server.once('error', (err) => fail(`could not be run (${err.message})`));
    server.once('exit', () => fail('exited'));
    server.stdout!.on('data', (chunk: Buffer) => {
      if (settled) return;
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        settled = true;
        clearTimeout(timer);
        resolve(server);
      }
    });
    server.stderr!.on('data', (chunk: Buffer) => {
      if (!settled) output += chunk.toString();
    });
  });
}

/** Kills at once (as a crash would) and waits for the exit; a server already gone is left as it is. */
async function kill(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}
