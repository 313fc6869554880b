import { hasInteractedAlready, onFirstInteraction, watchFirstInteraction } from './first-interaction';

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
});
