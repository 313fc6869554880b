import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true. Without
 * IntersectionObserver (old browsers, jsdom) it is true at once, so content is never withheld. On the
 * server (the visitor pages' prerender) it is false, as in the browser that hydrates that HTML.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [isInView, setIsInView] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (isInView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, isInView]);

  return isInView;
}
