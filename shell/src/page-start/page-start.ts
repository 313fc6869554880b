import { hasSessionHint } from '@lezioni/web-kit/session-hint';
import { PAGE_HYDRATED_EVENT, PAGE_HYDRATING_EVENT, SERVER_ANSWERS_ID } from '@lezioni/contracts/constants';
import { onFirstInteraction } from '../components/first-interaction';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Hands what was typed into `field` before hydration to the app. React took the typed text for
 * the field's own when it hydrated it, so an `input` event alone would not reach a controlled
 * field's onChange: its value goes back to the rendered one through React's own setter, is set
 * again past it, and the `input` event then carries the change.
 */
function retype(field: TextField): void {
  const typed = field.value;
  if (!field.isConnected || typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts the app behind a prerendered page (build/prerender.tsx) or a page rendered on the server
 * for a signed-in visitor (services/pages) only when it is needed: the HTML
 * already shows the whole page, its links work, and its anchors scroll, so a visitor who only reads
 * runs no script beyond this one. A signed-in visitor (session hint) gets the app at once, for their
 * own top bar and call-to-action targets (spec §6), with the top bar's session actions hidden until
 * GET /api/me answers (`data-session`, shell.css).
 *
 * What the visitor did before the app took the page over is done again once it has: text typed
 * reaches the app, the last button pressed is pressed again, the last form submitted (button or
 * Enter) is submitted again. A form is
 * never sent by the browser itself: it has no action, so it would GET the page with the typed
 * password in the address. Submits are held until the page is hydrated, since React drops one that
 * reaches a part it is still hydrating.
 */
export function startPage(appSrc: string, doc: Document = document): void {
  const win = doc.defaultView!;
  let replay: (() => void) | undefined;
  const typedInto = new Set<TextField>();
  const rememberTyping = (event: Event) => {
    const field = event.target as Element;
    if (field instanceof win.HTMLInputElement || field instanceof win.HTMLTextAreaElement) typedInto.add(field);
  };
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
  doc.addEventListener('input', rememberTyping, true);
  doc.addEventListener(PAGE_HYDRATING_EVENT, () => doc.removeEventListener('click', rememberButton, true), {
    once: true,
  });
  doc.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      doc.removeEventListener('submit', holdSubmit, true);
      doc.removeEventListener('input', rememberTyping, true);
      // Text typed while the app loaded counts, as if typed now (a field React has since handled
      // shows its own value, the rendered one is then the typed one, and nothing is retyped).
      typedInto.forEach(retype);
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
    // A page rendered for this visitor already shows their own top bar.
    if (!doc.getElementById(SERVER_ANSWERS_ID)) doc.documentElement.dataset.session = 'pending';
    start();
  } else {
    onFirstInteraction(win, start);
  }
}
