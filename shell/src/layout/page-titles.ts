import { landingLanguageOf, type Language } from '@lezioni/contracts/values';
import { i18n, matchPath } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../texts';

/** Each page's own document title (tabs, history, screen readers announce it), by route of spec §2. */
const PAGE_TITLE_KEYS: ReadonlyArray<readonly [pattern: string, key: string]> = [
  ['/login', 'pageTitles.login'],
  ['/register', 'pageTitles.register'],
  ['/forgot-password', 'pageTitles.forgotPassword'],
  ['/reset-password', 'pageTitles.resetPassword'],
  ['/verify-email', 'pageTitles.verifyEmail'],
  ['/booking', 'pageTitles.booking'],
  ['/book-lesson', 'pageTitles.booking'],
  ['/packages', 'pageTitles.packages'],
  ['/progress', 'pageTitles.progress'],
  ['/materials', 'pageTitles.materials'],
  ['/review', 'pageTitles.review'],
  ['/student-dashboard/*', 'pageTitles.studentDashboard'],
  ['/admin-dashboard/*', 'pageTitles.adminDashboard'],
  ['/chat/*', 'pageTitles.chat'],
  ['/privacy-policy', 'pageTitles.privacy'],
  ['/privacy', 'pageTitles.privacy'],
  ['/terms', 'pageTitles.terms'],
  ['/error/:code', 'pageTitles.error'],
];
const SITE_TITLE_KEY = 'pageTitles.site';

/** The key of `pathname`'s title in the shell's texts; the landing pages (every language's) have the site's. */
export function pageTitleKeyFor(pathname: string): string {
  if (landingLanguageOf(pathname)) return SITE_TITLE_KEY;
  return PAGE_TITLE_KEYS.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'pageTitles.notFound';
}

type ShellT = (key: string) => string;

/**
 * The document title of `pathname`: in `language` (the server's renders, once the shell's texts in it
 * are loaded), or as `t`, the shell's texts of a component, reads it.
 */
export function pageTitleFor(pathname: string, language: Language | ShellT): string {
  const t: ShellT = typeof language === 'function' ? language : i18n.getFixedT(language, SHELL_TEXTS);
  const key = pageTitleKeyFor(pathname);
  return key === SITE_TITLE_KEY ? t(key) : `${t(key)} – Lezioni`;
}
