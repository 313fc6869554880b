import { escapeHtml } from '@lezioni/contracts';
import type { Language } from '@lezioni/contracts/values';

// html-webpack-plugin minifies the page: attribute quotes may be gone. The root holds the frame
// (`<!--frame-->…<!--/frame-->`, build/prerender.tsx) once the build has put it there.
const ROOT = /<div id="?root"?>(?:<!--frame-->[\s\S]*?<!--\/frame-->)?<\/div>/;
// The app's entry (html-webpack-plugin's tag, with its ?hash).
const APP_SCRIPT = /<script defer src="?(\/main\.js[^" >]*)"?><\/script>/;

/** The address of the app's entry in the shell's built index.html. */
export function appScriptOf(template: string): string {
  if (!ROOT.test(template)) throw new Error('dist/index.html has no root <div>');
  const appSrc = APP_SCRIPT.exec(template)?.[1];
  if (!appSrc) throw new Error('dist/index.html has no main.js script');
  return appSrc;
}

/** `template` with `html` in its root (in place of what the root held). */
export const withRoot = (template: string, html: string) =>
  template.replace(ROOT, () => `<div id="root">${html}</div>`);

/**
 * A page that arrives whole, from the shell's built index.html: `html` in the root, `data` (JSON
 * scripts) after it, the start script (src/page-start/, which starts the app at `appSrc`) instead of
 * the app's own, its own title, and no "enable JavaScript" notice: it is readable without.
 */
export function composePage(
  template: string,
  page: { title: string; language: Language; html: string; data: string; startSrc: string; head?: string },
): string {
  const appSrc = appScriptOf(template);
  const startScript = `<script defer src="${page.startSrc}" data-app-src="${appSrc}"></script>`;
  return inLanguage(template, page.language)
    .replace(/<noscript>.*?<\/noscript>/s, '')
    .replace('</head>', () => `${page.head ?? ''}</head>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(APP_SCRIPT, () => startScript)
    .replace(ROOT, () => `<div id="root">${page.html}</div>${page.data}`);
}

/** `template` with `<html lang>` saying `language`. */
export const inLanguage = (template: string, language: Language) =>
  template.replace(/<html[^>]*>/, `<html lang="${language}">`);
