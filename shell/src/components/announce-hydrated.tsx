import { useEffect } from 'react';
import { PAGE_HYDRATED_EVENT } from '@lezioni/contracts/values';

/**
 * Rendered beside a page that may arrive prerendered, in its Suspense boundary: its effect runs once
 * the page is hydrated (or rendered), which tells the start script (src/page-start/) to replay what
 * the visitor did before and the bootstrap to learn the config and the session.
 */
export function AnnounceHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, []);
  return null;
}
