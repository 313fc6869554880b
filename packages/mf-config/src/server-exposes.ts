import path from 'node:path';
import { build } from 'esbuild';
import type { Compiler } from 'webpack';
import { SHARED_SINGLETON_NAMES } from './shared';

/** Where a remote's build puts the server build of an exposed module, relative to its `dist`. */
export const serverExposePath = (expose: string) => path.join('server', `${expose}.js`);

/**
 * Builds the given exposed modules of a remote for Node (CommonJS) beside the browser build, so a
 * host can prerender them at build time as it loads them at runtime: by exposed name only. The shared
 * singletons stay external, so the host's React, router and store are the ones the module uses.
 */
export class ServerExposesPlugin {
  constructor(private readonly exposes: Record<string, string>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('ServerExposesPlugin', async (compilation) => {
      const outputDir = compilation.outputOptions.path;
      if (!outputDir) return;
      for (const [name, file] of Object.entries(this.exposes)) {
        await build({
          entryPoints: [path.resolve(compiler.context, file)],
          outfile: path.join(outputDir, serverExposePath(name)),
          bundle: true,
          platform: 'node',
          format: 'cjs',
          jsx: 'automatic',
          external: [...SHARED_SINGLETON_NAMES],
          define: { 'process.env.NODE_ENV': '"production"' },
          logLevel: 'warning',
        });
      }
    });
  }
}
