import { useEffect, useState } from 'react';

/**
 * Calls `work` once the browser is idle, or after `timeoutMs` at the latest if given, and returns
 * how to cancel it. Browsers without requestIdleCallback (Safari) get the next task instead.
 */
export function whenIdle(work: () => void, { timeoutMs }: { timeoutMs?: number } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}

/**
 * False on the server, while hydrating and until the browser has been idle once since this part
 * mounted (or `timeoutMs` passed); then true for good. For what nobody waits for on a first load:
 * its code and its first render come after the page's own.
 */
export function useIsIdle({ timeoutMs }: { timeoutMs?: number } = {}): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => (isIdle ? undefined : whenIdle(() => setIsIdle(true), { timeoutMs })), [isIdle, timeoutMs]);
  return isIdle;
}
