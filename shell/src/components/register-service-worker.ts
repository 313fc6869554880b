import { SERVICE_WORKER_PATH } from '@lezioni/contracts/values';
import { whenIdle } from './when-idle';

/**
 * Registers the service worker (ARCHITECTURE D34) once the page has loaded and the browser is idle:
 * its script and the offline page it keeps never compete with the page's own first load.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(() => {
      // Without it the site works as before (and the dev server has none): nothing to tell the visitor.
      navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
