import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { container, type Configuration } from 'webpack';
import { REMOTES, type ExposedName, type RemoteName } from '@lezioni/contracts';
import { PrecompressPlugin } from './precompress';
import { PreloadListPlugin, exposeChunkName } from './preload-list';
import { ServerExposesPlugin } from './server-exposes';
import { createSharedConfig } from './shared';

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** What webpack-cli passes a config function as its second argument (`--mode`). */
export type WebpackArgv = { mode?: 'development' | 'production' };

type FederatedAppOptions = {
  /** Module Federation container name, e.g. 'shell' or 'mfe_student'. */
  name: string;
  /** The workspace folder (its `src/` is the code, its `dist/` the output). */
  dir: string;
  mode: 'development' | 'production';
  /** Only remotes expose modules; the shell registers remotes at runtime from /api/config. */
  exposes?: Record<string, string>;
  /** Public path of the built assets: '/' for the shell, 'auto' (next to remoteEntry.js) for remotes. */
  publicPath: string;
  /** Extra values for the HTML template (the shell inlines its critical CSS). */
  templateParameters?: Record<string, unknown>;
  title: string;
};

/** Each expose in a chunk group of a known name, so PreloadListPlugin can list its files. */
const namedExposes = (exposes: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(exposes).map(([key, file]) => [
      key,
      { import: file, name: exposeChunkName(key.replace(/^\.\//, '')) },
    ]),
  );

/** The webpack configuration shared by the shell and every remote. */
export function createFederatedAppConfig(options: FederatedAppOptions): Configuration {
  const isProduction = options.mode === 'production';
  return {
    mode: options.mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.publicPath,
      // Entry chunks keep their names: remoteEntry.js is found by its name, and index.html adds a ?hash.
      filename: '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    // Source maps double the build time on the 2-core build machines; dev keeps cheap ones.
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // Workspace packages ship TypeScript sources, so they go through the same loader.
          include: [path.join(options.dir, 'src'), path.join(REPO_ROOT, 'packages')],
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProduction } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    plugins: [
      // webpack's own federation (ARCHITECTURE D8): its runtime is a few hundred lines inside each
      // build, where @module-federation/enhanced's took 22 KB of every page's start.
      new container.ModuleFederationPlugin({
        name: options.name,
        ...(options.exposes ? { filename: 'remoteEntry.js', exposes: namedExposes(options.exposes) } : {}),
        shared: createSharedConfig(),
      }),
      new HtmlWebpackPlugin({
        // The shell brings its own page; remotes share one bare page for their standalone mode.
        template: options.exposes ? path.join(__dirname, 'standalone.html') : './src/index.html',
        hash: isProduction,
        title: options.title,
        ...(options.templateParameters ? { templateParameters: options.templateParameters } : {}),
        // Remotes' index.html only serves their standalone mode; remoteEntry.js never needs it.
        chunks: ['main'],
      }),
      new PreloadListPlugin(options.exposes && Object.keys(options.exposes).map((key) => key.replace(/^\.\//, ''))),
      ...(isProduction ? [new PrecompressPlugin()] : []),
      // Every expose also for Node: the shell renders pages on the server (ARCHITECTURE D29).
      ...(isProduction && options.exposes
        ? [
            new ServerExposesPlugin(
              Object.fromEntries(
                Object.entries(options.exposes).map(([key, file]) => [key.replace(/^\.\//, ''), file]),
              ),
            ),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The webpack configuration of a remote, from the contracts' table of remotes: its container name,
 * folder and page title come from REMOTES, and `exposes` must list every expose of RemoteExposes
 * (a missing or unknown one fails to compile). Each `./<Name>` maps to the file whose export `<Name>`
 * the shell renders.
 */
export function createRemoteAppConfig<R extends RemoteName>(
  remote: R,
  exposes: Record<ExposedName<R>, string>,
  argv: WebpackArgv,
): Configuration {
  const { container, workspace } = REMOTES[remote];
  return createFederatedAppConfig({
    name: container,
    dir: path.join(REPO_ROOT, workspace),
    mode: argv.mode ?? 'production',
    // Chunks load from wherever remoteEntry.js was served (the gateway serves it at /mfe/<remote>/).
    publicPath: 'auto',
    title: `Lezioni ${remote} (standalone)`,
    exposes: Object.fromEntries(Object.entries<string>(exposes).map(([name, file]) => [`./${name}`, file])),
  });
}
