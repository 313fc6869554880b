import type { Page } from 'playwright-core';

/**
 * Resolves once the other side's video in the lesson room plays: it has a size and its time moved
 * past `playedPastS` seconds. `polling: 'raf'` checks every frame (the room bench times it).
 */
export async function seesOtherVideo(
  page: Page,
  {
    playedPastS = 0.5,
    timeoutMs = 30_000,
    polling,
  }: { playedPastS?: number; timeoutMs?: number; polling?: 'raf' } = {},
): Promise<void> {
  await page.waitForFunction(
    (past) => {
      const video = document.querySelector<HTMLVideoElement>('.lesson-stage video:not(.lesson-self)');
      return Boolean(video && video.videoWidth > 0 && video.currentTime > past);
    },
    playedPastS,
    { timeout: timeoutMs, ...(polling ? { polling } : {}) },
  );
}

/** How far the other side's video has played, in seconds (0 before it plays). */
export const otherVideoTime = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLVideoElement>('.lesson-stage video:not(.lesson-self)')?.currentTime ?? 0,
  );
