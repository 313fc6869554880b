/** Anything a visitor does that may need more of the page's scripts: moving the pointer, touching, scrolling, typing. */
export const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];

/** Calls `react` once, at the visitor's first interaction with `win`; returns how to stop waiting. */
export function onFirstInteraction(win: Window, react: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTERACTION_EVENTS) win.removeEventListener(type, handle, options);
  };
  const handle = () => {
    stop();
    react();
  };
  for (const type of INTERACTION_EVENTS) win.addEventListener(type, handle, options);
  return stop;
}

let hasInteractedWhileLoading = false;
// On `<html>`, where the start script (page-start/) leaves it for the app, a script of its own.
const INTERACTED_MARK = 'interacted';

/**
 * Called by the start script of a page that starts its app by itself (a signed-in visitor's): a
 * gesture made before the app's own code runs (its files are fetched after the first paint) is
 * left on the page for the app to count (see watchFirstInteraction).
 */
export function markFirstInteraction(win: Window): void {
  onFirstInteraction(win, () => {
    win.document.documentElement.dataset[INTERACTED_MARK] = '';
  });
}

/**
 * Called first thing by the shell's entry: a gesture made while the app is still loading (a pointer
 * crossing the page before the first screen, or before the app's code came) counts as the first
 * interaction too.
 */
export function watchFirstInteraction(win: Window): void {
  if (win.document.documentElement.dataset[INTERACTED_MARK] !== undefined) {
    hasInteractedWhileLoading = true;
    return;
  }
  onFirstInteraction(win, () => {
    hasInteractedWhileLoading = true;
  });
}

/** Whether the visitor interacted before anything asked (see watchFirstInteraction). */
export const hasInteractedAlready = () => hasInteractedWhileLoading;
