import path from 'node:path';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import webpack, { type Configuration } from 'webpack';

type DevServerOptions = {
  port: number;
  /** Where `/api` (and, for the shell, `/mfe`) is proxied: a running platform (`npm start`). */
  platformUrl: string;
  proxyPaths: string[];
};

/**
 * Watch-builds one app and serves it with an SPA fallback, proxying the API to a running platform
 * so cookies stay same-origin. Small on purpose: webpack-dev-server is not a dependency here.
 */
export function startDevServer(config: Configuration, options: DevServerOptions): void {
  const outputDir = config.output?.path;
  if (!outputDir) throw new Error('the webpack config has no output.path');
  const compiler = webpack(config);
  compiler.watch({ aggregateTimeout: 300 }, (err, stats) => {
    if (err) console.error(err);
    else console.log(stats?.toString({ preset: 'errors-warnings', colors: true }) || 'built');
  });

  const app = express();
  for (const prefix of options.proxyPaths) {
    app.use(prefix, createProxyMiddleware({ target: `${options.platformUrl}${prefix}`, changeOrigin: true }));
  }
  app.use(express.static(outputDir, { index: false }));
  app.get(/.*/, (_req, res) => res.sendFile(path.join(outputDir, 'index.html')));
  app.listen(options.port, () => {
    console.log(`serving ${outputDir} at http://localhost:${options.port} (API: ${options.platformUrl})`);
  });
}
