import { act, lazy, Suspense, useState, type FormEvent, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { PAGE_HYDRATED_EVENT } from '@lezioni/contracts/constants';
import { holdEarlyActions } from './held-actions';

function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((count) => count + 1)}>
      Pressed {presses}
    </button>
  );
}

function SignIn() {
  const [sent, setSent] = useState(0);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSent((count) => count + 1);
  };
  return (
    <form onSubmit={send}>
      <input name="password" aria-label="Password" />
      <button type="submit">Sign In</button>
      <output>Sent {sent}</output>
    </form>
  );
}

function SearchBox() {
  const [query, setQuery] = useState('');
  return (
    <>
      <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{query ? `Searching for ${query}` : 'Nothing searched'}</output>
    </>
  );
}

function Terms() {
  const [agreed, setAgreed] = useState(false);
  return (
    <label>
      <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      {agreed ? 'Agreed' : 'Not agreed'}
    </label>
  );
}

/** A part of the page whose code is still on its way (a remote's page, a lazy tab): `arrive()` sends it. */
function loadingLater<P extends object>(Component: (props: P) => ReactElement) {
  let arrive!: () => void;
  const Part = lazy(
    () => new Promise<{ default: typeof Component }>((resolve) => (arrive = () => resolve({ default: Component }))),
  );
  return { Part, arrive: () => act(async () => arrive()) };
}

/**
 * `page` as the server sends it, in a document of its own (an iframe's: the held actions listen for
 * the document's life), with the start script's hold on it; `hydrate` is the app taking it over.
 */
function arrive(page: ReactElement) {
  const recovered: unknown[] = [];
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const doc = frame.contentDocument!;
  const root = doc.createElement('div');
  root.innerHTML = renderToString(page);
  doc.body.append(root);
  holdEarlyActions(doc);
  const win = frame.contentWindow as Window & typeof globalThis;
  return {
    root,
    win,
    /** What React reported while hydrating: a part it rendered anew because the server's differed. */
    recovered,
    $: (selector: string) => root.querySelector(selector) as HTMLElement,
    hydrate: (app: ReactElement = page) =>
      act(async () => void hydrateRoot(root, app, { onRecoverableError: (error) => recovered.push(error) })),
    announceHydrated: () => act(async () => void doc.dispatchEvent(new win.Event(PAGE_HYDRATED_EVENT))),
    /** The press as the visitor makes it, and the moment after it has gone through the page. */
    press: (element: HTMLElement) =>
      act(async () => {
        element.click();
        await new Promise((resolve) => win.setTimeout(resolve));
      }),
  };
}

/** A few frames: what would be pressed again by now has been. */
const afterFrames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('what the visitor does before the app has that part of the page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('when a button is pressed before the app took over, then it is pressed once the page is hydrated', async () => {
    const page = arrive(<Counter />);
    await page.press(page.$('button'));

    await page.hydrate();
    await page.announceHydrated();

    await waitFor(() => expect(page.$('button').textContent).toBe('Pressed 1'));
    await afterFrames();
    expect(page.$('button').textContent).toBe('Pressed 1');
  });

  it('when a button is pressed after the page said it is hydrated, in a part still waiting for its code, then it is pressed once that part is hydrated', async () => {
    const { Part, arrive: codeArrives } = loadingLater(Counter);
    const page = arrive(
      <Suspense>
        <Counter />
      </Suspense>,
    );
    await page.hydrate(
      <Suspense>
        <Part />
      </Suspense>,
    );
    await page.announceHydrated();

    await page.press(page.$('button'));
    const beforeCode = page.$('button').textContent;
    await codeArrives();

    expect(beforeCode).toBe('Pressed 0');
    await waitFor(() => expect(page.$('button').textContent).toBe('Pressed 1'));
    await afterFrames();
    expect(page.$('button').textContent).toBe('Pressed 1');
  });

  it('when a button React has rendered is pressed before React committed its part (a sibling still waits for its code), then it is pressed once that part is hydrated', async () => {
    const { Part: Later, arrive: codeArrives } = loadingLater(Terms);
    const page = arrive(
      <Suspense>
        <Counter />
        <Terms />
      </Suspense>,
    );
    await page.hydrate(
      <Suspense>
        <Counter />
        <Later />
      </Suspense>,
    );
    await page.announceHydrated();

    // React has rendered the button (its fiber is on the node), not committed it.
    expect(Object.keys(page.$('button')).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    await page.press(page.$('button'));
    const beforeCode = page.$('button').textContent;
    await codeArrives();

    expect(beforeCode).toBe('Pressed 0');
    await waitFor(() => expect(page.$('button').textContent).toBe('Pressed 1'));
    await afterFrames();
    expect(page.$('button').textContent).toBe('Pressed 1');
  });

  it('when a button is pressed before React reached it but its code is there, then React hydrates it at the press, and it is pressed once', async () => {
    const part = (
      <Suspense>
        <Counter />
      </Suspense>
    );
    const page = arrive(part);
    // Hydration begun, not yet done: React has the root but has not walked into the part pressed.
    hydrateRoot(page.root, part);

    await page.press(page.$('button'));
    await page.announceHydrated();
    await afterFrames();

    expect(page.$('button').textContent).toBe('Pressed 1');
  });

  it('when a button is pressed before the app took over, in a part the browser renders otherwise than the server did, then the button that took its place is pressed, once', async () => {
    const part = (shown: string) => (
      <Suspense>
        <p>Held until {shown}</p>
        <Counter />
      </Suspense>
    );
    const page = arrive(part('10:00'));
    const pressed = page.$('button');
    await page.press(pressed);

    // The server's clock said 10:00, the browser's says 11:00: React renders that part anew.
    await page.hydrate(part('11:00'));
    await page.announceHydrated();

    expect(page.recovered).toHaveLength(1);
    await waitFor(() => expect(page.$('button').textContent).toBe('Pressed 1'));
    expect(page.$('button')).not.toBe(pressed);
    await afterFrames();
    expect(page.$('button').textContent).toBe('Pressed 1');
  });

  it('when a button already hydrated is pressed, then React handles it and it is not pressed again', async () => {
    const page = arrive(<Counter />);
    await page.hydrate();

    await page.press(page.$('button'));
    await page.announceHydrated();
    await afterFrames();

    expect(page.$('button').textContent).toBe('Pressed 1');
  });

  it('when a form is submitted before the app took over (its button, then Enter), then the browser does not send it, and the app gets it once', async () => {
    const page = arrive(<SignIn />);
    const submits: Event[] = [];
    page.win.addEventListener('submit', (event) => submits.push(event), true);
    await page.press(page.$('button'));
    (page.$('form') as HTMLFormElement).requestSubmit();

    await page.hydrate();
    await page.announceHydrated();

    await waitFor(() => expect(page.$('output').textContent).toBe('Sent 1'));
    await afterFrames();
    expect(page.$('output').textContent).toBe('Sent 1');
    // Neither of the visitor's two submits went to the browser (each held, its default prevented).
    expect(submits.slice(0, 2).map((event) => event.defaultPrevented)).toEqual([true, true]);
  });

  it('when the visitor typed into a field before hydration, then the app searches for what they typed', async () => {
    const page = arrive(<SearchBox />);
    const field = page.$('input') as HTMLInputElement;
    field.value = 'giulia';
    field.dispatchEvent(new page.win.Event('input', { bubbles: true }));

    await page.hydrate();
    await page.announceHydrated();

    expect(page.$('output').textContent).toBe('Searching for giulia');
    expect(field.value).toBe('giulia');
  });

  it('when the visitor typed after the field was hydrated, then React has it already and nothing is typed twice', async () => {
    const page = arrive(<SearchBox />);
    const field = page.$('input') as HTMLInputElement;
    await page.hydrate();
    const changes: string[] = [];
    page.root.addEventListener('input', () => changes.push(field.value));
    await act(async () => {
      Object.getOwnPropertyDescriptor(page.win.HTMLInputElement.prototype, 'value')!.set!.call(field, 'rossi');
      field.dispatchEvent(new page.win.Event('input', { bubbles: true }));
    });

    await page.announceHydrated();

    expect(page.$('output').textContent).toBe('Searching for rossi');
    expect(changes).toEqual(['rossi']);
  });

  it('when the visitor ticked a box before hydration, then the app has it ticked, once', async () => {
    const page = arrive(<Terms />);
    const box = page.$('input') as HTMLInputElement;
    await page.press(box);

    await page.hydrate();
    await page.announceHydrated();

    expect(page.$('label').textContent).toBe('Agreed');
    expect(box.checked).toBe(true);
  });
});
