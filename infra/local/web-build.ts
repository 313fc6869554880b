import { existsSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { newestMtimeMs } from './sources';
import { spawnSync } from 'node:child_process';
import { REMOTES, REMOTE_NAMES } from '@lezioni/contracts';

const WEB_WORKSPACES = ['shell', ...REMOTE_NAMES.map((remote) => REMOTES[remote].workspace)];
const WEB_PACKAGES = ['packages/contracts', 'packages/web-kit', 'packages/mf-config'];

/** Builds the frontends when a build is missing or older than any of its sources. */
export function buildWebIfStale(root: string): void {
  const entries = WEB_WORKSPACES.map((ws) =>
    path.join(root, ws, 'dist', ws === 'shell' ? 'index.html' : 'remoteEntry.js'),
  );
  const oldestBuild = Math.min(...entries.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const newestSource = Math.max(
    ...[...WEB_WORKSPACES, ...WEB_PACKAGES].map((dir) => newestMtimeMs(path.join(root, dir))),
  );
  if (oldestBuild > newestSource) return;

  console.log('building the frontend (npm run build:web)...');
  const result = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the frontend build failed (npm run build:web)');
  // webpack leaves a file it would write unchanged as it was, old time included: mark the build as
  // done now, or a change that doesn't touch the output (a test) would rebuild it at every start.
  const now = new Date();
  for (const file of entries) if (existsSync(file)) utimesSync(file, now, now);
}
