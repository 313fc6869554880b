import type { Page } from 'playwright-core';

export type Answer<T> = { status: number; body: T };

/**
 * A call to the API from `page`, with its cookie and origin, as the page's own scripts make it: how a
 * test does what another part of the product (another user's pages) is tested for elsewhere.
 */
export const callApi = <T = unknown>(page: Page, method: string, url: string, body?: unknown): Promise<Answer<T>> =>
  page.evaluate(
    async ({ method, url, body }) => {
      const answer = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? JSON.parse(text) : null };
    },
    { method, url, body },
  );
