import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { resetChime } from '../chime/play-chime';
import { loadTexts, switchLanguage } from '../i18n/texts';
import { setDisplayTimeZone } from '../format/intl';
import { resetToasts } from '../toast/toast-store';
import { uninstallFakeAudioContext } from './fake-audio-context';
import { uninstallFakeEventSource } from './fake-event-source';
import { clearCookies } from './session-hint';

// findBy* and waitFor wait for what the user would see, up to 5 s rather than 1 s: a remote's page
// in the shell's tests took longer than 1 s on CI's busy 2-core machine (language-switch.test.tsx).
configure({ asyncUtilTimeout: 5_000 });

// Components render their texts at once, as on a page that arrived with them: every namespace the
// test's modules registered is loaded, in English unless a test chooses Italian (switchLanguage).
beforeEach(async () => {
  await switchLanguage('en');
  await loadTexts();
});

afterEach(() => {
  // A toaster may still be mounted when this runs; the update must go through React's act.
  act(() => resetToasts());
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  uninstallFakeEventSource();
  uninstallFakeAudioContext();
  resetChime();
  // Times in the machine's zone again, whatever account a test signed in.
  setDisplayTimeZone(undefined);
});

// jsdom has no PointerEvent; without it fireEvent.pointer* events carry no coordinates.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

/**
 * Whether a width query holds for jsdom's window (1024 px wide unless a test sets `innerWidth`), as
 * the chat's phone layout asks it. Any other query never matches.
 */
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
}

// jsdom has no matchMedia. Width queries answer for jsdom's window, a desktop's 1024 px; a test that
// sets `innerWidth` and fires `resize` tells every listener whose answer changed, as a browser would.
// Nothing else ever matches here.
if (typeof window !== 'undefined' && !window.matchMedia) {
  type WidthListener = { query: string; matches: boolean; notify: (event: MediaQueryListEvent) => void };
  const listeners = new Set<WidthListener>();
  window.addEventListener('resize', () => {
    for (const listener of listeners) {
      const matches = matchesWidth(listener.query);
      if (matches === listener.matches) continue;
      listener.matches = matches;
      listener.notify({ matches, media: listener.query } as MediaQueryListEvent);
    }
  });
  window.matchMedia = (query: string) => {
    const registered = new Map<unknown, WidthListener>();
    const add = (callback: (event: MediaQueryListEvent) => void) => {
      const listener = { query, matches: matchesWidth(query), notify: callback };
      registered.set(callback, listener);
      listeners.add(listener);
    };
    const remove = (callback: unknown) => {
      const listener = registered.get(callback);
      if (listener) listeners.delete(listener);
    };
    return {
      get matches() {
        return matchesWidth(query);
      },
      media: query,
      onchange: null,
      addListener: add,
      removeListener: remove,
      addEventListener: (_type: string, callback: (event: MediaQueryListEvent) => void) => add(callback),
      removeEventListener: (_type: string, callback: unknown) => remove(callback),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}
