import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtimeMs } from './sources';
import { build, type BuildOptions, type Plugin } from 'esbuild';

/** Sources every server bundle takes in besides its own folder. */
const SHARED = ['packages/contracts', 'packages/service-kit', 'packages/safe-fetch'];

/**
 * Our workspace packages are TypeScript and go into the bundle; every other package stays a
 * `require` of node_modules (native addons such as argon2 cannot be bundled).
 */
const bundleOnlyOurPackages: Plugin = {
  name: 'bundle-only-our-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lezioni/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** How every process is bundled: one CommonJS file for Node 20, our packages compiled in. */
export const serviceBuildOptions = (root: string, dir: string) =>
  ({
    entryPoints: [path.join(root, dir, 'src', 'server.ts')],
    outfile: path.join(root, dir, 'dist', 'server.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [bundleOnlyOurPackages],
  }) satisfies BuildOptions;

/** Bundles `<dir>/src/server.ts` into `<dir>/dist/server.js`, one file per process, for Node 20. */
export async function buildService(root: string, dir: string): Promise<void> {
  await build(serviceBuildOptions(root, dir));
}

/** Builds each process whose bundle is missing or older than its sources or the shared packages. */
export async function buildServicesIfStale(root: string, dirs: string[]): Promise<void> {
  const newestShared = Math.max(...SHARED.map((dir) => newestMtimeMs(path.join(root, dir))));
  for (const dir of dirs) {
    const bundle = path.join(root, dir, 'dist', 'server.js');
    const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
    if (builtAt > Math.max(newestShared, newestMtimeMs(path.join(root, dir)))) continue;
    console.log(`building ${dir} (dist/server.js)...`);
    await buildService(root, dir);
  }
}
