/**
 * Calls `work` once the browser is idle, and returns how to cancel it. Browsers without
 * requestIdleCallback (Safari) get the next task instead.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
