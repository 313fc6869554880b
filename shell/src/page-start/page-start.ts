import { hasSessionHint } from '@lezioni/web-kit/session-hint';
import { SERVER_ANSWERS_ID, START_SCRIPTS_ID } from '@lezioni/contracts/constants';
import { markFirstInteraction, onFirstInteraction } from '../components/first-interaction';
import { holdEarlyActions } from './held-actions';

/**
 * Starts the app behind a prerendered page (build/prerender.tsx) or a page rendered on the server
 * for a signed-in visitor (services/pages) only when it is needed: the HTML
 * already shows the whole page, its links work, and its anchors scroll, so a visitor who only reads
 * runs no script beyond this one. A signed-in visitor (session hint) gets the app at once, for their
 * own top bar and call-to-action targets (spec §6), with the top bar's session actions hidden until
 * GET /api/me answers (`data-session`, shell.css).
 *
 * What the visitor does before the app has the part of the page they do it on is done again once
 * it has (held-actions.ts).
 */
export function startPage(appSrc: string, doc: Document = document): void {
  const win = doc.defaultView!;
  holdEarlyActions(doc);

  const start = () => {
    // The files the app starts with, all at once rather than each once the one before has run.
    const listed = doc.getElementById(START_SCRIPTS_ID)?.textContent;
    for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement('script');
    script.src = appSrc;
    doc.head.append(script);
  };
  if (hasSessionHint(doc.cookie)) {
    // A page rendered for this visitor already shows their own top bar.
    if (!doc.getElementById(SERVER_ANSWERS_ID)) doc.documentElement.dataset.session = 'pending';
    markFirstInteraction(win);
    // Once the page that arrived is on screen: its largest paint waits for no script, not even its
    // download (issue 43). A hidden tab paints nothing until shown, and starts at once.
    if (doc.visibilityState === 'hidden') start();
    else win.requestAnimationFrame(() => win.setTimeout(start));
  } else {
    onFirstInteraction(win, start);
  }
}
