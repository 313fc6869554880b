import { hasSessionHint } from '@lezioni/web-kit/session-hint';
import { PAGE_HYDRATED_EVENT, PAGE_HYDRATING_EVENT } from '@lezioni/contracts/constants';
import { onFirstInteraction } from '../components/first-interaction';

/**
 * Starts the app behind a prerendered page (build/prerender.tsx) only when it is needed: the HTML
 * already shows the whole page, its links work, and its anchors scroll, so a visitor who only reads
 * runs no script beyond this one. A signed-in visitor (session hint) gets the app at once, for their
 * own top bar and call-to-action targets (spec §6), with the top bar's session actions hidden until
 * GET /api/me answers (`data-session`, shell.css).
 *
 * What the visitor did before the app took the page over is done again once it has: the last button
 * pressed is pressed again, the last form submitted (button or Enter) is submitted again. A form is
 * never sent by the browser itself: it has no action, so it would GET the page with the typed
 * password in the address. Submits are held until the page is hydrated, since React drops one that
 * reaches a part it is still hydrating.
 */
export function startPage(appSrc: string, doc: Document = document): void {
  const win = doc.defaultView!;
  let replay: (() => void) | undefined;
  const rememberButton = (event: Event) => {
    const button = (event.target as Element).closest?.('button');
    // A submit button's press is followed by its form's submit, held below, which replaces it here.
    if (button) replay = () => button.isConnected && button.click();
  };
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    replay = () => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : undefined);
  };
  doc.addEventListener('click', rememberButton, true);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener(PAGE_HYDRATING_EVENT, () => doc.removeEventListener('click', rememberButton, true), {
    once: true,
  });
  doc.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      doc.removeEventListener('submit', holdSubmit, true);
      replay?.();
    },
    { once: true },
  );

  const start = () => {
    const script = doc.createElement('script');
    script.src = appSrc;
    doc.head.append(script);
  };
  if (hasSessionHint(doc.cookie)) {
    doc.documentElement.dataset.session = 'pending';
    start();
  } else {
    onFirstInteraction(win, start);
  }
}
