import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PAGE_RENDERER_FILE, type PageRendererModule, type RenderPage } from '@lezioni/contracts';

/**
 * The shell build's page renderer (`shell/dist/server/render.js`), loaded when first needed and
 * again when a build replaces it (`npm start` rebuilds a stale web); undefined while the web is not built.
 */
export function createPageRendererFile(webRoot: string, apiUrl: string): () => RenderPage | undefined {
  const file = path.join(webRoot, 'shell', 'dist', PAGE_RENDERER_FILE);
  const load = createRequire(__filename);
  let loaded: { mtimeMs: number; render: RenderPage } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      // A new build: its renderer, and the remotes' modules, which hold the old one's React.
      const built = path.resolve(webRoot) + path.sep;
      for (const key of Object.keys(load.cache)) if (key.startsWith(built)) delete load.cache[key];
      const renderer = load(file) as PageRendererModule;
      loaded = { mtimeMs, render: renderer.startPageRenderer({ webRoot, apiUrl }) };
    }
    return loaded.render;
  };
}
