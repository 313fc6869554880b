import { createBaseApp, finishApp, type Logger } from '@lezioni/service-kit';
import type { PagesConfig } from './config';
import type { RenderPage } from '@lezioni/contracts';
import { createPageRendering } from './domain/render-page';
import { createRenderRouter } from './routes/render.routes';

type AppDeps = { config: PagesConfig; logger: Logger; renderer: () => RenderPage | undefined };

/** Ready once the web is built: without its renderer every page would fall back to the browser. */
export function createApp({ config, logger, renderer }: AppDeps) {
  const { app } = createBaseApp({
    name: 'pages',
    logger,
    trustProxy: config.TRUST_PROXY,
    requestTimeouts: config,
    readiness: {
      renderer: async () => {
        if (!renderer()) throw new Error('the page renderer is not built');
      },
    },
  });
  app.use(createRenderRouter(createPageRendering(renderer)));
  return finishApp(app, logger);
}
