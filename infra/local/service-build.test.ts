import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serviceBuildOptions } from './service-build';

const ROOT = path.resolve(__dirname, '../..');
const PROCESSES = [...readdirSync(path.join(ROOT, 'services')).map((name) => `services/${name}`), 'gateway'];

describe('the production bundles', () => {
  // A bundle requires every package but ours from node_modules, looked up from its dist folder: a
  // package installed only under another workspace's node_modules is found by tests run from the
  // sources and missed by `node dist/server.js`.
  it.each(PROCESSES)('when %s/dist/server.js runs, then every package it requires is found from there', async (dir) => {
    const result = await build({ ...serviceBuildOptions(ROOT, dir), write: false, metafile: true, logLevel: 'silent' });
    const required = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((imported) => imported.external && !imported.path.startsWith('node:')),
    );
    const missing = [...new Set(required.map((imported) => imported.path))].filter((name) => {
      try {
        require.resolve(name, { paths: [path.join(ROOT, dir, 'dist')] });
        return false;
      } catch {
        return true;
      }
    });

    expect(required.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
