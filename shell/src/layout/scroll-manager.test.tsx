import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { useScrollManager } from './scroll-manager';

// jsdom lays nothing out: the window's scroll is played here as a browser keeps it (a number that
// scrollTo sets and a scroll event announces). The real scrolling is the e2e's (page-scroll.test.ts).
let scrollY = 0;
const scrollTo = (top: number) => {
  scrollY = top;
  window.dispatchEvent(new Event('scroll'));
};
const anchorJumps: string[] = [];

beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = ((options: ScrollToOptions) => scrollTo(options.top ?? 0)) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function (this: Element) {
    anchorJumps.push(this.id);
  };
});

function Filters() {
  const [, setSearchParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setSearchParams({ level: 'b1' })}>
      B1 only
    </button>
  );
}

function Pages() {
  useScrollManager();
  return (
    <Routes>
      <Route
        path="/"
        element={
          <>
            <h1>Home</h1>
            <Link to="/terms">Terms</Link>
            <Link to="/terms#refunds">Refunds</Link>
            <Filters />
          </>
        }
      />
      <Route
        path="/terms"
        element={
          <>
            <h1>Terms</h1>
            <h2 id="refunds">Refunds</h2>
          </>
        }
      />
    </Routes>
  );
}

const renderPages = () =>
  render(
    <BrowserRouter>
      <Pages />
    </BrowserRouter>,
  );

/** Back, as the browser does it: popstate after the entry changed. */
async function goBack() {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.back();
  await act(async () => {
    await popped;
  });
}

describe('the scroll of a move between pages', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    scrollY = 0;
    anchorJumps.length = 0;
  });

  it('when a reader scrolled down and follows a link, then the new page opens at its top, and Back returns to where they were', async () => {
    renderPages();
    act(() => scrollTo(640));

    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms');
    expect(scrollY).toBe(0);
    await goBack();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
    expect(scrollY).toBe(640);
  });

  it('when the page was scrolled before the app took it over, then Back returns there', async () => {
    scrollTo(500);
    renderPages();

    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    await goBack();

    expect(scrollY).toBe(500);
  });

  it('when a link names an anchor, then the page opens at that element', async () => {
    renderPages();
    act(() => scrollTo(300));

    await userEvent.click(screen.getByRole('link', { name: 'Refunds' }));

    expect(anchorJumps).toEqual(['refunds']);
  });

  it('when only the query changes (a filter), then the page keeps its scroll', async () => {
    renderPages();
    act(() => scrollTo(420));

    await userEvent.click(screen.getByRole('button', { name: 'B1 only' }));

    expect(window.location.search).toBe('?level=b1');
    expect(scrollY).toBe(420);
  });
});
