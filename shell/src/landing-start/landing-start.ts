import { hasSessionHint } from '@lezioni/web-kit/session-hint';
import { LANDING_HYDRATED_EVENT, LANDING_HYDRATING_EVENT } from '@lezioni/contracts/constants';

/** Anything a visitor does that may need the page's scripts: moving the pointer, touching, scrolling, typing. */
export const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];

/**
 * Starts the app behind the prerendered landing page (build/prerender-landing.tsx) only when it is
 * needed: the HTML already shows the whole page, its links work, and its anchors scroll, so a visitor
 * who only reads runs no script beyond this one. A signed-in visitor (session hint) gets the app at
 * once, for their own top bar and call-to-action targets (spec §6), with the top bar's session actions
 * hidden until GET /api/me answers (`data-session`, shell.css). A button pressed before the app took
 * the page over is pressed again once it has.
 */
export function startLanding(appSrc: string, doc: Document = document): void {
  const win = doc.defaultView!;
  let pressedButton: HTMLButtonElement | null = null;
  const rememberButton = (event: Event) => {
    const button = (event.target as Element).closest?.('button');
    if (button) pressedButton = button;
  };
  doc.addEventListener('click', rememberButton, true);
  doc.addEventListener(LANDING_HYDRATING_EVENT, () => doc.removeEventListener('click', rememberButton, true), {
    once: true,
  });
  doc.addEventListener(LANDING_HYDRATED_EVENT, () => pressedButton?.isConnected && pressedButton.click(), {
    once: true,
  });

  const listenerOptions = { capture: true, passive: true } as const;
  const start = () => {
    for (const type of INTERACTION_EVENTS) win.removeEventListener(type, start, listenerOptions);
    const script = doc.createElement('script');
    script.src = appSrc;
    doc.head.append(script);
  };
  if (hasSessionHint(doc.cookie)) {
    doc.documentElement.dataset.session = 'pending';
    start();
  } else {
    for (const type of INTERACTION_EVENTS) win.addEventListener(type, start, listenerOptions);
  }
}
