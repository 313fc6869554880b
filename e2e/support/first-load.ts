import type { Page } from 'playwright-core';

/** A signed-in page's first load, its shell, remote and texts, compressed as sent (issue 43). */
export const SIGNED_IN_BUDGET_KB = 170;

export type Script = { url: string; bytes: number };

/**
 * The scripts `page` fetches from now on (its cache off), each with the bytes it took on the wire,
 * compressed, as DevTools counts them: preloaded files included, which Playwright's own sizes miss.
 */
export async function scriptsFetchedBy(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const scripts: Script[] = [];
  devtools.on('Network.responseReceived', ({ requestId, response }) => {
    if (new URL(response.url).pathname.endsWith('.js')) urls.set(requestId, response.url);
  });
  devtools.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (url) scripts.push({ url, bytes: encodedDataLength });
  });
  return { fetched: () => [...scripts] };
}

export const kilobytes = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
