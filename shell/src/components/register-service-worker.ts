import { SERVICE_WORKER_PATH } from '@lezioni/contracts/values';
import { whenIdle } from '@lezioni/web-kit';

/** A page that stays busy (polls, a long list) still gets its worker, this long after its load. */
const REGISTER_AT_LATEST_MS = 3_000;

/**
 * Registers the service worker (ARCHITECTURE D34) once the page has loaded and the browser is idle:
 * its script and the offline page it keeps never compete with the page's own first load.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(
      () => {
        // Without it the site works as before (and the dev server has none): nothing to tell the visitor.
        navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
      },
      { timeoutMs: REGISTER_AT_LATEST_MS },
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
