import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './testing';

const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

function startProcess(entry: string, env: Record<string, string>) {
  const child = spawn(TSX, [entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForOutput(read: () => string, text: string, child: ChildProcess) {
  for (let waited = 0; waited < 15_000; waited += 50) {
    if (read().includes(text)) return;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`process never printed "${text}":\n${read()}`);
}

describe('a service process', () => {
  it('when its configuration is missing, then it names every bad key and exits non-zero', async () => {
    const auth = startProcess(path.join(ROOT, 'services/auth/src/server.ts'), { ADMIN_PASSWORD: 'short' });

    const code = await auth.exited;

    expect(code).toBe(1);
    for (const key of ['JWT_PUBLIC_KEY', 'JWT_PRIVATE_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_NAME']) {
      expect(auth.output()).toContain(key);
    }
    expect(auth.output()).not.toMatch(/at .*\.ts:\d+/);
  });

  it('when it is told to stop, then in-flight requests finish, new ones are refused, and it exits 0', async () => {
    const port = await freePort();
    const service = startProcess(path.join(__dirname, 'testing/fixtures/slow-service.ts'), {
      PORT: String(port),
      SLOW_MS: '700',
    });
    await waitForOutput(service.output, 'slow listening', service.child);

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.json());
    await new Promise((resolve) => setTimeout(resolve, 200));
    service.child.kill('SIGTERM');
    await waitForOutput(service.output, 'shutting down', service.child);
    const refused = await fetch(`http://127.0.0.1:${port}/slow`).then(
      () => 'answered',
      () => 'refused',
    );

    expect(await inFlight).toEqual({ done: true });
    expect(refused).toBe('refused');
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('pools closed');
  });
});
