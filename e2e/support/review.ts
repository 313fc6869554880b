import type { Page } from 'playwright-core';

/** Rates the card shown on /review with key `key` (1–4) and answers how far ahead, in ms, its next review is. */
export async function rateByKey(page: Page, key: string): Promise<number> {
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/learning/me/review/') && response.request().method() === 'POST',
  );
  await page.keyboard.press(key);
  const { dueAt } = (await (await answer).json()) as { dueAt: string };
  return Date.parse(dueAt) - Date.now();
}
