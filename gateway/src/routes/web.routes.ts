import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { REMOTES, REMOTE_NAMES } from '@lezioni/contracts';

// Built assets carry a content hash in their names; entry files must be re-checked every time.
const ENTRY_FILES = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json)$/;

function serveStatic(dir: string) {
  return express.static(dir, {
    index: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', ENTRY_FILES.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
}

/** The shell at `/` with SPA fallback, each remote at `/mfe/<name>/`. */
export function createWebRouter(webRoot: string): Router {
  const router = Router();
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');

  for (const remote of REMOTE_NAMES) {
    router.use(`/mfe/${remote}`, serveStatic(path.join(webRoot, REMOTES[remote].workspace, 'dist')));
  }
  router.use(serveStatic(shellDist));
  router.get(/^(?!\/api\/|\/mfe\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('html')
        .send(
          '<!doctype html><title>lezioni</title><p>The frontend is not built yet. Run <code>npm run build:web</code>.</p>',
        );
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
