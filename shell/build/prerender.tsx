/**
 * `npm run prerender -w shell`, the last step of `npm run build:web`: bundles the page start script
 * (src/page-start/) and the page renderer (server/, into dist/server/render.js), and writes the
 * shell's frame into index.html in each language. The visitor pages (the landing page, the sign-in
 * screens, the legal and error pages) are not written here: they show the deployment's config, so
 * the gateway renders them with that renderer and its own config when it starts (ARCHITECTURE D26).
 * It also writes what makes the site an installable app (D34): the service worker, its offline page
 * and the icons.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { PAGE_RENDERER_FILE } from '@lezioni/contracts';
import {
  APP_ICONS,
  APP_THEME_COLOR,
  LANGUAGES,
  OFFLINE_PAGE_PATH,
  SERVICE_WORKER_PATH,
  escapeHtml,
  prerenderedFileOf,
  type Language,
} from '@lezioni/contracts/values';
import { precompressFile } from '@lezioni/mf-config';
import { appIconPng } from '@lezioni/mf-config/app-icons';
import { createAppStore } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import en from '../src/locales/en.json';
import it from '../src/locales/it.json';
import { LoadingState } from '../src/components/loading-state';
import { AppLayout } from '../src/layout/app-layout';
import { inLanguage, withRoot } from '../server/page-html';
import { createServerLoader } from '../server/server-loader';
import { renderApp } from '../server/visitor-pages';

const REPO_ROOT = path.join(__dirname, '..', '..');
const DIST = path.join(REPO_ROOT, 'shell', 'dist');
// Around the frame in index.html's root (renderFrame), so a second run finds and replaces it.
const FRAME_START = '<!--frame-->';
const FRAME_END = '<!--/frame-->';

/**
 * The frame every other page arrives with: the top bar (its session actions hidden, as while the app
 * asks who is signed in) around a loading state, so the page shows at once instead of a blank one;
 * the app replaces it with the same frame and then the page. It shows nothing of the config.
 */
async function renderFrame(language: Language): Promise<string> {
  return renderApp(
    createAppStore(),
    createServerLoader(REPO_ROOT),
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
 * Bundles server/ (the page renderer of signed-in pages, ARCHITECTURE D29, and of the visitor pages,
 * D26), React and the shell included, into dist/server/render.js: a Node module that needs nothing else.
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

/**
 * The page the service worker shows when a page cannot be fetched: in both languages at once, as the
 * worker cannot read the visitor's choice (a cookie); plain HTML and CSS, as no script can run offline.
 */
function offlinePage(): string {
  const texts = { en: en.offline, it: it.offline } satisfies Record<Language, unknown>;
  const sections = LANGUAGES.map(
    (language) => `<section lang="${language}"><h1>${escapeHtml(texts[language].title)}</h1>
<p>${escapeHtml(texts[language].text)}</p><p><a href="">${escapeHtml(texts[language].retry)}</a></p></section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${APP_THEME_COLOR}" />
<title>${escapeHtml(LANGUAGES.map((language) => texts[language].title).join(' · '))}</title>
<style>
body { margin: 0; font: ${THEME_TOKENS.fontSize}px/1.5 ${THEME_TOKENS.fontFamily}; color: ${THEME_TOKENS.colorText}; background: ${THEME_TOKENS.colorBgLayout}; }
main { max-width: 36rem; margin: 0 auto; padding: 48px 16px; }
section + section { margin-top: 32px; padding-top: 32px; border-top: 1px solid ${THEME_TOKENS.colorBorder}; }
h1 { font-size: 1.5rem; margin: 0 0 8px; }
a { color: ${THEME_TOKENS.colorPrimaryBorder}; font-weight: 600; }
</style>
</head>
<body><main>${sections.join('\n')}</main></body>
</html>
`;
}

/**
 * Bundles src/service-worker/ into dist/sw.js (a fixed name: browsers look for it again on each
 * visit) and writes its offline page; the worker's cache of that page is named after its content.
 */
async function buildServiceWorker(): Promise<void> {
  const page = offlinePage();
  writeFileSync(path.join(DIST, OFFLINE_PAGE_PATH.slice(1)), page);
  const offlineCache = `lezioni-offline-${createHash('sha256').update(page).digest('hex').slice(0, 8)}`;
  await build({
    entryPoints: [path.join(REPO_ROOT, 'shell', 'src', 'service-worker', 'service-worker.ts')],
    outfile: path.join(DIST, SERVICE_WORKER_PATH.slice(1)),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: { OFFLINE_CACHE: JSON.stringify(offlineCache) },
    logLevel: 'warning',
  });
}

/** The icons the web app manifest names (APP_ICONS). */
function writeAppIcons(): void {
  for (const icon of APP_ICONS) {
    const file = path.join(DIST, icon.src.slice(1));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, appIconPng(icon.size));
  }
}

async function main() {
  const indexHtml = path.join(DIST, 'index.html');
  const template = readFileSync(indexHtml, 'utf8');
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(DIST, file)), { recursive: true });
    writeFileSync(path.join(DIST, file), html);
    precompressFile(path.join(DIST, file));
  };
  await buildPageRenderer(await buildPageStart());
  await buildServiceWorker();
  writeAppIcons();
  // The frame in each language; the English one is also the template the next run starts from.
  for (const language of LANGUAGES) {
    const frame = `${FRAME_START}${await renderFrame(language)}${FRAME_END}`;
    write(prerenderedFileOf('index.html', language), withRoot(inLanguage(template, language), frame));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
