import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PAGE_RENDERER_FILE, type PageConfig, type VisitorPage } from '@lezioni/contracts';
import type { Logger } from '@lezioni/service-kit';

// Past this a render is stuck (it asks nothing of the network): its pages go to the browser.
const RENDER_DEADLINE_MS = 60_000;

// Runs in a worker thread: React and the shell stay out of the gateway's own heap and event loop,
// and go when the pages are made. A string, so the gateway's bundle needs no file of its own for it.
const RENDER_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.file)
  .renderVisitorPages(workerData.options)
  .then((pages) => parentPort.postMessage(pages));
`;

/**
 * The visitor pages (PRERENDERED_PAGES and the Lost page, ARCHITECTURE D26) rendered with this
 * gateway's own config by the shell build's page renderer (`shell/dist/server/render.js`), kept in
 * memory by file name, and rendered again when a build replaces the renderer or index.html (`npm
 * start` rebuilds a stale web). Rendering starts with `start()`; `pages()` waits for it. Undefined
 * while the web is not built or when the render failed (logged): the browser renders those pages.
 */
export function createVisitorPages(options: { webRoot: string; config: PageConfig; logger: Logger }) {
  const { webRoot, config, logger } = options;
  const dist = path.join(webRoot, 'shell', 'dist');
  const rendererFile = path.join(dist, PAGE_RENDERER_FILE);
  const indexHtml = path.join(dist, 'index.html');
  let rendered: { build: string; pages: Promise<Map<string, VisitorPage> | undefined> } | undefined;
  const workers = new Set<Worker>();

  /** Which build is there: the renderer's and index.html's times; undefined while either is missing. */
  const buildOf = () =>
    existsSync(rendererFile) && existsSync(indexHtml)
      ? `${statSync(rendererFile).mtimeMs}:${statSync(indexHtml).mtimeMs}`
      : undefined;

  function render(): Promise<Map<string, VisitorPage> | undefined> {
    const startedAt = Date.now();
    const worker = new Worker(RENDER_IN_WORKER, {
      eval: true,
      workerData: { file: rendererFile, options: { webRoot, config } },
    });
    workers.add(worker);
    const deadline = setTimeout(() => {
      logger.error({ ms: RENDER_DEADLINE_MS }, 'the visitor pages took too long to render: the browser renders them');
      void worker.terminate();
    }, RENDER_DEADLINE_MS);
    return new Promise<Map<string, VisitorPage> | undefined>((resolve) => {
      worker.once('message', (pages: VisitorPage[]) => {
        logger.info({ pages: pages.length, ms: Date.now() - startedAt }, 'visitor pages rendered');
        resolve(new Map(pages.map((page) => [page.file, page])));
        // Whatever the render left running (a timer) must not keep its heap alive.
        void worker.terminate();
      });
      worker.once('error', (err) => {
        logger.error({ err }, 'the visitor pages failed to render: the browser renders them');
        resolve(undefined);
      });
      worker.once('exit', () => {
        clearTimeout(deadline);
        workers.delete(worker);
        resolve(undefined);
      });
    });
  }

  /** The pages of the build there is now, rendering them if that is not done yet. */
  function pages(): Promise<Map<string, VisitorPage> | undefined> {
    const build = buildOf();
    if (build === undefined) return Promise.resolve(undefined);
    if (rendered?.build !== build) rendered = { build, pages: render() };
    return rendered.pages;
  }

  return {
    pages,
    /** Starts rendering, so the first visitor finds the pages made. */
    start: () => void pages(),
    /** Stops a render still running. */
    close: async () => {
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}
export type VisitorPages = ReturnType<typeof createVisitorPages>;
