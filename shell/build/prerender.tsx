/**
 * `npm run prerender -w shell`, the last step of `npm run build:web`: renders each page of
 * PRERENDERED_PAGES (the landing page, the shell's layout around the marketing remote's exposed
 * LandingPage; the sign-in screens and the legal pages) for a signed-out visitor with React's server
 * renderer and writes each into its file of dist, which the gateway serves for its path so the whole
 * page arrives with the HTML. Their one script is src/page-start/, which starts the app (and its
 * hydration) when the visitor needs it. The shell knows only the remote's exposed module, built for
 * Node by the remote.
 */
import type { ReactNode } from 'react';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { PAGE_RENDERER_FILE, PRERENDERED_NOT_FOUND, PRERENDERED_PAGES, type RuntimeConfig } from '@lezioni/contracts';
import {
  LANDING_PATHS,
  LANGUAGES,
  PAGE_TEXTS_ID,
  landingLanguageOf,
  prerenderedFileOf,
  type Language,
} from '@lezioni/contracts/values';
import { precompressFile } from '@lezioni/mf-config';
import { PageEnv, pageConfigOf, parseEnv } from '@lezioni/service-kit/config';
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
import { LoadingState } from '../src/components/loading-state';
import { AppLayout } from '../src/layout/app-layout';
import { pageTitleFor } from '../src/layout/page-titles';
import { PRERENDER_DATA_ID, type PrerenderData } from '../src/app/prerender-data';
import { appScriptOf, composePage, inLanguage, jsonScript, withRoot } from '../server/page-html';
import { createServerLoader } from '../server/server-loader';

const REPO_ROOT = path.join(__dirname, '..', '..');
const DIST = path.join(REPO_ROOT, 'shell', 'dist');
// Around the frame in index.html's root (renderFrame), so a second run finds and replaces it.
const FRAME_START = '<!--frame-->';
const FRAME_END = '<!--/frame-->';

/** The remotes' exposed modules as their builds made them for Node (the landing page's). */
const serverLoader = createServerLoader(REPO_ROOT);

/**
 * Where each page is rendered. A reset link always carries its token in the fragment, which no
 * server sees: the page is rendered as it shows with one (the form), not as the invalid-link notice.
 */
const locationOf = (pagePath: string) => (pagePath === '/reset-password' ? `${pagePath}#token=prerendered` : pagePath);

async function renderPage(pagePath: string, data: PrerenderData, language: Language): Promise<[string, PageTexts]> {
  const store = createAppStore();
  // Only the page-visible values matter here; the rest of the config arrives at runtime.
  const config: RuntimeConfig = {
    ...data.config,
    bookingPageUrl: '',
    bookingDashboardUrl: '',
    isDemoCalendar: false,
    remotes: {},
  };
  await store.dispatch(sessionApi.util.upsertQueryData('getConfig', undefined, config));
  await store.dispatch(sessionApi.util.upsertQueryData('getMe', undefined, null));
  const used = new Set<string>();
  const html = await collectTexts(used, () =>
    renderApp(
      store,
      <StaticRouter location={locationOf(pagePath)}>
        <AppRoutes />
      </StaticRouter>,
      language,
    ),
  );
  return [html, pageTextsOf(language, used)];
}

/**
 * The frame every other page arrives with: the top bar (its session actions hidden, as while the app
 * asks who is signed in) around a loading state, so the page shows at once instead of a blank one;
 * the app replaces it with the same frame and then the page.
 */
async function renderFrame(language: Language): Promise<string> {
  return renderApp(
    createAppStore(),
    <StaticRouter location="/frame">
      <Routes>
        <Route element={<AppLayout onLogout={async () => undefined} />}>
          <Route path="*" element={<LoadingState />} />
        </Route>
      </Routes>
    </StaticRouter>,
    language,
  );
}

/** React's static HTML of `routes` inside the app's providers, in one piece. */
async function renderApp(store: AppStore, routes: ReactNode, language: Language): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store} loader={serverLoader} language={language}>
      {routes}
    </AppProviders>,
    // Boundaries bigger than this are sent apart and revealed by an inline script, which the
    // Content-Security-Policy forbids: the page is one piece.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A seeded session's cache timer (minutes) would keep the build waiting.
  store.dispatch(sessionApi.util.resetApiState());
  return html;
}

/** Bundles src/page-start/ into dist under a content-hashed name (cached for a year) and returns its URL. */
async function buildPageStart(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [path.join(REPO_ROOT, 'shell', 'src', 'page-start', 'index.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  const code = outputFiles[0]!.contents;
  const name = `page-start.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(DIST, name), code);
  precompressFile(path.join(DIST, name));
  return `/${name}`;
}

/**
 * Each page of `pages` prerendered into dist/index.html's `template` in each language, by file name
 * (prerenderedFileOf): the page in the root, the data and the texts it was rendered with, and the
 * start script (at `startSrc`) instead of the app's. The landing pages name each other (hreflang).
 */
export async function prerenderPages(
  template: string,
  data: PrerenderData,
  startSrc: string,
  pages: readonly { path: string; file: string }[] = [...PRERENDERED_PAGES, PRERENDERED_NOT_FOUND],
): Promise<Map<string, string>> {
  appScriptOf(template);
  const files = new Map<string, string>();
  for (const language of LANGUAGES) {
    // Dates and numbers too are written in the language's locale, as its readers' browsers will.
    await switchLanguage(language);
    for (const { path: pagePath, file } of pages) {
      const isLanding = landingLanguageOf(pagePath) !== undefined;
      const [html, texts] = await renderPage(isLanding ? LANDING_PATHS[language] : pagePath, data, language);
      if (!html.includes('<h1') || html.includes('<script')) throw new Error(`${pagePath} did not prerender whole`);
      files.set(
        prerenderedFileOf(file, language),
        composePage(template, {
          title: pageTitleFor(pagePath, language),
          language,
          html,
          data: jsonScript(PRERENDER_DATA_ID, data) + jsonScript(PAGE_TEXTS_ID, texts),
          startSrc,
          head: isLanding ? landingAlternates(data.config.productionHost) : undefined,
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

/**
 * Bundles server/ (the page renderer of signed-in pages, ARCHITECTURE D29), React and the shell
 * included, into dist/server/render.js for services/pages: a Node module that needs nothing else.
 */
async function buildPageRenderer(startSrc: string): Promise<void> {
  await build({
    entryPoints: [path.join(REPO_ROOT, 'shell', 'server', 'index.ts')],
    outfile: path.join(DIST, PAGE_RENDERER_FILE),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', PAGE_START_SRC: JSON.stringify(startSrc) },
    logLevel: 'warning',
  });
}

async function main() {
  // The gateway serves these pages only while its own config shows the same values: a deployment
  // configured otherwise gets the pages rendered in the browser, never a wrong one.
  const data: PrerenderData = { config: pageConfigOf(parseEnv(PageEnv)) };
  const indexHtml = path.join(DIST, 'index.html');
  const template = readFileSync(indexHtml, 'utf8');
  const startSrc = await buildPageStart();
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(DIST, file)), { recursive: true });
    writeFileSync(path.join(DIST, file), html);
    precompressFile(path.join(DIST, file));
  };
  for (const [file, page] of await prerenderPages(template, data, startSrc)) write(file, page);
  await buildPageRenderer(startSrc);
  // The frame in each language; the English one is also the template the next run starts from.
  for (const language of LANGUAGES) {
    const frame = `${FRAME_START}${await renderFrame(language)}${FRAME_END}`;
    write(prerenderedFileOf('index.html', language), withRoot(inLanguage(template, language), frame));
  }
}

// Run by `npm run prerender`; its tests import it.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
