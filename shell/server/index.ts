/**
 * The page renderer's entry (ARCHITECTURE D29): `npm run prerender -w shell` bundles it, React and
 * the shell included, into dist/server/render.js, which services/pages loads. It renders with the
 * remotes' server builds and the shell's built index.html of the same web root.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPageRenderer, type PageRequest } from './render-page';
import { createServerLoader } from './server-loader';

// The start script's address in this build, set by the bundler (build/prerender.tsx).
declare const PAGE_START_SRC: string;

export type { PageRequest };
export type RenderPage = (request: PageRequest) => Promise<string | undefined>;

/** A renderer of the pages built under `webRoot`, whose data it asks of the API at `apiUrl`. */
export function startPageRenderer({ webRoot, apiUrl }: { webRoot: string; apiUrl: string }): RenderPage {
  return createPageRenderer({
    apiUrl,
    loader: createServerLoader(webRoot),
    template: readFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), 'utf8'),
    startSrc: PAGE_START_SRC,
  });
}
