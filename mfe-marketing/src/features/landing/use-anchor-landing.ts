import { useEffect, type RefObject } from 'react';

/** Set on the landing page once a visitor jumps to a section: every section at its real height. */
export const LAID_OUT_CLASS = 'lz-landing--laid-out';

/**
 * Lands `#section` links and addresses on the section's heading, just under the sticky top bar,
 * however the visitor arrives: a link on the page or in the top bar (the same link twice too), or
 * `/#pricing` typed or opened from elsewhere. The browser's own jump measured the sections below
 * the hero by their `content-visibility` placeholders and landed hundreds of pixels off (NOTES.md);
 * so the page first lays every section out, then scrolls to the heading (its `scroll-margin-top`
 * clears the top bar).
 */
export function useAnchorLanding(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const sectionFor = (hash: string) => {
      const id = decodeURIComponent(hash.slice(1));
      return id ? root.current?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`) : null;
    };
    const landOn = (hash: string) => {
      const section = sectionFor(hash);
      if (!section) return;
      root.current?.classList.add(LAID_OUT_CLASS);
      (section.querySelector<HTMLElement>('h2') ?? section).scrollIntoView({ block: 'start' });
    };

    const landOnClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const hash = (event.target as Element | null)?.closest?.('a[href^="#"]')?.getAttribute('href') ?? '';
      if (!sectionFor(hash)) return;
      event.preventDefault();
      if (window.location.hash !== hash) window.history.pushState(null, '', hash);
      // After the click's own work: the mobile menu that held the link closes first, and the
      // page moves up by its height.
      requestAnimationFrame(() => landOn(hash));
    };
    const landOnHashChange = () => landOn(window.location.hash);

    landOn(window.location.hash);
    document.addEventListener('click', landOnClick);
    window.addEventListener('hashchange', landOnHashChange);
    return () => {
      document.removeEventListener('click', landOnClick);
      window.removeEventListener('hashchange', landOnHashChange);
    };
  }, [root]);
}
