/**
 * The page renderer's entry (ARCHITECTURE D29): `npm run prerender -w shell` bundles it, React and
 * the shell included, into dist/server/render.js, which services/pages loads. It renders with the
 * remotes' server builds and the shell's built index.html of the same web root.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageRendererModule } from '@lezioni/contracts/values';
import { createPageRenderer } from './render-page';
import { createServerLoader } from './server-loader';

// The start script's address in this build, set by the bundler (build/prerender.tsx).
declare const PAGE_START_SRC: string;

/** A renderer of the pages built under `webRoot`, whose data it asks of the API at `apiUrl`. */
export const startPageRenderer: PageRendererModule['startPageRenderer'] = ({ webRoot, apiUrl }) =>
  createPageRenderer({
    apiUrl,
    loader: createServerLoader(webRoot),
    template: readFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), 'utf8'),
    startSrc: PAGE_START_SRC,
  });
