import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  PAGE_TEXTS_ID,
  SERVER_ANSWERS_ID,
  jsonScript,
  pageRemoteOf,
  type Language,
  type PageRequest,
  type RenderPage,
} from '@lezioni/contracts/values';
import {
  api,
  collectTexts,
  createAppStore,
  definedTexts,
  i18n,
  loadTexts,
  pageTextsOf,
  hasFailedQuery,
  renderFor,
  serverAnswers,
  settleRefusals,
  type AppStore,
} from '@lezioni/web-kit';
import { AppProviders } from '../src/app/app';
import { AppRoutes } from '../src/app/app-routes';
import { pageTitleFor } from '../src/layout/page-titles';
import { loadModule, type RemoteLoader } from '../src/remotes/remote-loader';
import { composePage } from './page-html';

// Each render starts the queries its now-known data leads to (the session, then the page's own,
// then the bell's): three rounds for the deepest page; past this something keeps asking.
const MOST_RENDERS = 6;

/**
 * Renders signed-in pages on the server (ARCHITECTURE D29) with React's server renderer: the shell
 * around the page's remote, with the visitor's own API answers, asked of `apiUrl` with their
 * cookies. The HTML carries the answers for the browser's store, which then hydrates the page as it
 * is, and src/page-start/ as its script. Undefined for a page that is not rendered on the server,
 * or whose data failed.
 */
export function createPageRenderer(options: {
  apiUrl: string;
  loader: RemoteLoader;
  template: string;
  startSrc: string;
}): RenderPage {
  const { apiUrl, loader, template, startSrc } = options;
  return async (request) => {
    const pathname = new URL(request.url, 'http://page').pathname;
    const page = pageRemoteOf(pathname);
    if (!page) return undefined;
    // Loaded before the first render, with every text in the visitor's language, so the page
    // renders at once instead of suspending.
    await loadModule(loader, page.remote, page.expose as never);
    await loadTexts(definedTexts(), request.language);
    const store = createAppStore({ apiUrl, cookie: request.cookie, language: request.language });
    const usedTexts = new Set<string>();
    try {
      let html = '';
      for (let renders = 1; ; renders += 1) {
        html = asVisitor(request, () =>
          collectTexts(usedTexts, () => renderOnce(store, loader, request.url, request.language)),
        );
        const running = store.dispatch(api.util.getRunningQueriesThunk());
        const unloaded = [...usedTexts].filter((namespace) => !i18n.hasResourceBundle(request.language, namespace));
        if (running.length === 0 && unloaded.length === 0) break;
        if (renders === MOST_RENDERS) throw new Error(`${pathname} still asks the API after ${renders} renders`);
        await Promise.allSettled([...running, loadTexts(unloaded, request.language)]);
        // A failure (a 5xx, no answer) is left to the browser, which asks again itself; a refusal is
        // that moment's answer, and the page shows it.
        if (hasFailedQuery(store.getState()[api.reducerPath])) return undefined;
        store.dispatch(settleRefusals(store.getState()[api.reducerPath]));
      }
      return composePage(template, {
        title: pageTitleFor(pathname, request.language),
        language: request.language,
        html,
        data:
          jsonScript(SERVER_ANSWERS_ID, serverAnswers(store.getState()[api.reducerPath])) +
          jsonScript(PAGE_TEXTS_ID, pageTextsOf(request.language, usedTexts)),
        startSrc,
      });
    } finally {
      // Its polls and cache timers end with the render.
      store.dispatch(api.util.resetApiState());
    }
  };
}

/**
 * Runs a (synchronous) render in the visitor's language and time zone: formatters through web-kit,
 * and `Date`'s own local time (the process's zone, which Node lets a program change).
 */
function asVisitor<T>(request: PageRequest, render: () => T): T {
  const processZone = process.env.TZ;
  if (request.timeZone) process.env.TZ = request.timeZone;
  try {
    return renderFor(request, render);
  } finally {
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  }
}

function renderOnce(store: AppStore, loader: RemoteLoader, url: string, language: Language): string {
  return renderToString(
    <AppProviders store={store} loader={loader} language={language}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}
