import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { somePortToListenOn } from '@lezioni/service-kit/testing';

const START_WAIT_MS = 5_000;
/**
 * The relay ports of one test's coturn by default. With 50, bench:room's 20 relay-only joins left 2
 * never connected (coturn does not reuse a port at once after a call); 1,000 left none. Production
 * (compose, Kubernetes) opens 500; bench:room runs with those.
 */
const RELAY_PORTS = 1_000;

/**
 * A coturn (Debian's `turnserver`) of the test's own on loopback, checking credentials the TURN
 * REST way with `secret` (NOTES.md): what production runs, with loopback peers allowed. Its own
 * config, pid file and database in a temporary directory, so it touches nothing of the machine's.
 */
export async function startCoturn({
  secret,
  realm = 'lezioni.test',
  relayPorts = RELAY_PORTS,
}: {
  secret: string;
  realm?: string;
  relayPorts?: number;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lezioni-coturn-'));
  const settings = { dir, secret, realm, relayPorts };
  try {
    const started = await startOnSomeFreePort(settings);
    const { port } = started;
    let server = started.server;
    return {
      /** What TURN_URLS would carry, UDP and TCP. */
      urls: [`turn:127.0.0.1:${port}?transport=udp`, `turn:127.0.0.1:${port}?transport=tcp`],
      port,
      /** Kills it (every relayed call loses its transport), then starts a new one on the same ports. */
      async restart() {
        await kill(server);
        server = await startServer(settings, port);
      },
      async close() {
        await kill(server);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
export type Coturn = Awaited<ReturnType<typeof startCoturn>>;

type CoturnSettings = { dir: string; secret: string; realm: string; relayPorts: number };

async function startOnSomeFreePort(settings: CoturnSettings) {
  for (let attempt = 1; ; attempt++) {
    const port = somePortToListenOn(settings.relayPorts);
    try {
      return { port, server: await startServer(settings, port) };
    } catch (err) {
      if (attempt === 5) throw err;
    }
  }
}

/**
 * Resolves once coturn says its UDP and TCP listeners are open; otherwise kills it and rejects with
 * its output. Its log goes to stdout, line-buffered by stdbuf: through a pipe it would sit in
 * stdio's buffer and the readiness lines would never come.
 */
function startServer({ dir, secret, realm, relayPorts }: CoturnSettings, port: number): Promise<ChildProcess> {
  // An empty config of its own: without -c coturn reads the machine's /etc/turnserver.conf.
  const config = path.join(dir, 'turnserver.conf');
  writeFileSync(config, '');
  const server = spawn(
    'stdbuf',
    [
      '-oL',
      '-eL',
      'turnserver',
      '-c',
      config,
      '--verbose',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      `--min-port=${port + 1}`,
      `--max-port=${port + relayPorts - 1}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      `--realm=${realm}`,
      // Without it coturn refuses to relay to 127.0.0.1: the test's two browsers are both there.
      '--allow-loopback-peers',
      // As production's (docker-compose.yml, infra/k8s/base/coturn.yaml).
      '--fingerprint',
      '--no-multicast-peers',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--log-file=stdout',
      `--pidfile=${path.join(dir, 'turnserver.pid')}`,
      `--userdb=${path.join(dir, 'turndb')}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let settled = false;
  const isReady = () =>
    output.includes(`UDP listener opened on: 127.0.0.1:${port}`) &&
    output.includes(`TCP listener opened on : 127.0.0.1:${port}`);
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void kill(server).then(() => reject(new Error(`turnserver on port ${port} ${why}:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`did not start within ${START_WAIT_MS} ms`), START_WAIT_MS);
    server.once('error', (err) => fail(`could not be run (${err.message})`));
    server.once('exit', () => fail('exited'));
    const read = (chunk: Buffer) => {
      if (settled) return;
      output += chunk.toString();
      if (!isReady()) return;
      settled = true;
      clearTimeout(timer);
      resolve(server);
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
  });
}

/** Kills at once and waits for the exit; a server already gone is left as it is. */
async function kill(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}
