import type { Page } from 'playwright-core';
import { SERVER_ANSWERS_ID } from '@lezioni/contracts';

/** Opens `path` and returns what its HTML showed before any script ran: its root's text. */
export async function textAsSent(page: Page, path: string): Promise<{ text: string; hasAnswers: boolean }> {
  const answer = await page.goto(path);
  const html = await answer!.text();
  const root = /<div id="?root"?>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
  const text = root
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { text, hasAnswers: html.includes(`id="${SERVER_ANSWERS_ID}"`) };
}

/** Errors the page reports once loaded: a hydration that did not match what the server sent is one. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
