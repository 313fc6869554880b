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
