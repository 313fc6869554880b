import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Runs a container's healthcheck command (`node -e …`) here, with PORT pointing at a local server
 * that answers `path` with `status` (and 404 elsewhere); resolves with the command's exit code.
 */
export async function runHealthcheck(command: string[], path: string, status: number): Promise<number | null> {
  const server = http.createServer((req, res) => res.writeHead(req.url === path ? status : 404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const [executable, ...args] = command;
    const child = spawn(executable === 'node' ? process.execPath : executable!, args, {
      env: { PORT: String((server.address() as AddressInfo).port) },
      stdio: 'ignore',
    });
    return await new Promise((resolve) => child.once('exit', resolve));
  } finally {
    server.close();
  }
}
