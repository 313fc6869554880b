import { unavailable } from '@lezioni/service-kit';
import type { RenderPage } from '@lezioni/contracts';
import { visitorOf } from './visitor';

export type PageRendering = (request: {
  url: string;
  cookie: string;
  acceptLanguage?: string;
}) => Promise<string | undefined>;

/** Renders a page for the visitor the browser's headers describe, with the build's renderer. */
export function createPageRendering(renderer: () => RenderPage | undefined): PageRendering {
  return async ({ url, cookie, acceptLanguage }) => {
    const render = renderer();
    if (!render) throw unavailable(new Error('shell/dist/server/render.js is missing: run npm run build:web'));
    return render({ url, cookie, ...visitorOf(cookie, acceptLanguage) });
  };
}
