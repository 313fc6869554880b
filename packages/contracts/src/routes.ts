import type { PageConfig, Role } from './entities';
import { DEFAULT_LANGUAGE, LANDING_PATHS, LANGUAGES, type Language } from './languages';

/** Where a signed-in user's dashboard is: admin to the admin dashboard, any other role to the student one (spec §6). */
export function dashboardPathFor(role: Role | string): '/admin-dashboard' | '/student-dashboard' {
  return role === 'admin' ? '/admin-dashboard' : '/student-dashboard';
}

/** The pages of spec §2 that stand alone: anything below them is unknown. */
export const LEAF_PAGE_PATHS = [
  '/',
  '/it',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/booking',
  '/book-lesson',
  '/packages',
  '/progress',
  '/materials',
  '/review',
  '/privacy-policy',
  '/privacy',
  '/terms',
] as const;

/** The areas whose remote answers every path below them (its own sub-pages and its own not-found). */
export const AREA_PAGE_PATHS = ['/student-dashboard', '/admin-dashboard', '/chat'] as const;

/** A lesson's room, `/lesson/{bookingId}`: one page per booking, nothing below it. */
const LESSON_ROOM_PAGE = /^\/lesson\/[^/]+$/;

/**
 * The HTTP status a page path answers with, as the shell renders it: 200 for a page, the code for
 * `/error/{code}` when it is an error status, 404 for anything else (the shell's Lost page). The
 * gateway sends it with the page, so crawlers and monitors see what a visitor sees.
 */
export function pageStatusOf(pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((LEAF_PAGE_PATHS as readonly string[]).includes(path)) return 200;
  if (AREA_PAGE_PATHS.some((area) => path === area || path.startsWith(`${area}/`))) return 200;
  if (LESSON_ROOM_PAGE.test(path)) return 200;
  const error = /^\/error\/([^/]+)$/.exec(path);
  if (error) {
    const code = Number(error[1]);
    return Number.isInteger(code) && code >= 400 && code <= 599 ? code : 200;
  }
  return 404;
}

/**
 * The pages the gateway prerenders for a signed-out visitor with its own config when it starts
 * (shell/server/visitor-pages.tsx, ARCHITECTURE D26), and sends for that path. The landing page goes to
 * every visitor (its start script loads the app at once for a signed-in one); the sign-in screens,
 * the legal and the error pages only to a browser without the session hint, the others getting the
 * app as before. Each is built in every language (prerenderedFileOf); the Italian landing page has
 * its own address, `/it/`, the others are sent in the visitor's language (ARCHITECTURE D31).
 */
export const PRERENDERED_PAGES: readonly { path: string; file: string; isForSignedIn: boolean }[] = [
  { path: '/', file: 'landing.html', isForSignedIn: true },
  { path: '/login', file: 'login.html', isForSignedIn: false },
  { path: '/register', file: 'register.html', isForSignedIn: false },
  { path: '/forgot-password', file: 'forgot-password.html', isForSignedIn: false },
  { path: '/reset-password', file: 'reset-password.html', isForSignedIn: false },
  { path: '/privacy-policy', file: 'privacy-policy.html', isForSignedIn: false },
  { path: '/terms', file: 'terms.html', isForSignedIn: false },
  { path: '/error/500', file: 'error-500.html', isForSignedIn: false },
  { path: '/error/403', file: 'error-403.html', isForSignedIn: false },
];

/**
 * A page's file name in `language` (the frame's in dist, the visitor pages' in the gateway): English
 * as it is, Italian under it/.
 */
export const prerenderedFileOf = (file: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? file : `${language}/${file}`;

/** The language a landing page's address is in (`/it/` → it), if it is one of theirs. */
export function landingLanguageOf(pathname: string): Language | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LANGUAGES.find((language) => LANDING_PATHS[language].replace(/(.)\/$/, '$1') === trimmed);
}

/**
 * The Lost page (any unknown path, 404), prerendered like those at a path no page has: it names the
 * path asked for, so the gateway writes that one wherever the renderer wrote this one.
 */
export const PRERENDERED_NOT_FOUND = { path: '/__lezioni-lost-path__', file: 'not-found.html' } as const;

/** The page renderer the shell's build makes for services/pages and the gateway (D29, D26), relative to the shell's `dist`. */
export const PAGE_RENDERER_FILE = 'server/render.js';
/** What a page is rendered for: its address and the visitor's cookies, time zone and language. */
export type PageRequest = { url: string; cookie: string; language: Language; timeZone?: string; locale?: string };
/** The whole page's HTML, or undefined for a page not rendered on the server. */
export type RenderPage = (request: PageRequest) => Promise<string | undefined>;
/** A visitor page as the gateway sends it: its file name (prerenderedFileOf), its HTML plain and precompressed. */
export type VisitorPage = { file: string; html: string; br: Uint8Array; gzip: Uint8Array };
/**
 * What `PAGE_RENDERER_FILE` exports: a renderer of the pages built under `webRoot`, asking the API at
 * `apiUrl` (services/pages), and the visitor pages rendered with a deployment's `config` (the gateway).
 */
export type PageRendererModule = {
  startPageRenderer(options: { webRoot: string; apiUrl: string }): RenderPage;
  renderVisitorPages(options: { webRoot: string; config: PageConfig }): Promise<VisitorPage[]>;
};
