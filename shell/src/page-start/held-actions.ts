import { PAGE_HYDRATED_EVENT } from '@lezioni/contracts/constants';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** How long a held press or submit waits for its part of the page: later, it is stale. */
const HELD_FOR_MS = 10_000;

type Fiber = { tag: number; flags: number; alternate: Fiber | null; return: Fiber | null };
/** React's fiber flags for a node being placed or still hydrating, and its root's tag (ReactFiberFlags, ReactWorkTags). */
const PLACEMENT_OR_HYDRATING = 0b1_0000_0000_0010;
const HOST_ROOT = 3;

/**
 * Whether React has hydrated `node` and committed it, so a press on it reaches its handler. React
 * keeps the node's fiber on it under a key starting `__reactFiber$` from the moment it renders the
 * node, which in a hydration done in slices comes before the commit; until the commit the fiber (or
 * an ancestor) is flagged as hydrating. This is React's own test (getNearestMountedFiber): internal,
 * not a public API, so held-actions.test.tsx runs it against the real React.
 */
function isHydrated(node: Element): boolean {
  const key = Object.keys(node).find((name) => name.startsWith('__reactFiber$'));
  const fiber = key && (node as unknown as Record<string, Fiber | undefined>)[key];
  if (!fiber) return false;
  let top = fiber;
  for (let next: Fiber | null = fiber; next && !next.alternate; next = next.return) {
    if (next.flags & PLACEMENT_OR_HYDRATING) return false;
    top = next;
  }
  while (top.return) top = top.return;
  return top.tag === HOST_ROOT;
}

/** A button as the visitor knows it: its accessible name, else its text. */
const nameOf = (button: Element) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';

/**
 * The button that took `pressed`'s place: React renders a part anew, rather than hydrating it, when
 * the browser's first render of it differs from the server's, and a held press must not be lost
 * with the old node. The one button on the page by the same name, or none if there are several.
 */
function sameButtonAnew(doc: Document, pressed: HTMLButtonElement): HTMLButtonElement | undefined {
  const name = nameOf(pressed);
  const same = [...doc.querySelectorAll('button')].filter((button) => nameOf(button) === name);
  return same.length === 1 ? same[0] : undefined;
}

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
  field.dispatchEvent(new field.ownerDocument.defaultView!.Event('input', { bubbles: true }));
}

/**
 * Keeps what the visitor does on a rendered page before React has the part they do it on, and does
 * it again once React has it:
 * - text typed and boxes ticked before the page is hydrated reach the app then;
 * - the last press of a button React has not hydrated is pressed again once it has that button and
 *   the page is hydrated. Such a press is lost otherwise: before hydration no handler exists, and in
 *   a part still waiting for its code (a remote's page, a lazy tab that hydrates after the page
 *   says it is hydrated) React stops the click at the app's root. In a part React renders anew
 *   rather than hydrates, the button that took the pressed one's place is pressed. A press that
 *   reaches the window on a button React has hydrated meanwhile (React hydrated it at the press) was handled: not again;
 * - the last form submitted (button or Enter) in such a part likewise, and the browser never sends
 *   it itself: it has no action, so it would GET the page with the typed password in the address.
 */
export function holdEarlyActions(doc: Document): void {
  const win = doc.defaultView!;
  let pageHydrated = false;
  type Held = { element: HTMLElement; redo: (target: HTMLElement) => void; findAnew?: () => HTMLElement | undefined };
  let held: Held | undefined;
  let pressed: HTMLButtonElement | undefined;

  const redoOnceHydrated = (entry: Held) => {
    held = entry;
    const { element, redo, findAnew } = entry;
    const until = Date.now() + HELD_FOR_MS;
    const check = () => {
      if (held !== entry) return;
      const target = element.isConnected ? element : findAnew?.();
      if (pageHydrated && target && isHydrated(target)) {
        held = undefined;
        redo(target);
      } else if ((target || findAnew) && Date.now() < until) win.requestAnimationFrame(check);
      else held = undefined;
    };
    // Checked once the page says it is hydrated, then every frame until React has this element.
    if (pageHydrated) check();
  };

  const notePress = (event: Event) => {
    const button = (event.target as Element).closest?.('button');
    pressed = button && !isHydrated(button) ? button : undefined;
    if (!pressed) return;
    const press = pressed;
    // Once the press has gone through the page: see forgetHandledPress and holdSubmit.
    win.setTimeout(() => {
      if (pressed !== press) return;
      const address = win.location.href;
      redoOnceHydrated({
        element: press,
        redo: (button) => button.click(),
        // Only on the page pressed on: another page's button of that name is another action.
        findAnew: () => (win.location.href === address ? sameButtonAnew(doc, press) : undefined),
      });
      pressed = undefined;
    });
  };
  const forgetHandledPress = (event: Event) => {
    if (pressed && pressed === (event.target as Element).closest?.('button') && isHydrated(pressed)) {
      pressed = undefined;
    }
  };
  const holdSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    if (pageHydrated && isHydrated(form)) return;
    event.preventDefault();
    event.stopPropagation();
    // A submit button's press is followed by this submit, which replaces it.
    pressed = undefined;
    const submitter = (event as SubmitEvent).submitter;
    redoOnceHydrated({ element: form, redo: () => form.requestSubmit(submitter?.isConnected ? submitter : undefined) });
  };
  const changed = new Set<Field>();
  const rememberChange = (event: Event) => {
    const field = event.target as Element;
    if (field instanceof win.HTMLInputElement || field instanceof win.HTMLTextAreaElement) changed.add(field);
  };

  doc.addEventListener('click', notePress, true);
  win.addEventListener('click', forgetHandledPress);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener('input', rememberChange, true);
  doc.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      pageHydrated = true;
      doc.removeEventListener('input', rememberChange, true);
      // What was typed or ticked while the app loaded counts, as if done now (React writes a field
      // it has handled itself back as the rendered state: nothing is done twice).
      changed.forEach(handOver);
      if (held) redoOnceHydrated(held);
    },
    { once: true },
  );
}
