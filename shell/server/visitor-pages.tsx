/**
 * The visitor pages (PRERENDERED_PAGES: the landing page, the shell's layout around the marketing
 * remote's exposed LandingPage; the sign-in screens, the legal and error pages; and the Lost page),
 * rendered for a signed-out visitor with React's static renderer and the deployment's own config.
 * The gateway renders them once when it starts (ARCHITECTURE D26), so the whole page arrives with
 * the HTML whatever the deployment is configured with. Their one script is src/page-start/, which
 * starts the app (and its hydration) when the visitor needs it.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PRERENDERED_NOT_FOUND, PRERENDERED_PAGES, type PageConfig, type RuntimeConfig } from '@lezioni/contracts';
import {
  LANDING_PATHS,
  LANGUAGES,
  PAGE_TEXTS_ID,
  jsonScript,
  landingLanguageOf,
  prerenderedFileOf,
  type Language,
} from '@lezioni/contracts/values';
import {
  collectTexts,
  createAppStore,
  pageTextsOf,
  sessionApi,
  switchLanguage,
  type AppStore,
  type PageTexts,
} from '@lezioni/web-kit';
import { AppProviders } from '../src/app/app';
import { AppRoutes } from '../src/app/app-routes';
import { pageTitleFor } from '../src/layout/page-titles';
import { PRERENDER_DATA_ID, type PrerenderData } from '../src/app/prerender-data';
import type { RemoteLoader } from '../src/remotes/remote-loader';
import { appScriptOf, composePage } from './page-html';

/**
 * Where each page is rendered. A reset link always carries its token in the fragment, which no
 * server sees: the page is rendered as it shows with one (the form), not as the invalid-link notice.
 */
const locationOf = (pagePath: string) => (pagePath === '/reset-password' ? `${pagePath}#token=prerendered` : pagePath);

/** React's static HTML of `routes` inside the app's providers, in one piece. */
export async function renderApp(
  store: AppStore,
  loader: RemoteLoader,
  routes: ReactNode,
  language: Language,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store} loader={loader} language={language}>
      {routes}
    </AppProviders>,
    // Boundaries bigger than this are sent apart and revealed by an inline script, which the
    // Content-Security-Policy forbids: the page is one piece.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A seeded session's cache timer (minutes) would keep the process waiting.
  store.dispatch(sessionApi.util.resetApiState());
  return html;
}

async function renderPage(
  pagePath: string,
  data: PrerenderData,
  loader: RemoteLoader,
  language: Language,
): Promise<[string, PageTexts]> {
  const store = createAppStore();
  // Only the page-visible values matter here; the rest of the config arrives at runtime.
  const config: RuntimeConfig = {
    ...data.config,
    bookingPageUrl: '',
    bookingDashboardUrl: '',
    isDemoCalendar: false,
    bookingCalendar: 'builtin',
    remotes: {},
  };
  await store.dispatch(sessionApi.util.upsertQueryData('getConfig', undefined, config));
  await store.dispatch(sessionApi.util.upsertQueryData('getMe', undefined, null));
  const used = new Set<string>();
  const html = await collectTexts(used, () =>
    renderApp(
      store,
      loader,
      <StaticRouter location={locationOf(pagePath)}>
        <AppRoutes />
      </StaticRouter>,
      language,
    ),
  );
  return [html, pageTextsOf(language, used)];
}

/**
 * Each of `pages` rendered with `config` into the shell's built index.html (`template`) in each
 * language, by file name (prerenderedFileOf): the page in the root, the config and the texts it was
 * rendered with, and the start script (at `startSrc`) instead of the app's. The landing pages name
 * each other (hreflang).
 */
export async function renderVisitorPages(options: {
  template: string;
  config: PageConfig;
  startSrc: string;
  loader: RemoteLoader;
  pages?: readonly { path: string; file: string }[];
}): Promise<Map<string, string>> {
  const { template, config, startSrc, loader, pages = [...PRERENDERED_PAGES, PRERENDERED_NOT_FOUND] } = options;
  appScriptOf(template);
  const data: PrerenderData = { config };
  const files = new Map<string, string>();
  for (const language of LANGUAGES) {
    // Dates and numbers too are written in the language's locale, as its readers' browsers will.
    await switchLanguage(language);
    for (const { path: pagePath, file } of pages) {
      const isLanding = landingLanguageOf(pagePath) !== undefined;
      const [html, texts] = await renderPage(isLanding ? LANDING_PATHS[language] : pagePath, data, loader, language);
      if (!html.includes('<h1') || html.includes('<script')) throw new Error(`${pagePath} did not render whole`);
      files.set(
        prerenderedFileOf(file, language),
        composePage(template, {
          title: pageTitleFor(pagePath, language),
          language,
          html,
          data: jsonScript(PRERENDER_DATA_ID, data) + jsonScript(PAGE_TEXTS_ID, texts),
          startSrc,
          head: isLanding ? landingAlternates(config.productionHost) : undefined,
        }),
      );
    }
  }
  return files;
}

/** The landing page's address in each language, for search engines (`hreflang`); English by default. */
function landingAlternates(productionHost: string): string {
  const origin = productionHost ? `https://${productionHost}` : '';
  const link = (hreflang: string, pathname: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${origin}${pathname}">`;
  return [
    ...LANGUAGES.map((language) => link(language, LANDING_PATHS[language])),
    link('x-default', LANDING_PATHS.en),
  ].join('');
}
