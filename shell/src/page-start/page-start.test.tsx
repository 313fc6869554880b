import { act, lazy, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setSessionHint } from '@lezioni/web-kit/testing';
import { jsonScript } from '@lezioni/contracts/values';
import { PAGE_HYDRATED_EVENT, START_SCRIPTS_ID } from '@lezioni/contracts/constants';
import { startPage } from './page-start';

const APP_SRC = '/main.js?abc';

/** Resolves after the browser's next frame has been drawn. */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** A page of its own for each test (an iframe's), so no test sees another's listeners. */
function openPage(body = '') {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const doc = frame.contentDocument!;
  doc.body.innerHTML = body;
  const appScripts = () => [...doc.head.querySelectorAll('script')].filter((s) => s.src.endsWith(APP_SRC));
  return { doc, win: frame.contentWindow as Window & typeof globalThis, appScripts };
}

describe("the prerendered pages' start script", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('when a signed-out visitor only reads, then the app is not loaded; the first interaction loads it once', () => {
    const { doc, win, appScripts } = openPage();
    startPage(APP_SRC, doc);
    const beforeInteraction = appScripts().length;

    win.dispatchEvent(new win.Event('pointermove'));
    win.dispatchEvent(new win.Event('scroll'));

    expect(beforeInteraction).toBe(0);
    expect(appScripts()).toHaveLength(1);
    expect(doc.documentElement.dataset.session).toBeUndefined();
  });

  it('when the visitor holds the session hint, then the app loads once the page is on screen, with the scripts the page lists, and the session actions wait for it', async () => {
    // This page's own document: an iframe's about:blank keeps no cookies.
    setSessionHint();
    document.body.innerHTML = jsonScript(START_SCRIPTS_ID, ['/bootstrap.1a2b.js', '/mfe/chat/remoteEntry.js']);
    const fetched = () =>
      [...document.head.querySelectorAll('link[rel=preload], script')].map(
        (element) =>
          `${element.getAttribute('as') ?? 'app'} ${element.getAttribute('href') ?? element.getAttribute('src')}`,
      );

    startPage(APP_SRC);
    const beforePaint = fetched();
    await afterNextPaint();

    expect(beforePaint).toEqual([]);
    expect(fetched()).toEqual(['script /bootstrap.1a2b.js', 'script /mfe/chat/remoteEntry.js', `app ${APP_SRC}`]);
    expect(document.documentElement.dataset.session).toBe('pending');
    delete document.documentElement.dataset.session;
    document.head.innerHTML = '';
  });

  it('when a tab opened in the background holds the session hint, then the app loads at once (it paints nothing until shown)', () => {
    setSessionHint();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');

    startPage(APP_SRC);
    visibility.mockRestore();

    expect([...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual([APP_SRC]);
    delete document.documentElement.dataset.session;
    document.head.innerHTML = '';
  });

  it('when a button is pressed before the app took over, then it is pressed again once the page is hydrated', () => {
    const { doc, win } = openPage('<button type="button"><svg></svg>Open menu</button>');
    const button = doc.querySelector('button')!;
    let presses = 0;
    startPage(APP_SRC, doc);
    button.querySelector('svg')!.dispatchEvent(new win.MouseEvent('click', { bubbles: true }));
    // The app's own handler exists only once hydrated.
    button.addEventListener('click', () => (presses += 1));

    doc.dispatchEvent(new win.Event(PAGE_HYDRATED_EVENT));

    expect(presses).toBe(1);
  });

  it('when a form is submitted before the app took over (its button or Enter), then the browser does not send it, and it is submitted once hydrated', () => {
    const { doc, win } = openPage('<form><input name="password"><button type="submit">Sign In</button></form>');
    const form = doc.querySelector('form')!;
    const sent: Event[] = [];
    win.addEventListener('submit', (event) => sent.push(event), true);
    startPage(APP_SRC, doc);
    // The press and the Enter of the same visitor (Enter clicks the submit button too).
    doc.querySelector('button')!.click();
    form.requestSubmit();
    const submittedByApp: Event[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submittedByApp.push(event);
    });

    doc.dispatchEvent(new win.Event(PAGE_HYDRATED_EVENT));

    expect(sent.slice(0, 2).map((event) => event.defaultPrevented)).toEqual([true, true]);
    expect(submittedByApp).toHaveLength(1);
  });
});

describe('fields changed before the app took the page over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

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

  /** `page` as the server sends it, with the start script running: its root and its one field. */
  function arrive(page: React.ReactElement) {
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    startPage(APP_SRC);
    return { root, field: root.querySelector('input')! };
  }

  /** The app hydrates `page` into `root`. */
  async function hydrate(root: HTMLElement, page: React.ReactElement) {
    await act(async () => {
      hydrateRoot(root, page);
    });
  }

  const announceHydrated = () =>
    act(() => {
      document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    });

  it('when the visitor typed into a field of the rendered page before hydration, then the app searches for what they typed', async () => {
    const { root, field } = arrive(<SearchBox />);
    field.value = 'giulia';
    field.dispatchEvent(new Event('input', { bubbles: true }));

    await hydrate(root, <SearchBox />);
    announceHydrated();

    expect(root.querySelector('output')!.textContent).toBe('Searching for giulia');
    expect(field.value).toBe('giulia');
  });

  it('when the visitor typed after the field was hydrated, then React has it already and nothing is typed twice', async () => {
    const { root, field } = arrive(<SearchBox />);
    await hydrate(root, <SearchBox />);
    const changes: string[] = [];
    root.addEventListener('input', () => changes.push(field.value));
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'rossi');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });

    announceHydrated();

    expect(root.querySelector('output')!.textContent).toBe('Searching for rossi');
    expect(changes).toEqual(['rossi']);
  });

  function Counter() {
    const [presses, setPresses] = useState(0);
    return (
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Pressed {presses}
      </button>
    );
  }

  it('when a button is pressed while its part of the page waits for its code, then it is pressed once that part is hydrated', async () => {
    const { root } = arrive(
      <Suspense>
        <Counter />
      </Suspense>,
    );
    let loadCode!: () => void;
    const LoadingCounter = lazy(
      () => new Promise<{ default: typeof Counter }>((resolve) => (loadCode = () => resolve({ default: Counter }))),
    );
    const page = (
      <Suspense>
        <LoadingCounter />
      </Suspense>
    );
    await hydrate(root, page);

    act(() => root.querySelector('button')!.click());
    await act(async () => loadCode());
    announceHydrated();

    expect(root.querySelector('button')!.textContent).toBe('Pressed 1');
  });

  it('when a button is pressed before React reached it but its code is there, then React hydrates it at the press, and it is pressed once', async () => {
    const page = (
      <Suspense>
        <Counter />
      </Suspense>
    );
    const { root } = arrive(page);
    // Hydration begun, not yet done: React has the root but has not walked into the part pressed.
    hydrateRoot(root, page);

    act(() => root.querySelector('button')!.click());
    await act(async () => undefined);
    announceHydrated();

    expect(root.querySelector('button')!.textContent).toBe('Pressed 1');
  });

  it('when a button already hydrated is pressed while the rest hydrates, then React handles it and it is not pressed again', async () => {
    const { root } = arrive(<Counter />);
    await hydrate(root, <Counter />);

    act(() => root.querySelector('button')!.click());
    announceHydrated();

    expect(root.querySelector('button')!.textContent).toBe('Pressed 1');
  });

  it('when the visitor ticked a box of the rendered page before hydration, then the app has it ticked, once', async () => {
    const { root, field } = arrive(<Terms />);
    field.click();

    await hydrate(root, <Terms />);
    announceHydrated();

    expect(root.querySelector('label')!.textContent).toBe('Agreed');
    expect(field.checked).toBe(true);
  });
});
