import { hasSessionHint } from '@lezioni/web-kit/session-hint';
import { PAGE_HYDRATED_EVENT, SERVER_ANSWERS_ID, START_SCRIPTS_ID } from '@lezioni/contracts/constants';
import { markFirstInteraction, onFirstInteraction } from '../components/first-interaction';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Hands what the visitor changed in `field` before hydration to the app. React took the field's
 * value (or checked state) for its own when it hydrated it, so an event alone would not reach a
 * controlled field's onChange: the field goes back to the rendered state through React's own
 * setter first. Text is then set again past that setter and announced by an `input` event; a box
 * is clicked back to what the visitor chose, which React hears as the change.
 */
function handOver(field: Field): void {
  if (!field.isConnected) return;
  if (field.type === 'checkbox' || field.type === 'radio') {
    const box = field as HTMLInputElement;
    const chosen = box.checked;
    if (chosen === box.defaultChecked || (box.type === 'radio' && !chosen)) return;
    box.checked = !chosen;
    box.click();
    return;
  }
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Whether React has hydrated `node`: it keeps the node's fiber on it, under a key starting
 * `__reactFiber$` (React's own, not a public API; a rendered node without one is not the app's yet).
 */
const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/**
 * Starts the app behind a prerendered page (build/prerender.tsx) or a page rendered on the server
 * for a signed-in visitor (services/pages) only when it is needed: the HTML
 * already shows the whole page, its links work, and its anchors scroll, so a visitor who only reads
 * runs no script beyond this one. A signed-in visitor (session hint) gets the app at once, for their
 * own top bar and call-to-action targets (spec §6), with the top bar's session actions hidden until
 * GET /api/me answers (`data-session`, shell.css).
 *
 * What the visitor did before the app took the page over is done again once it has: text typed
 * and boxes ticked reach the app, the last button pressed before React had it (before hydration, or in a
 * part React could not hydrate yet) is pressed again, the last form submitted (button or Enter) is
 * submitted again. A form is
 * never sent by the browser itself: it has no action, so it would GET the page with the typed
 * password in the address. Submits are held until the page is hydrated, since React drops one that
 * reaches a part it is still hydrating.
 */
export function startPage(appSrc: string, doc: Document = document): void {
  const win = doc.defaultView!;
  let replay: (() => void) | undefined;
  const changed = new Set<Field>();
  const rememberChange = (event: Event) => {
    const field = event.target as Element;
    if (field instanceof win.HTMLInputElement || field instanceof win.HTMLTextAreaElement) changed.add(field);
  };
  // A press on a button React has not hydrated yet is lost: before hydration, and in a part still
  // waiting for its code (a remote's page), where React stops the click at the app's root. So it is
  // pressed again later, unless it reaches the window on a button React has since hydrated (React
  // hydrated that part at the press and handled it).
  const rememberPress = (event: Event) => {
    const button = (event.target as Element).closest?.('button');
    // A submit button's press is followed by its form's submit, held below, which replaces it here.
    if (button && !isHydrated(button)) replay = () => button.isConnected && button.click();
  };
  const forgetHandledPress = (event: Event) => {
    const button = (event.target as Element).closest?.('button');
    if (button && isHydrated(button)) replay = undefined;
  };
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    replay = () => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : undefined);
  };
  doc.addEventListener('click', rememberPress, true);
  win.addEventListener('click', forgetHandledPress);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener('input', rememberChange, true);
  doc.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      doc.removeEventListener('click', rememberPress, true);
      win.removeEventListener('click', forgetHandledPress);
      doc.removeEventListener('submit', holdSubmit, true);
      doc.removeEventListener('input', rememberChange, true);
      // What was typed or ticked while the app loaded counts, as if done now (React writes a field
      // it has handled itself back as the rendered state: nothing is done twice).
      changed.forEach(handOver);
      replay?.();
    },
    { once: true },
  );

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
