let arrivedHtml: string | undefined;

/**
 * Keeps the landing page's markup as the build prerendered it (the content of `<main>`), before
 * hydration takes the DOM over: what the page shows if its remote fails to load after all.
 */
export function keepPrerenderedLanding(main: HTMLElement | null): void {
  arrivedHtml = main?.innerHTML;
}

/** The landing page's prerendered markup, on a page that arrived prerendered. */
export function prerenderedLandingHtml(): string | undefined {
  return arrivedHtml;
}
