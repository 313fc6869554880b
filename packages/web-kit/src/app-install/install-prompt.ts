import { useCallback, useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM's types): the browser's offer to install. */
type InstallPromptEvent = Event & { prompt(): Promise<unknown> };

/** Remembered on the device once the visitor said "Not now", so the hint does not come back. */
const DISMISSED_KEY = 'lezioni:install-hint-dismissed';

let offer: InstallPromptEvent | undefined;
let isDismissed = false;
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's offer to install the app for the install hint (issue 46), from the page's
 * start: the browser makes it once, often before the page that shows the hint is there. The
 * browser's own bar is held back (preventDefault): the hint, in the page, replaces it.
 */
export function captureInstallPrompt(): void {
  try {
    isDismissed = localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    // Storage refused (private mode): the hint may come back next visit, and that is all.
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    announce();
  });
  window.addEventListener('appinstalled', () => {
    offer = undefined;
    announce();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const canOffer = () => offer !== undefined && !isDismissed;

/**
 * Whether to show the install hint (the browser offers to install and the visitor has not declined
 * it on this device), and its two answers: install (the browser's own question) or "Not now".
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void>; dismiss: () => void } {
  const canInstall = useSyncExternalStore(subscribe, canOffer, () => false);
  const install = useCallback(async () => {
    const asked = offer;
    // The browser asks once per offer; a new one comes with the next visit if declined.
    offer = undefined;
    announce();
    await asked?.prompt();
  }, []);
  const dismiss = useCallback(() => {
    isDismissed = true;
    try {
      localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
    } catch {
      // As above: this visit only.
    }
    announce();
  }, []);
  return { canInstall, install, dismiss };
}
