/**
 * The page renderer's entry: `npm run prerender -w shell` bundles it, React and the shell included,
 * into dist/server/render.js. services/pages renders signed-in pages with it (ARCHITECTURE D29), the
 * gateway the visitor pages with its own config (D26). It renders with the remotes' server builds
 * and the shell's built index.html of the same web root.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageRendererModule } from '@lezioni/contracts/values';
import { createPageRenderer } from './render-page';
import { createServerLoader } from './server-loader';
import { renderVisitorPages as renderPages } from './visitor-pages';

// The start script's address in this build, set by the bundler (build/prerender.tsx).
declare const PAGE_START_SRC: string;

const templateOf = (webRoot: string) => readFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), 'utf8');

/** A renderer of the pages built under `webRoot`, whose data it asks of the API at `apiUrl`. */
export const startPageRenderer: PageRendererModule['startPageRenderer'] = ({ webRoot, apiUrl }) =>
  createPageRenderer({
    apiUrl,
    loader: createServerLoader(webRoot),
    template: templateOf(webRoot),
    startSrc: PAGE_START_SRC,
  });

/**
 * The visitor pages built under `webRoot`, rendered with `config`, each also compressed at the
 * strongest settings (as the build precompresses its files): done once, sent many times.
 */
export const renderVisitorPages: PageRendererModule['renderVisitorPages'] = async ({ webRoot, config }) => {
  const pages = await renderPages({
    template: templateOf(webRoot),
    config,
    startSrc: PAGE_START_SRC,
    loader: createServerLoader(webRoot),
  });
  return [...pages].map(([file, html]) => ({
    file,
    html,
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    }),
    gzip: gzipSync(html, { level: 9 }),
  }));
};
