import { setSessionHint } from '@lezioni/web-kit/testing';
import { jsonScript } from '@lezioni/contracts/values';
import { START_SCRIPTS_ID } from '@lezioni/contracts/constants';
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
});
