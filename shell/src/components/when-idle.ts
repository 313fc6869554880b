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
