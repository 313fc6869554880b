import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  CONTENT_HASHED_FILE,
  PRELOAD_LIST_FILE,
  LANDING_PATHS,
  PRERENDERED_NOT_FOUND,
  PRERENDERED_PAGES,
  REMOTES,
  REMOTE_NAMES,
  defaultRemoteUrl,
  escapeHtml,
  jsonScript,
  landingLanguageOf,
  pageRemoteOf,
  prerenderedFileOf,
  pageStatusOf,
  type Language,
  type PreloadList,
  type RuntimeConfig,
  type VisitorPage,
} from '@lezioni/contracts';
import { SESSION_HINT_COOKIE, START_SCRIPTS_ID } from '@lezioni/contracts/constants';
import { cookieValue, languageOfVisit } from '@lezioni/service-kit';
import type { PageRenderClient } from '../pages/page-render-client';
import type { VisitorPages } from '../pages/visitor-pages';

// Built files whose names carry a content hash never change; the others (pages, main.js,
// remoteEntry.js, the service worker, which browsers must find anew) are revalidated with their ETag
// on every use.
const cacheControlOf = (filePath: string) =>
  CONTENT_HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';

// Precompressed siblings the build writes (packages/mf-config/src/precompress.ts), best first.
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Sends `file` as it is, or its precompressed sibling when the browser accepts that encoding. */
function sendBuiltFile(res: Response, file: string, acceptEncoding: string, status = 200): void {
  const type = path.extname(file);
  res.status(status).type(type).setHeader('Cache-Control', cacheControlOf(file));
  res.vary('Accept-Encoding');
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  const encoding = ENCODINGS.find((enc) => accepted.includes(enc.name) && existsSync(file + enc.suffix));
  if (encoding) res.setHeader('Content-Encoding', encoding.name);
  // The ETag and Last-Modified of the file actually sent, so each encoding revalidates on its own.
  res.sendFile(encoding ? file + encoding.suffix : file, { cacheControl: false, dotfiles: 'deny' });
}

/** A built app's `dist` folder: precompressed files where the build made them, else the file itself. */
function serveBuilt(dir: string): RequestHandler {
  const serveStatic = express.static(dir, {
    index: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlOf(filePath)),
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return serveStatic(req, res, next);
    let file: string;
    try {
      file = path.join(dir, path.normalize(decodeURIComponent(req.path)));
    } catch {
      return next(); // a malformed address: express.static answers it
    }
    const isBuiltFile = file.startsWith(dir + path.sep) && !file.endsWith('.html') && isFile(file);
    if (isBuiltFile && ENCODINGS.some((enc) => existsSync(file + enc.suffix))) {
      sendBuiltFile(res, file, req.get('Accept-Encoding') ?? '');
      return;
    }
    serveStatic(req, res, next);
  };
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A JSON file of a build, read again only when a build replaces it; undefined while it is missing. */
function builtJson<T>(file: string): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: JSON.parse(readFileSync(file, 'utf8')) as T };
    return cached.value;
  };
}

/**
 * What a page (other than a prerendered one) asks the browser to fetch early: `/api/config`, the
 * shell's start and, for a signed-in visitor, `/api/me`, the answers the page starts with
 * (PAGE_REMOTES), its remote entry and the chunks of its expose. The browser then fetches them all
 * at once, instead of each once the one before has run (HTML, shell, remote entry, chunks). A
 * remote deployed elsewhere (REMOTE_*_URL) gets none: its files are not known here. Signed-out
 * visitors get the shell only, as the sign-in screens and guards render without a remote.
 */
function createPreloadHints(webRoot: string, remoteUrls: RuntimeConfig['remotes']) {
  const shellList = builtJson<PreloadList>(path.join(webRoot, 'shell', 'dist', PRELOAD_LIST_FILE));
  const remoteLists = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [
      remote,
      builtJson<PreloadList>(path.join(webRoot, REMOTES[remote].workspace, 'dist', PRELOAD_LIST_FILE)),
    ]),
  );
  // Low priority: fetched at once all the same, but never ahead of what the first paint needs (the
  // HTML's frame).
  const link = (url: string) => `<${url}>; rel=preload; as=script; fetchpriority=low`;
  // Answers asked for with the HTML instead of once the scripts that need them have run; the
  // credentials mode is the shell's (base-query.ts), or the browser would not reuse them.
  const answer = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
  /** The scripts the app at `pathname` starts with: the shell's start, and the page's remote for a signed-in visitor. */
  const startScripts = (pathname: string, isSignedIn: boolean): string[] => {
    const page = pageRemoteOf(pathname);
    const urls = (shellList()?.start ?? []).map((file) => `/${file}`);
    if (page && remoteUrls[page.remote] === defaultRemoteUrl(page.remote) && isSignedIn) {
      const files = remoteLists[page.remote]!()?.exposes?.[page.expose];
      if (files) urls.push(defaultRemoteUrl(page.remote), ...files.map((file) => `/mfe/${page.remote}/${file}`));
    }
    return urls;
  };
  return {
    /** The Link header of the app's empty page at `pathname`. */
    header: (pathname: string, cookieHeader: string | undefined): string => {
      const isSignedIn = cookieValue(cookieHeader, SESSION_HINT_COOKIE) !== undefined;
      const page = pageRemoteOf(pathname);
      const answers = ['/api/config', ...(isSignedIn ? ['/api/me', ...(page?.answers ?? [])] : [])].map(answer);
      return [...answers, ...startScripts(pathname, isSignedIn).map(link)].join(', ');
    },
    /**
     * A page rendered for a signed-in visitor (it carries its answers) with its start scripts listed
     * in it, not in a Link header: fetched with the HTML, they would share the slow phone's line
     * with it and hold its largest paint back (Lighthouse's model counts every file that arrives
     * before that paint: LCP 1.9-2.4 s); the start script asks for them once the page is on screen.
     */
    inRenderedPage: (html: string, pathname: string): string =>
      html.replace('</body>', () => `${jsonScript(START_SCRIPTS_ID, startScripts(pathname, true))}</body>`),
  };
}

/**
 * Sends a visitor page as it was rendered, precompressed when the browser accepts that encoding; the
 * Lost page with the path asked for written in (compressed on the way, as it differs each time).
 */
function sendVisitorPage(req: Request, res: Response, page: VisitorPage, lostPath?: string): void {
  res.status(lostPath === undefined ? pageStatusOf(req.path) : 404).type('html');
  res.setHeader('Cache-Control', 'no-cache').vary('Accept-Encoding');
  if (lostPath !== undefined)
    return void res.send(page.html.replaceAll(PRERENDERED_NOT_FOUND.path, escapeHtml(lostPath)));
  const accepted = (req.get('Accept-Encoding') ?? '').split(',').map((part) => part.trim().split(';')[0]);
  const encoding = ENCODINGS.find((enc) => accepted.includes(enc.name));
  if (!encoding) return void res.send(page.html);
  // Express tags each encoding's body with its own ETag, and answers 304 to a browser holding it.
  const body = encoding.name === 'br' ? page.br : page.gzip;
  res.setHeader('Content-Encoding', encoding.name);
  res.send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}

/**
 * The shell at `/` with SPA fallback, each remote at `/mfe/<name>/`. A page of PRERENDERED_PAGES
 * gets its visitor page, rendered with this deployment's config (`visitorPages`), unless, but for
 * the landing page, the browser holds the session hint; so does an unknown path (the Lost page,
 * naming it); every other page, and those while no visitor page is there, the empty shell page
 * the browser renders. Pages answer with the status the shell shows (404 for an unknown path).
 */
export function createWebRouter(
  webRoot: string,
  remoteUrls: RuntimeConfig['remotes'],
  pageSources: { visitorPages: VisitorPages; renderPage?: PageRenderClient },
): Router {
  const { visitorPages, renderPage } = pageSources;
  const router = Router();
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');

  const hasSessionHint = (cookieHeader: string | undefined) =>
    cookieValue(cookieHeader, SESSION_HINT_COOKIE) !== undefined;
  /** The visitor page for `pathname` in `language`, and whether it is the Lost page, if one is to be sent. */
  const visitorPageOf = async (
    pathname: string,
    language: Language,
    cookieHeader: string | undefined,
  ): Promise<{ page: VisitorPage; isLost: boolean } | undefined> => {
    const pagePath = landingLanguageOf(pathname) ? '/' : pathname;
    const known = PRERENDERED_PAGES.find(({ path: knownPath }) => knownPath === pagePath);
    const isLost = !known && pageStatusOf(pathname) === 404;
    if (!(known || isLost) || (!known?.isForSignedIn && hasSessionHint(cookieHeader))) return undefined;
    const page = (await visitorPages.pages())?.get(prerenderedFileOf((known ?? PRERENDERED_NOT_FOUND).file, language));
    return page && { page, isLost };
  };

  const preloadHints = createPreloadHints(webRoot, remoteUrls);

  for (const remote of REMOTE_NAMES) {
    router.use(`/mfe/${remote}`, serveBuilt(path.join(webRoot, REMOTES[remote].workspace, 'dist')));
  }
  router.use(serveBuilt(shellDist));
  router.get(/^(?!\/api\/|\/mfe\/).*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('html')
        .send(
          '<!doctype html><title>lezioni</title><p>The frontend is not built yet. Run <code>npm run build:web</code>.</p>',
        );
      return;
    }
    // The visitor's language (ARCHITECTURE D31): the one chosen, else the browser's; a landing
    // page's address names its own, and the English one sends an Italian reader to theirs.
    const visitorLanguage = languageOfVisit(req.headers.cookie, req.get('Accept-Language'));
    const addressLanguage = landingLanguageOf(req.path);
    res.vary('Cookie').vary('Accept-Language');
    if (addressLanguage && addressLanguage !== visitorLanguage && req.path === LANDING_PATHS.en) {
      const query = req.originalUrl.slice(req.path.length);
      res.setHeader('Cache-Control', 'no-cache').redirect(302, `${LANDING_PATHS[visitorLanguage]}${query}`);
      return;
    }
    const language = addressLanguage ?? visitorLanguage;
    const visitorPage = await visitorPageOf(req.path, language, req.headers.cookie);
    if (visitorPage) {
      sendVisitorPage(req, res, visitorPage.page, visitorPage.isLost ? req.path : undefined);
      return;
    }
    // A signed-in visitor's page, rendered for them with their data (ARCHITECTURE D29).
    const rendered =
      renderPage && hasSessionHint(req.headers.cookie) && pageRemoteOf(req.path) ? await renderPage(req) : undefined;
    if (rendered !== undefined) {
      res.status(pageStatusOf(req.path)).type('html').setHeader('Cache-Control', 'private, no-store');
      res.send(preloadHints.inRenderedPage(rendered, req.path));
      return;
    }
    const frame = path.join(shellDist, prerenderedFileOf('index.html', language));
    const page = existsSync(frame) ? frame : indexHtml;
    res.setHeader('Link', preloadHints.header(req.path, req.headers.cookie));
    sendBuiltFile(res, page, req.get('Accept-Encoding') ?? '', pageStatusOf(req.path));
  });
  return router;
}
