import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { Compiler } from 'webpack';
import { SERVER_SHARE_SCOPE, SHARED_SINGLETON_NAMES, serverExposePath } from './shared';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Each import of a shared singleton reads the module the rendering process lends under SERVER_SHARE_SCOPE. */
const fromServerShareScope: Plugin = {
  name: 'server-share-scope',
  setup(pluginBuild) {
    const filter = new RegExp(`^(${SHARED_SINGLETON_NAMES.map(escapeRegExp).join('|')})$`);
    pluginBuild.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'shared' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'shared' }, (args) => ({
      contents: `const scope = globalThis[${JSON.stringify(SERVER_SHARE_SCOPE)}];
if (!scope || !(${JSON.stringify(args.path)} in scope)) throw new Error('The rendering process lends no ${args.path}');
module.exports = scope[${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
  },
};

/**
 * Builds every exposed module of a remote for Node (CommonJS) beside the browser build, so a host can
 * render them on the server as it loads them in the browser: by exposed name only. The shared
 * singletons come from the rendering process (SERVER_SHARE_SCOPE), so the host's React, router and
 * store are the ones the module uses.
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
          plugins: [fromServerShareScope],
          define: { 'process.env.NODE_ENV': '"production"' },
          logLevel: 'warning',
        });
      }
    });
  }
}
