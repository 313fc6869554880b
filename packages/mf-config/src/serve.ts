/**
 * `npm start` of a frontend workspace: builds it in watch mode and serves it on its DEV_PORT, with
 * the API proxied to a running platform (PLATFORM_URL, default http://localhost:8080).
 */
import path from 'node:path';
import type { Configuration } from 'webpack';
import { startDevServer } from './dev-server';

type WebpackConfigModule = {
  default: (env: unknown, argv: { mode: 'development' }) => Configuration;
  DEV_PORT: number;
  DEV_PROXY_PATHS?: string[];
};

async function main() {
  const configModule = (await import(path.join(process.cwd(), 'webpack.config.ts'))) as WebpackConfigModule;
  startDevServer(configModule.default(undefined, { mode: 'development' }), {
    port: Number(process.env.DEV_PORT ?? configModule.DEV_PORT),
    platformUrl: process.env.PLATFORM_URL ?? 'http://localhost:8080',
    proxyPaths: configModule.DEV_PROXY_PATHS ?? ['/api'],
  });
}

void main();
