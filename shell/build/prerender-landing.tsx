/**
 * `npm run prerender -w shell`, the last step of `npm run build:web`: renders `/` (the shell's layout
 * around the marketing remote's exposed LandingPage) for a signed-out visitor with React's server
 * renderer and writes dist/landing.html, which the gateway serves at `/` so the whole page arrives
 * with the HTML. Its one script is src/landing-start/, which starts the app (and its hydration) when
 * the visitor needs it. The shell knows only the remote's exposed module, built for Node by the remote.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { REMOTES, type RuntimeConfig } from '@lezioni/contracts';
import { precompressFile, serverExposePath } from '@lezioni/mf-config';
import { PageEnv, pageConfigOf, parseEnv } from '@lezioni/service-kit/config';
import { createAppStore, sessionApi } from '@lezioni/web-kit';
import { AppProviders } from '../src/app/app';
import { AppRoutes } from '../src/app/app-routes';
import { LoadingState } from '../src/components/loading-state';
import { AppLayout } from '../src/layout/app-layout';
import { PRERENDER_DATA_ID, type PrerenderData } from '../src/app/prerender-data';
import type { RemoteLoader } from '../src/remotes/remote-loader';

const REPO_ROOT = path.join(__dirname, '..', '..');
const DIST = path.join(REPO_ROOT, 'shell', 'dist');
// Around the frame in index.html's root (renderFrame), so a second run finds and replaces it.
const FRAME_START = '<!--frame-->';
const FRAME_END = '<!--/frame-->';

/** Loads what the marketing remote's build made of its exposed module for Node (mf-config's ServerExposesPlugin). */
const marketingLoader: RemoteLoader = async (remote, expose) => {
  if (remote !== 'marketing' || expose !== 'LandingPage') throw new Error(`${remote}/${expose} is not prerendered`);
  const file = path.join(REPO_ROOT, REMOTES[remote].workspace, 'dist', serverExposePath(expose));
  if (!existsSync(file)) throw new Error(`${file} is missing: build the ${remote} remote first`);
  return createRequire(__filename)(file) as Record<string, unknown>;
};

async function renderLanding(data: PrerenderData): Promise<string> {
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
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store} loader={marketingLoader}>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // Boundaries bigger than this are sent apart and revealed by an inline script, which the
    // Content-Security-Policy forbids: the page is one piece.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // The seeded session's cache timer (minutes) would keep the build waiting.
  store.dispatch(sessionApi.util.resetApiState());
  return html;
}

/**
 * The frame every other page arrives with: the top bar (its session actions hidden, as while the app
 * asks who is signed in) around a loading state, so the page shows at once instead of a blank one;
 * the app replaces it with the same frame and then the page.
 */
async function renderFrame(): Promise<string> {
  const store = createAppStore();
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store} loader={marketingLoader}>
      <StaticRouter location="/frame">
        <Routes>
          <Route element={<AppLayout onLogout={async () => undefined} />}>
            <Route path="*" element={<LoadingState label="Loading..." />} />
          </Route>
        </Routes>
      </StaticRouter>
    </AppProviders>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  store.dispatch(sessionApi.util.resetApiState());
  return html;
}

/** Bundles src/landing-start/ into dist under a content-hashed name (cached for a year) and returns its URL. */
async function buildLandingStart(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [path.join(REPO_ROOT, 'shell', 'src', 'landing-start', 'index.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  const code = outputFiles[0]!.contents;
  const name = `landing-start.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(DIST, name), code);
  precompressFile(path.join(DIST, name));
  return `/${name}`;
}

async function main() {
  // The gateway serves this page only while its own config shows the same values: a deployment
  // configured otherwise gets the page rendered in the browser, never a wrong one.
  const data: PrerenderData = { config: pageConfigOf(parseEnv(PageEnv)) };
  const html = await renderLanding(data);
  if (!html.includes('<h1') || html.includes('<script')) throw new Error('the landing page did not prerender whole');
  const indexHtml = path.join(DIST, 'index.html');
  const template = readFileSync(indexHtml, 'utf8');
  // html-webpack-plugin minifies the page: attribute quotes may be gone. The root holds the frame
  // when this step ran before on the same build.
  const root = new RegExp(`<div id="?root"?>(?:${FRAME_START}[\\s\\S]*?${FRAME_END})?</div>`);
  if (!root.test(template)) throw new Error('dist/index.html has no root <div>');
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const dataScript = `<script type="application/json" id="${PRERENDER_DATA_ID}">${json}</script>`;
  // The app's entry (html-webpack-plugin's tag, with its ?hash) is left to the start script.
  const appScript = /<script defer src="?(\/main\.js[^" >]*)"?><\/script>/;
  const appSrc = appScript.exec(template)?.[1];
  if (!appSrc) throw new Error('dist/index.html has no main.js script');
  const startScript = `<script defer src="${await buildLandingStart()}" data-app-src="${appSrc}"></script>`;
  const page = template
    // The prerendered page is readable without JavaScript.
    .replace(/<noscript>.*?<\/noscript>/s, '')
    .replace(appScript, () => startScript)
    .replace(root, () => `<div id="root">${html}</div>${dataScript}`);
  const landingHtml = path.join(DIST, 'landing.html');
  writeFileSync(landingHtml, page);
  precompressFile(landingHtml);
  const frame = `${FRAME_START}${await renderFrame()}${FRAME_END}`;
  writeFileSync(
    indexHtml,
    template.replace(root, () => `<div id="root">${frame}</div>`),
  );
  precompressFile(indexHtml);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
