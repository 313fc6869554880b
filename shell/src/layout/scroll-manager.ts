import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@lezioni/web-kit';

/** Where the positions of this tab's history entries outlive a reload (the browser's own did too). */
const POSITIONS_KEY = 'lezioni_scroll_positions';
/** How long a move waits for a page still loading (a remote, its data) to grow tall enough or show its anchor. */
const CONTENT_WAIT_MS = 5_000;
/** What a visitor does to scroll themselves: a move that is still waiting gives way. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * The history entry the window shows now. react-router keys its entries in `history.state`; an entry
 * it did not make (the landing page's `#section` links push their own, a plain `#main` link) has no
 * key of its own, so its address names it.
 */
function currentEntry(): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state ? String(state.key) : '';
  return key || `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function savedPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function anchorOf(hash: string): HTMLElement | null {
  try {
    const id = decodeURIComponent(hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null;
  }
}

/**
 * Whether this document came back by Back, Forward or a reload, not by a new visit to its address
 * (a typed address, a link from elsewhere), which opens at its top even where the tab was before.
 */
function documentCameBack(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Runs `attempt` now and again whenever the page changes (a remote arriving, its data drawn) until
 * it says it is done, the visitor scrolls themselves, or CONTENT_WAIT_MS pass. Returns the stop.
 */
function untilDone(attempt: () => boolean): () => void {
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => stop(), CONTENT_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Puts a new page at its top at once, and again at the next frame unless the visitor scrolls first.
 * A smooth scroll still under way (a landing-page glide to a section, left mid-way by a click on
 * Login) is aborted by the first scroll, but Chromium lands that abort a frame later where the glide
 * had got to, which left the next page a few pixels down. Returns the stop.
 */
function toTop(): () => void {
  window.scrollTo({ top: 0, behavior: 'instant' });
  const frame = window.requestAnimationFrame(() => {
    stop();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  function stop() {
    window.cancelAnimationFrame(frame);
    for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  }
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * The scroll of a move between pages (issue 48), which `BrowserRouter` leaves to the browser, and the
 * browser keeps the previous page's: a new page opens at its top, or at its anchor when the address
 * has one; Back and Forward return to where that page was left. Each entry's position is noted as
 * the visitor scrolls, and kept for the tab in session storage. A move within a page (its query
 * only, a filter) keeps the scroll. The landing page lands its own `#section` addresses precisely
 * (its sections are laid out lazily), after this has brought the section near.
 */
export function useScrollManager(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  /** The location last placed, and the one before it (StrictMode runs an effect twice for one commit). */
  const shown = useRef<{ location: typeof location; before: typeof location | null } | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const kept = (positions.current ??= savedPositions());
    const note = () => kept.set(currentEntry(), window.scrollY);
    const save = () => {
      try {
        sessionStorage.setItem(POSITIONS_KEY, JSON.stringify([...kept]));
      } catch {
        // Storage refused (a private window): Back still works within the page's life.
      }
    };
    // The mode is the history entry's, kept when this document goes. A whole page load back to it
    // (after another site, or a link followed while the app was starting) is placed by the browser,
    // as the app does not start by itself on a page that arrived rendered; and set again for this
    // app when the document itself comes back from the browser's cache.
    const leave = () => {
      save();
      window.history.scrollRestoration = 'auto';
    };
    const comeBack = () => {
      window.history.scrollRestoration = 'manual';
    };
    // A page that arrived rendered may have been scrolled before it was taken over.
    note();
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', comeBack);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', comeBack);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Before the browser paints the new page, so it never shows at the old one's scroll; at once, not
  // with the smooth scrolling the stylesheet gives the page's own jumps.
  useLayoutEffect(() => {
    const kept = (positions.current ??= savedPositions());
    const before = shown.current?.location === location ? shown.current.before : (shown.current?.location ?? null);
    shown.current = { location, before };
    const isFirst = before === null;
    const isNewPage = !isFirst && (before.pathname !== location.pathname || before.hash !== location.hash);
    const saved = kept.get(currentEntry());

    if (navigationType === 'POP' && saved !== undefined && !location.hash && (!isFirst || documentCameBack())) {
      // Back, Forward or a reload: the page may still be loading, too short to scroll that far yet.
      return untilDone(() => {
        window.scrollTo({ top: saved, behavior: 'instant' });
        return Math.abs(window.scrollY - saved) < 1;
      });
    }
    // A first page with an anchor is the browser's own jump (and the landing page's).
    if (isFirst) return;
    if (location.hash) {
      return untilDone(() => {
        const anchor = anchorOf(location.hash);
        anchor?.scrollIntoView({ block: 'start', behavior: 'instant' });
        return anchor !== null;
      });
    }
    if (isNewPage || navigationType === 'POP') return toTop();
  }, [location, navigationType]);
}
