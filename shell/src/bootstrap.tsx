import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import type { RuntimeConfig } from '@lezioni/contracts';
import {
  captureInstallPrompt,
  createAppStore,
  hydrateAnswers,
  loadTexts,
  readCookie,
  rememberLanguage,
  sessionApi,
  startTimeZone,
  startWithTexts,
  switchLanguage,
  type PageTexts,
  type ServerAnswers,
} from '@lezioni/web-kit';
import { App } from './app/app';
import {
  LANGUAGE_COOKIE,
  PAGE_HYDRATED_EVENT,
  PAGE_TEXTS_ID,
  SERVER_ANSWERS_ID,
  landingLanguageOf,
  languageOf,
  pageRemoteOf,
} from '@lezioni/contracts/values';
import { PRERENDER_DATA_ID, type PrerenderData } from './app/prerender-data';
import { keepPrerenderedLanding } from './remotes/prerendered-landing';
import { createFederationLoader, loadModule, type RemoteLoader } from './remotes/remote-loader';
import { nextTask } from './components/next-task';
import { registerServiceWorkerWhenIdle } from './components/register-service-worker';

// Before anything else: the browser's offer to install may come while the modules below start.
captureInstallPrompt();
registerServiceWorkerWhenIdle();

// Evaluating the modules above is one long task on a slow phone; the store and the first render
// start in the next one, so the page answers input (and paints) between the two.
await nextTask();
const store = createAppStore();
// Lets queries that ask for it refetch on focus and on reconnect (the conversations list, spec §7).
setupListeners(store.dispatch);

const container = document.getElementById('root')!;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const answer = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!answer.ok) throw new Error(`GET /api/config answered ${answer.status}`);
  // Our own API's answer, checked where it is made: typed, not parsed again (ARCHITECTURE D26).
  return (await answer.json()) as RuntimeConfig;
}
// Times in the zone this browser's account chose, else the device's, before the first render
// (ARCHITECTURE D30); the `lezioni_tz` cookie says it to the pages the server renders next. A task
// of its own: the page's first date formatter loads the browser's zone data, 15 ms and more.
await nextTask();
startTimeZone();
await nextTask();

// The page's texts came with it (rendered or prerendered, in the language the server chose);
// a page the browser renders speaks the visitor's chosen language, else the browser's.
const pageTexts = document.getElementById(PAGE_TEXTS_ID)?.textContent;
// A landing page's address names its language (`/it/`): visiting it is a choice, kept.
const addressLanguage = landingLanguageOf(window.location.pathname);
const chosenLanguage = readCookie(LANGUAGE_COOKIE);
if (addressLanguage && addressLanguage !== languageOf(chosenLanguage, navigator.languages)) {
  rememberLanguage(addressLanguage);
}
if (pageTexts) startWithTexts(JSON.parse(pageTexts) as PageTexts);
else {
  await switchLanguage(addressLanguage ?? languageOf(chosenLanguage, navigator.languages));
  // Fetched with the code, not once the first render asks for them.
  void loadTexts().catch(() => undefined);
}
/** Takes over the page that arrived in the HTML (prerendered or rendered on the server). */
function hydrate(loader: RemoteLoader): void {
  // A transition hydrates in small slices, so the page keeps answering input meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={store} loader={loader} />
      </StrictMode>,
    );
  });
}

const prerenderData = document.getElementById(PRERENDER_DATA_ID)?.textContent;
const renderedAnswers = document.getElementById(SERVER_ANSWERS_ID)?.textContent;

if (prerenderData) {
  // The page (the landing page, a sign-in screen, a legal page) arrived prerendered
  // (build/prerender.tsx) for a signed-out visitor:
  // hydration must render exactly what the build did, the config it was rendered with and no user.
  // Nothing in the store may change before the page is hydrated, or React drops the part still being
  // hydrated and renders it anew. So the loader, which needs the deployment's remote addresses first,
  // fetches the config outside the store; the store learns it, and the session, once hydrated.
  const { config } = JSON.parse(prerenderData) as PrerenderData;
  if (landingLanguageOf(window.location.pathname)) keepPrerenderedLanding(document.getElementById('main'));
  const prerenderConfig: RuntimeConfig = {
    ...config,
    bookingPageUrl: '',
    bookingDashboardUrl: '',
    isDemoCalendar: false,
    bookingCalendar: 'builtin',
    remotes: {},
  };
  const seeded = Promise.all([
    store.dispatch(sessionApi.util.upsertQueryData('getConfig', undefined, prerenderConfig)),
    store.dispatch(sessionApi.util.upsertQueryData('getMe', undefined, null)),
  ]);
  const runtimeConfig = fetchRuntimeConfig();
  let isHydrated = false;
  const learnConfigAndSession = () => {
    if (isHydrated) return;
    isHydrated = true;
    runtimeConfig
      .then((fetched) => store.dispatch(sessionApi.util.upsertQueryData('getConfig', undefined, fetched)))
      // Without the config the landing page could not load, and its region already says so.
      .catch(() => undefined);
    void store
      .dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }))
      // The landing start script hid a signed-in visitor's top bar actions until this answer.
      .finally(() => delete document.documentElement.dataset.session);
  };
  document.addEventListener(PAGE_HYDRATED_EVENT, learnConfigAndSession, { once: true });
  const federationLoader = createFederationLoader(() => runtimeConfig);
  // A landing page that cannot load never hydrates: it stays as it arrived, the rest goes on.
  const loader: RemoteLoader = (remote, expose) =>
    federationLoader(remote, expose).catch((error: unknown) => {
      learnConfigAndSession();
      throw error;
    });
  void seeded.then(() => hydrate(loader));
} else if (renderedAnswers) {
  // A signed-in page rendered on the server (services/pages, ARCHITECTURE D29) with these answers:
  // the store starts with them, so hydration renders what the server did without asking again.
  store.dispatch(hydrateAnswers(JSON.parse(renderedAnswers) as ServerAnswers));
  const config = store.dispatch(sessionApi.endpoints.getConfig.initiate());
  const loader = createFederationLoader(() => config.unwrap());
  // The page's code first: a page still loading would leave its part to hydrate later, in a second
  // pass. A remote that fails to load says so once hydrated, as it would have in the browser.
  const page = pageRemoteOf(window.location.pathname);
  if (page) await loadModule(loader, page.remote, page.expose as never).catch(() => undefined);
  hydrate(loader);
} else {
  // Both answers are needed for the first screen: ask for them before React renders.
  const config = store.dispatch(sessionApi.endpoints.getConfig.initiate());
  store.dispatch(sessionApi.endpoints.getMe.initiate());
  const loader = createFederationLoader(() => config.unwrap());
  const root = createRoot(container);
  // A transition renders in small slices, so the first render never holds the main thread for
  // long; the prerendered frame in index.html stays on screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} loader={loader} />
      </StrictMode>,
    );
  });
}
