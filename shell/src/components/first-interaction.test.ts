import {
  hasInteractedAlready,
  markFirstInteraction,
  onFirstInteraction,
  watchFirstInteraction,
} from './first-interaction';

describe('the first interaction', () => {
  it('when the visitor scrolls, then the reaction runs once, and not again at the next gesture', () => {
    const react = jest.fn();
    onFirstInteraction(window, react);

    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));

    expect(react).toHaveBeenCalledTimes(1);
  });

  it('when waiting is stopped before any gesture, then nothing runs', () => {
    const react = jest.fn();
    const stop = onFirstInteraction(window, react);

    stop();
    window.dispatchEvent(new Event('pointerdown'));

    expect(react).not.toHaveBeenCalled();
  });

  it('when the pointer crosses the page while the app is loading, then it counts once the app asks', () => {
    watchFirstInteraction(window);
    expect(hasInteractedAlready()).toBe(false);

    window.dispatchEvent(new Event('pointermove'));

    expect(hasInteractedAlready()).toBe(true);
  });

  it("when the pointer crossed a signed-in page before the app's code came, then the start script kept it and it counts", () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const win = frame.contentWindow as Window & typeof globalThis;
    markFirstInteraction(win);
    win.dispatchEvent(new win.Event('pointermove'));

    // The app's entry is a bundle of its own: a copy of this module that saw nothing itself.
    jest.isolateModules(() => {
      const app = jest.requireActual<typeof import('./first-interaction')>('./first-interaction');
      app.watchFirstInteraction(win);
      expect(app.hasInteractedAlready()).toBe(true);
    });
    frame.remove();
  });

  it('when nobody moved before the app came, then the app still waits for the first gesture', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const win = frame.contentWindow as Window & typeof globalThis;
    markFirstInteraction(win);

    jest.isolateModules(() => {
      const app = jest.requireActual<typeof import('./first-interaction')>('./first-interaction');
      app.watchFirstInteraction(win);
      expect(app.hasInteractedAlready()).toBe(false);
    });
    frame.remove();
  });
});
